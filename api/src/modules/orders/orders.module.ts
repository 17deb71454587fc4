import DataLoader from 'dataloader';
import type { ServiceDeps } from '../../services';
import { DashboardResolver } from './dashboard/dashboard.resolver';
import { DashboardService } from './dashboard/dashboard.service';
import type { OrderLine } from './order/order.entity';
import type { OrderEvent } from './order/order-event.entity';
import { OrderResolver } from './order/order.resolver';
import { OrderService } from './order/order.service';
import { CreateOrderService } from './order/create-order.service';
import { ShippingResolver } from './shipping/shipping.resolver';
import { ShippingService } from './shipping/shipping.service';

/** Orders in the back office (list, add, status, delete), shipping prices and the dashboard figures. */
export const ordersResolvers: Function[] = [OrderResolver, DashboardResolver, ShippingResolver];

export function createOrdersServices({ db }: ServiceDeps) {
  return { orders: new OrderService(db), createOrder: new CreateOrderService(db), shipping: new ShippingService(), dashboard: new DashboardService(db) };
}

export function createOrdersLoaders(services: ReturnType<typeof createOrdersServices>, branchCode: string) {
  return {
    linesOfOrder: new DataLoader<number, OrderLine[]>((ids) => services.orders.linesOf(branchCode, ids)),
    eventsOfOrder: new DataLoader<number, OrderEvent[]>((ids) => services.orders.eventsOfOrders(branchCode, ids)),
  };
}
