import DataLoader from 'dataloader';
import type { ServiceDeps } from '../../services';
import { defineModule } from '../shop-module';
import { StockAlert } from './stock-alert.entity';
import { StockAlertResolver } from './stock-alert.resolver';
import { StockAlertService } from './stock-alert.service';

function createStockAlertServices({ db, mails, config, logger }: ServiceDeps) {
  return { stockAlerts: new StockAlertService(db, mails, config.publicUrl, logger) };
}

type StockAlertServices = ReturnType<typeof createStockAlertServices>;

function createStockAlertLoaders(services: StockAlertServices, branchCode: string) {
  return {
    waitingStockAlerts: new DataLoader<number, number>((ids) => services.stockAlerts.waitingCounts(branchCode, ids)),
  };
}

/** Back-in-stock alerts: shoppers' requests, their one mail, the unsubscribe link and the staff's counts (see the service). */
export const stockAlertsModule = defineModule({
  entities: [StockAlert],
  crud: [],
  resolvers: [StockAlertResolver],
  services: createStockAlertServices,
  loaders: createStockAlertLoaders,
});
