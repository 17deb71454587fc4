import { LessThanOrEqual, MoreThanOrEqual } from 'typeorm';
import { Caller, requireStaff } from '../../../common/auth';
import { ValidationError } from '../../../common/errors';
import { penceToPounds } from '../../../common/money';
import type { Database } from '../../../db/database';
import { User } from '../../account/user/user.entity';
import { Role } from '../../../common/roles';
import { Product } from '../../catalog/product/product.entity';
import { Order, OrderLine } from '../order/order.entity';
import { OrderStatus, PAID_STATUSES } from '../order/order-status';
import { Dashboard, DaySales, MAX_DASHBOARD_DAYS, TopSellingProduct } from './dashboard.types';
import { lastUkDays, ukDate, ukDayStart } from './uk-days';

export { MAX_DASHBOARD_DAYS };
const LOW_STOCK_LEVEL = 5;
const NOT_SOLD: readonly OrderStatus[] = ['cancelled', 'refunded'];

/** The back-office home figures, each one query over the branch's real orders, products and users. */
export class DashboardService {
  constructor(private readonly db: Database) {}

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
    return { totalOrders, revenue: penceToPounds(revenuePence)!, products, customers, salesByDay, recentOrders, topSelling, lowStock };
  }

  private async revenuePence(branchCode: string): Promise<number> {
    const row = await this.db.repo(Order).createQueryBuilder('o')
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
    const buckets = new Map(dayList.map((date) => [date, { date, orders: 0, pence: 0 }]));
    for (const row of rows) {
      const bucket = buckets.get(ukDate(row.createdAt));
      if (!bucket) continue;
      bucket.orders += 1;
      if (PAID_STATUSES.includes(row.status as OrderStatus)) bucket.pence += row.totalPence;
    }
    return [...buckets.values()].map(({ date, orders, pence }) => ({ date, orders, revenue: penceToPounds(pence)! }));
  }

  private async topSelling(branchCode: string): Promise<TopSellingProduct[]> {
    const rows = await this.db.repo(OrderLine).createQueryBuilder('l')
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
    return rows.map((r) => ({ productId: Number(r.productId), name: r.name, code: r.code, quantity: Number(r.quantity), revenue: penceToPounds(Number(r.pence))! }));
  }
}
