import { Caller, requireStaff } from '../../../common/auth';
import { containsCondition } from '../../../common/contains';
import { ListResult, MAX_PAGE_SIZE } from '../../../common/list';
import type { Database } from '../../../db/database';
import { StockMovement } from './stock-movement.entity';
import { ukDayAfter } from './expiry';
import type { StockBatchListOptions } from './stock-batch.inputs';

/** The 'received' rows of the stock ledger as batches, for first-expired, first-out. */
export class StockBatchService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Received batches, soonest expiry first (those without an expiry date last), then oldest first. Staff only. */
  async list(caller: Caller | null, branchCode: string, options: Partial<StockBatchListOptions> = {}): Promise<ListResult<StockMovement>> {
    requireStaff(caller);
    const qb = this.db
      .repo(StockMovement)
      .createQueryBuilder('e')
      .where('e.branchCode = :branchCode', { branchCode })
      .andWhere('e.reason = :reason', { reason: 'received' });
    if (options.search?.trim()) {
      const filter = containsCondition('e.batchNumber', 'search', options.search);
      qb.andWhere(filter.sql, filter.params);
    }
    if (typeof options.productId === 'number') qb.andWhere('e.productId = :productId', { productId: options.productId });
    if (typeof options.expiringWithinDays === 'number') {
      qb.andWhere('e.expiryDate IS NOT NULL AND e.expiryDate <= :last', { last: ukDayAfter(options.expiringWithinDays, this.now()) });
    }
    qb.orderBy('CASE WHEN e.expiryDate IS NULL THEN 1 ELSE 0 END', 'ASC')
      .addOrderBy('e.expiryDate', 'ASC')
      .addOrderBy('e.createdAt', 'ASC')
      .addOrderBy('e.id', 'ASC');
    const take = Math.min(Math.max(options.take ?? 50, 1), MAX_PAGE_SIZE);
    const [items, totalItems] = await qb
      .skip(Math.max(options.skip ?? 0, 0))
      .take(take)
      .getManyAndCount();
    return { items, totalItems };
  }
}
