import DataLoader from 'dataloader';
import type { ServiceDeps } from '../../services';
import { DashboardResolver } from './dashboard/dashboard.resolver';
import { DashboardService } from './dashboard/dashboard.service';
import { VisitorCounter } from './dashboard/visitor-counter';
import type { OrderLine } from './order/order.entity';
import type { OrderEvent } from './order/order-event.entity';
import { OrderResolver } from './order/order.resolver';
import { OrderService } from './order/order.service';
import { CreateOrderService } from './order/create-order.service';
import { ShippingResolver } from './shipping/shipping.resolver';
import { ShippingService } from './shipping/shipping.service';

/** Orders in the back office (list, add, status, delete), shipping prices, the dashboard figures, visitors and notifications. */
export const ordersResolvers: Function[] = [OrderResolver, DashboardResolver, ShippingResolver];

export function createOrdersServices({ db, logger }: ServiceDeps) {
  const visitors = new VisitorCounter(db, (err) => logger?.warn({ err }, 'counting a storefront visitor failed'));
  return { orders: new OrderService(db), createOrder: new CreateOrderService(db), shipping: new ShippingService(), dashboard: new DashboardService(db, visitors), visitors };
}

export function createOrdersLoaders(services: ReturnType<typeof createOrdersServices>, branchCode: string) {
  return {
    linesOfOrder: new DataLoader<number, OrderLine[]>((ids) => services.orders.linesOf(branchCode, ids)),
    eventsOfOrder: new DataLoader<number, OrderEvent[]>((ids) => services.orders.eventsOfOrders(branchCode, ids)),
  };
}
