import { In } from 'typeorm';
import { actsAsStaff, Caller, requireStaff, requireUser } from '../../../common/auth';
import { containsCondition } from '../../../common/contains';
import { SortDirection } from '../../../common/crud/types';
import { ConflictError, NotFoundError } from '../../../common/errors';
import { ListOptions, ListResult, MAX_PAGE_SIZE } from '../../../common/list';
import type { Database } from '../../../db/database';
import type { OrderTokenChecks } from './order-token-checks';
import { Order, OrderLine } from './order.entity';
import { OrderEvent } from './order-event.entity';
import { returnRequestableUntil, whereReturnRequested } from './order-returns';
import { OrderListOptions, OrderSortField } from './order.inputs';
import { parseOrderStatus } from './order-status';
import { deletionRefusal, orderDeletable } from './order-deletion';
import { recordDelete } from '../../../common/audit/audit-recorder';

const SORT_COLUMNS: Record<OrderSortField, string> = {
  [OrderSortField.createdAt]: 'o.createdAt',
  [OrderSortField.orderNumber]: 'o.orderNumber',
  [OrderSortField.customerName]: 'o.customerName',
  [OrderSortField.total]: 'o.totalPence',
  [OrderSortField.status]: 'o.status',
};

/**
 * Orders after checkout: the staff list, one order for staff, its owner or a guest with its access
 * token, and deletion of orders that were never more than a cancelled checkout (order-deletion.ts).
 * Status changes are OrderStatusService's (order-status.service.ts).
 */
export class OrderService {
  constructor(
    private readonly db: Database,
    /** Guest order tokens, checked with their rate limit per address (order-token-checks.ts). */
    private readonly tokenChecks: OrderTokenChecks,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(caller: Caller | null, branchCode: string, options: Partial<OrderListOptions> = {}): Promise<ListResult<Order>> {
    requireStaff(caller);
    const qb = this.db.repo(Order).createQueryBuilder('o').where('o.branchCode = :branchCode', { branchCode });
    if (options.search?.trim()) {
      const conditions = (['orderNumber', 'email', 'customerName'] as const).map((field, i) =>
        containsCondition(`o.${field}`, `search${i}`, options.search!),
      );
      qb.andWhere(`(${conditions.map((c) => c.sql).join(' OR ')})`, Object.assign({}, ...conditions.map((c) => c.params)));
    }
    if (options.status?.trim()) qb.andWhere('o.status = :status', { status: parseOrderStatus(options.status) });
    if (options.returnRequested) whereReturnRequested(qb);
    const direction = options.sortDirection ?? (options.sortBy ? SortDirection.ASC : SortDirection.DESC);
    qb.orderBy(SORT_COLUMNS[options.sortBy ?? OrderSortField.createdAt], direction).addOrderBy('o.id', direction);
    const [items, totalItems] = await qb
      .skip(Math.max(options.skip ?? 0, 0))
      .take(pageSize(options.take))
      .getManyAndCount();
    return { items, totalItems };
  }

  /** A logged-in customer's own orders, newest first. */
  async mine(caller: Caller | null, branchCode: string, options: Partial<ListOptions> = {}): Promise<ListResult<Order>> {
    const { userId } = requireUser(caller);
    const [items, totalItems] = await this.db.repo(Order).findAndCount({
      where: { branchCode, userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: Math.max(options.skip ?? 0, 0),
      take: pageSize(options.take),
    });
    return { items, totalItems };
  }

  /**
   * One order, for staff, for the customer who placed it, or for a guest holding its access token.
   * Anyone else is told it does not exist, so order ids cannot be probed; wrong tokens are counted per
   * `address` (the caller's), and too many answer RATE_LIMITED.
   */
  async get(caller: Caller | null, branchCode: string, id: number, accessToken?: string | null, address = ''): Promise<Order> {
    const order = await this.db.repo(Order).findOneBy({ branchCode, id });
    if (order && (actsAsStaff(caller) || (caller !== null && order.userId === caller.userId))) return order;
    if (!(await this.tokenChecks.opens(order, accessToken, address)) || !order) throw notFound(id);
    return order;
  }

  /**
   * The last UK day (YYYY-MM-DD) the customer may ask to return this order, or null (not delivered,
   * too late, or already asked): the same rule requestReturn applies, so the page and the API agree.
   */
  returnRequestableUntil(order: Order, events: readonly OrderEvent[]): string | null {
    return returnRequestableUntil(order, events, this.now());
  }

  /** Events of many orders in one query, each oldest first (DataLoader batch). */
  async eventsOfOrders(branchCode: string, orderIds: readonly number[]): Promise<OrderEvent[][]> {
    const rows = await this.db
      .repo(OrderEvent)
      .find({ where: { branchCode, orderId: In([...orderIds]) }, order: { createdAt: 'ASC', id: 'ASC' } });
    return orderIds.map((id) => rows.filter((event) => event.orderId === id));
  }

  /** Lines of many orders in one query (DataLoader batch). */
  async linesOf(branchCode: string, orderIds: readonly number[]): Promise<OrderLine[][]> {
    const rows = await this.db.repo(OrderLine).find({ where: { branchCode, orderId: In([...orderIds]) }, order: { id: 'ASC' } });
    return orderIds.map((id) => rows.filter((line) => line.orderId === id));
  }

  /**
   * Deletes an order with its lines and history and answers it as it was. Orders are business records:
   * only one cancelled straight from 'pending' (never paid, dispatched or invoiced; its stock came back
   * when it was cancelled) may go; any other is refused (CONFLICT), and staff cancel or refund it instead.
   */
  async remove(caller: Caller | null, branchCode: string, id: number): Promise<Order> {
    requireStaff(caller);
    const order = await this.db.transaction(async (manager) => {
      const order = await manager.getRepository(Order).findOneBy({ branchCode, id });
      if (!order) throw notFound(id);
      const history = await manager.getRepository(OrderEvent).find({ where: { orderId: id }, select: { id: true, status: true } });
      if (!orderDeletable(order.status, history)) throw new ConflictError(deletionRefusal(order));
      const deleted = await manager.getRepository(Order).delete({ id, status: order.status });
      if (deleted.affected !== 1) throw changedMeanwhile();
      await recordDelete(manager, Order, order);
      return order;
    });
    this.db.changed(Order, [id], 'delete');
    return order;
  }

  /** Whether staff may delete the order (orderDeletable over its history), so screens need not repeat the rule. */
  deletable(order: Order, history: readonly OrderEvent[]): boolean {
    return orderDeletable(order.status, history);
  }
}

function pageSize(take: number | undefined): number {
  return Math.min(Math.max(take ?? 50, 1), MAX_PAGE_SIZE);
}

export function notFound(id: number) {
  return new NotFoundError(`No order with id ${id}`);
}

export function changedMeanwhile() {
  return new ConflictError('This order was changed by someone else meanwhile; reload it and try again');
}
