import { EntityManager, In } from 'typeorm';
import { Product } from '../../catalog/product/product.entity';
import { Order, OrderLine } from '../order/order.entity';
import type { OrderStatus } from '../order/order-status';
import { RewardPoints } from './reward-points.entity';
import { pointsOfOrder } from './reward-points-rules';

/** Statuses that take back the points an order earned (a cancel only reverses when the order was paid first). */
const REVERSING_STATUSES: readonly OrderStatus[] = ['refunded', 'cancelled'];

/**
 * Writes the reward points a status change means, in the status change's transaction: an order of a
 * customer account earns its points when it becomes paid, and gives them back when it is refunded or
 * cancelled after payment; points spent on the order come back to the customer when it is cancelled
 * (always before dispatch) or refunded. Each happens at most once per order; a reversal takes back
 * exactly what was earned, a return gives back exactly what was spent, and nothing when nothing was.
 */
export async function recordRewardPoints(manager: EntityManager, order: Order, next: OrderStatus): Promise<void> {
  if (order.userId === null) return;
  if (next === 'paid') await credit(manager, order, order.userId);
  else if (REVERSING_STATUSES.includes(next)) {
    await reverse(manager, order, order.userId);
    await giveBackSpent(manager, order, order.userId);
  }
}

async function credit(manager: EntityManager, order: Order, userId: number): Promise<void> {
  const repo = manager.getRepository(RewardPoints);
  if (await repo.existsBy({ orderId: order.id, reason: 'earned' })) return;
  const lines = await manager
    .getRepository(OrderLine)
    .find({ where: { orderId: order.id }, select: { productId: true, quantity: true, unitPricePence: true } });
  const productIds = [...new Set(lines.flatMap((l) => (l.productId !== null ? [l.productId] : [])))];
  const products = productIds.length
    ? await manager.getRepository(Product).find({ where: { id: In(productIds) }, select: { id: true, productPoints: true } })
    : [];
  const pointsById = new Map(products.map((p) => [p.id, p.productPoints]));
  const points = pointsOfOrder(
    lines.map((l) => ({
      quantity: l.quantity,
      unitPricePence: l.unitPricePence,
      productPoints: l.productId !== null ? (pointsById.get(l.productId) ?? null) : null,
    })),
  );
  if (points <= 0) return;
  await repo.insert(
    repo.create({ branchCode: order.branchCode, userId, orderId: order.id, orderNumber: order.orderNumber, points, reason: 'earned' }),
  );
}

async function reverse(manager: EntityManager, order: Order, userId: number): Promise<void> {
  const repo = manager.getRepository(RewardPoints);
  const earned = await repo.findOneBy({ orderId: order.id, reason: 'earned' });
  if (!earned || (await repo.existsBy({ orderId: order.id, reason: 'reversed' }))) return;
  await repo.insert(
    repo.create({
      branchCode: order.branchCode,
      userId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      points: -earned.points,
      reason: 'reversed',
    }),
  );
}

/** The 'restored' row: the points the order's 'redeemed' row took, given back once. */
async function giveBackSpent(manager: EntityManager, order: Order, userId: number): Promise<void> {
  const repo = manager.getRepository(RewardPoints);
  const spent = await repo.findOneBy({ orderId: order.id, reason: 'redeemed' });
  if (!spent || (await repo.existsBy({ orderId: order.id, reason: 'restored' }))) return;
  await repo.insert(
    repo.create({
      branchCode: order.branchCode,
      userId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      points: -spent.points,
      reason: 'restored',
    }),
  );
}
