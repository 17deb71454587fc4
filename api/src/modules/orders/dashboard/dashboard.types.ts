import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Product } from '../../catalog/product/product.entity';
import { Order } from '../order/order.entity';
import { ListSize } from '../../../common/cost';

/** The most days `dashboard(days)` covers. */
export const MAX_DASHBOARD_DAYS = 366;

@ObjectType({ description: 'Orders placed on one UK calendar day' })
export class DaySales {
  @Field({ description: 'YYYY-MM-DD, UK time' })
  date: string;

  @Field(() => Int, { description: 'Orders placed that day, in any status' })
  orders: number;

  @Field(() => Float, { description: "Pounds: totals of that day's paid, dispatched and delivered orders" })
  revenue: number;

  @Field(() => Int, { description: 'Distinct storefront visitors that day (docs/api.md, visitors: what is counted)' })
  visitors: number;
}

@ObjectType({ description: 'A product by quantity sold on orders that were not cancelled or refunded' })
export class TopSellingProduct {
  @Field(() => Int)
  productId: number;

  @Field()
  name: string;

  @Field()
  code: string;

  @Field(() => Int)
  quantity: number;

  @Field(() => Float, { description: 'Pounds taken on those lines' })
  revenue: number;
}

@ObjectType({ description: 'The back-office home figures, from real data' })
export class Dashboard {
  @Field(() => Int, { description: 'Every order of the branch, in any status' })
  totalOrders: number;

  @Field(() => Float, { description: 'Pounds: totals of paid, dispatched and delivered orders' })
  revenue: number;

  @Field(() => Int, { description: 'Active products' })
  products: number;

  @Field(() => Int, { description: "Accounts with the role 'user'" })
  customers: number;

  @Field(() => Int, {
    description:
      'Distinct storefront visitors per UK day, added up over the days asked for (a visitor coming back on another day counts again)',
  })
  visitors: number;

  @ListSize(MAX_DASHBOARD_DAYS)
  @Field(() => [DaySales], { description: 'Each of the last N UK days, oldest first, days without orders included' })
  salesByDay: DaySales[];

  @ListSize(10)
  @Field(() => [Order], { description: 'The 10 latest orders' })
  recentOrders: Order[];

  @ListSize(5)
  @Field(() => [TopSellingProduct], { description: 'The 5 products sold in the largest quantities' })
  topSelling: TopSellingProduct[];

  @ListSize(10)
  @Field(() => [Product], { description: 'Up to 10 active products with 5 or fewer in stock, lowest first' })
  lowStock: Product[];
}

export const NOTIFICATION_KINDS = ['pendingOrders', 'returnRequests', 'unhandledContactMessages', 'reviewsWaiting', 'lowStock'] as const;

@ObjectType({ description: "One entry of the back office's notifications: what waits for staff, how many, and the screen that lists it" })
export class StaffNotification {
  @Field({
    description:
      'pendingOrders, returnRequests (delivered orders whose customer asked to return them), unhandledContactMessages, reviewsWaiting or lowStock',
  })
  kind: string;

  @Field({ description: "What waits, in the shop's words, e.g. 'Pending orders'" })
  label: string;

  @Field(() => Int)
  count: number;

  @Field({ description: 'The back-office path that lists them, e.g. /dashboard/orders?status=pending' })
  path: string;
}

@ObjectType({ description: 'What waits for staff: one entry per kind, in a fixed order, zero counts included' })
export class StaffNotifications {
  @Field(() => Int, { description: 'The count badge: every entry added up' })
  total: number;

  @ListSize(NOTIFICATION_KINDS.length)
  @Field(() => [StaffNotification])
  entries: StaffNotification[];
}
