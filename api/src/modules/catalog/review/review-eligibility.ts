import type { EntityManager } from 'typeorm';
import type { OrderLine } from '../../orders/order/order.entity';
import { Review } from './review.entity';

/** Why a customer may not review a product yet, or null when they may. */
export type ReviewRefusal = 'not-delivered' | 'already-reviewed' | null;

export const NOT_DELIVERED_MESSAGE = 'You can review a product once an order of yours containing it has been delivered';
export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this product';

/**
 * Whether a customer may review a product: they need an order of theirs containing it with status
 * 'delivered', and no review of it yet (whatever that review's status).
 */
export async function reviewRefusal(manager: EntityManager, branchCode: string, userId: number, productId: number): Promise<ReviewRefusal> {
  const delivered = await manager
    // Orders by their entity names: the catalogue must not load the orders domain, which builds on it.
    .getRepository<OrderLine>('OrderLine')
    .createQueryBuilder('l')
    .innerJoin('Order', 'o', 'o.id = l.orderId')
    .where('o.branchCode = :branchCode AND o.userId = :userId AND o.status = :status AND l.productId = :productId', {
      branchCode,
      userId,
      status: 'delivered',
      productId,
    })
    .getExists();
  if (!delivered) return 'not-delivered';
  const reviewed = await manager.getRepository(Review).existsBy({ userId, productId });
  return reviewed ? 'already-reviewed' : null;
}
