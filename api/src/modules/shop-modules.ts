import { accountModule } from './account/account.module';
import { auditModule } from './audit/audit.module';
import { catalogModule } from './catalog/catalog.module';
import { contentModule } from './content/content.module';
import { ordersModule } from './orders/orders.module';
import { stockAlertsModule } from './stock-alerts/stock-alerts.module';

/**
 * Every module of the shop, in the order its tables, data sets, resolvers, services and loaders are
 * registered. A new module is added here, once.
 */
export const shopModules = [catalogModule, contentModule, accountModule, ordersModule, auditModule, stockAlertsModule] as const;

export type ShopModules = (typeof shopModules)[number];
