import { IsNull, LessThanOrEqual, MoreThanOrEqual } from 'typeorm';
import { Caller, requireStaff } from '../../../common/auth';
import { ValidationError } from '../../../common/errors';
import { penceToPounds } from '../../../common/money';
import type { Database } from '../../../db/database';
import { User } from '../../account/user/user.entity';
import { Role } from '../../../common/roles';
import { Product } from '../../catalog/product/product.entity';
import { Review } from '../../catalog/review/review.entity';
import { LOW_STOCK_LEVEL } from '../../catalog/stock/stock-levels';
import { ContactMessage } from '../../content/contact-message/contact-message.entity';
import { Order, OrderLine } from '../order/order.entity';
import { OrderStatus, PAID_STATUSES } from '../order/order-status';
import { whereReturnRequested } from '../order/order-returns';
import { Dashboard, DaySales, MAX_DASHBOARD_DAYS, StaffNotifications, TopSellingProduct } from './dashboard.types';
import { lastUkDays, ukDate, ukDayStart } from '../../../common/uk-days';
import type { VisitorCounter } from './visitor-counter';

export { MAX_DASHBOARD_DAYS };
const NOT_SOLD: readonly OrderStatus[] = ['cancelled', 'refunded'];

/** The back-office home figures, each one query over the branch's real orders, products and users. */
export class DashboardService {
  constructor(
    private readonly db: Database,
    private readonly visitors: VisitorCounter,
  ) {}

  async figures(caller: Caller | null, branchCode: string, days = 30, now = new Date()): Promise<Dashboard> {
    requireStaff(caller);
    if (!Number.isInteger(days) || days < 1 || days > MAX_DASHBOARD_DAYS) {
      throw new ValidationError(`Days must be a whole number from 1 to ${MAX_DASHBOARD_DAYS}`, 'days');
    }
    const [totalOrders, revenuePence, products, customers, salesByDay, recentOrders, topSelling, lowStock] = await Promise.all([
      this.db.repo(Order).countBy({ branchCode }),
      this.revenuePence(branchCode),
      this.db.repo(Product).countBy({ branchCode, isActive: true }),
      this.db.repo(User).countBy({ branchCode, role: Role.USER }),
      this.salesByDay(branchCode, days, now),
      this.db.repo(Order).find({ where: { branchCode }, order: { createdAt: 'DESC', id: 'DESC' }, take: 10 }),
      this.topSelling(branchCode),
      this.db.repo(Product).find({
        where: { branchCode, isActive: true, stockQuantity: LessThanOrEqual(LOW_STOCK_LEVEL) },
        order: { stockQuantity: 'ASC', id: 'ASC' },
        take: 10,
      }),
    ]);
    const visitors = salesByDay.reduce((sum, day) => sum + day.visitors, 0);
    return {
      totalOrders,
      revenue: penceToPounds(revenuePence)!,
      products,
      customers,
      visitors,
      salesByDay,
      recentOrders,
      topSelling,
      lowStock,
    };
  }

  /** The back office's notifications: five counts, each one indexed query, with the screen that lists them. */
  async notifications(caller: Caller | null, branchCode: string): Promise<StaffNotifications> {
    requireStaff(caller);
    const [pendingOrders, returnRequests, unhandledMessages, reviewsWaiting, lowStock] = await Promise.all([
      this.db.repo(Order).countBy({ branchCode, status: 'pending' }),
      whereReturnRequested(
        this.db
          .repo(Order)
          .createQueryBuilder('o')
          .where('o.branchCode = :branchCode AND o.status = :delivered', { branchCode, delivered: 'delivered' }),
      ).getCount(),
      this.db.repo(ContactMessage).countBy({ branchCode, handledAt: IsNull() }),
      this.db.repo(Review).countBy({ branchCode, status: 'pending' }),
      this.db.repo(Product).countBy({ branchCode, isActive: true, stockQuantity: LessThanOrEqual(LOW_STOCK_LEVEL) }),
    ]);
    const entries = [
      { kind: 'pendingOrders', label: 'Pending orders', count: pendingOrders, path: '/dashboard/orders?status=pending' },
      {
        kind: 'returnRequests',
        label: 'Return requests',
        count: returnRequests,
        path: '/dashboard/orders?status=delivered&returns=requested',
      },
      {
        kind: 'unhandledContactMessages',
        label: 'Unhandled contact messages',
        count: unhandledMessages,
        path: '/dashboard/contact-messages?handled=no',
      },
      { kind: 'reviewsWaiting', label: 'Reviews waiting', count: reviewsWaiting, path: '/dashboard/ratings?status=pending' },
      { kind: 'lowStock', label: 'Low-stock products', count: lowStock, path: '/dashboard/products?stock=low' },
    ];
    return { total: entries.reduce((sum, e) => sum + e.count, 0), entries };
  }

  private async revenuePence(branchCode: string): Promise<number> {
    const row = await this.db
      .repo(Order)
      .createQueryBuilder('o')
      .select('COALESCE(SUM(o.totalPence), 0)', 'pence')
      .where('o.branchCode = :branchCode', { branchCode })
      .andWhere('o.status IN (:...paid)', { paid: PAID_STATUSES })
      .getRawOne<{ pence: string | number }>();
    return Number(row?.pence ?? 0);
  }

  /** One range query from the start of the first UK day; the rows are put into day buckets here, alike on both databases. */
  private async salesByDay(branchCode: string, count: number, now: Date): Promise<DaySales[]> {
    const dayList = lastUkDays(now, count);
    const rows = await this.db.repo(Order).find({
      select: { id: true, createdAt: true, status: true, totalPence: true },
      where: { branchCode, createdAt: MoreThanOrEqual(ukDayStart(dayList[0])) },
    });
    const visitors = await this.visitors.countsOf(branchCode, dayList);
    const buckets = new Map(dayList.map((date) => [date, { date, orders: 0, pence: 0 }]));
    for (const row of rows) {
      const bucket = buckets.get(ukDate(row.createdAt));
      if (!bucket) continue;
      bucket.orders += 1;
      if (PAID_STATUSES.includes(row.status as OrderStatus)) bucket.pence += row.totalPence;
    }
    return [...buckets.values()].map(({ date, orders, pence }) => ({
      date,
      orders,
      revenue: penceToPounds(pence)!,
      visitors: visitors.get(date) ?? 0,
    }));
  }

  private async topSelling(branchCode: string): Promise<TopSellingProduct[]> {
    const rows = await this.db
      .repo(OrderLine)
      .createQueryBuilder('l')
      .innerJoin(Order, 'o', 'o.id = l.orderId')
      .innerJoin(Product, 'p', 'p.id = l.productId')
      .select('l.productId', 'productId')
      .addSelect('p.name', 'name')
      .addSelect('p.code', 'code')
      .addSelect('SUM(l.quantity)', 'quantity')
      .addSelect('SUM(l.lineTotalPence)', 'pence')
      .where('o.branchCode = :branchCode', { branchCode })
      .andWhere('o.status NOT IN (:...notSold)', { notSold: NOT_SOLD })
      .groupBy('l.productId')
      .addGroupBy('p.name')
      .addGroupBy('p.code')
      .orderBy('quantity', 'DESC')
      .addOrderBy('pence', 'DESC')
      .addOrderBy('productId', 'ASC')
      .limit(5)
      .getRawMany<{ productId: number | string; name: string; code: string; quantity: number | string; pence: number | string }>();
    return rows.map((r) => ({
      productId: Number(r.productId),
      name: r.name,
      code: r.code,
      quantity: Number(r.quantity),
      revenue: penceToPounds(Number(r.pence))!,
    }));
  }
}
