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
 * (always before dispatch) or refunded. Each happens at most once per order; a reversal takes back what
 * was earned less what part refunds already took back (takeBackRefundedPoints), a return gives back
 * exactly what was spent, and nothing happens when nothing was earned or spent.
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
  const points = await pointsOfLines(manager, lines);
  if (points <= 0) return;
  await repo.insert(
    repo.create({ branchCode: order.branchCode, userId, orderId: order.id, orderNumber: order.orderNumber, points, reason: 'earned' }),
  );
}

async function reverse(manager: EntityManager, order: Order, userId: number): Promise<void> {
  await takeBack(manager, order, userId, 0, null);
}

/** A line of a refund as the points see it: the product, its unit price paid and how many were refunded. */
export interface RefundedPointsLine {
  productId: number | null;
  unitPricePence: number;
  quantity: number;
}

/**
 * Takes back, in a refund's transaction, the points the refunded quantities earned (`lines`), or all the
 * order still holds (`null`: its last lines are refunded), as refund `refundNumber`'s 'reversed' row.
 * Never more than the order earned less what earlier refunds took back; nothing when it earned none.
 * Answers the points taken back.
 */
export async function takeBackRefundedPoints(
  manager: EntityManager,
  order: Order,
  refundNumber: number,
  lines: readonly RefundedPointsLine[] | null,
): Promise<number> {
  if (order.userId === null) return 0;
  return takeBack(manager, order, order.userId, refundNumber, lines);
}

async function takeBack(
  manager: EntityManager,
  order: Order,
  userId: number,
  refundNumber: number,
  lines: readonly RefundedPointsLine[] | null,
): Promise<number> {
  const repo = manager.getRepository(RewardPoints);
  const earned = await repo.findOneBy({ orderId: order.id, reason: 'earned' });
  if (!earned || (await repo.existsBy({ orderId: order.id, reason: 'reversed', refundNumber }))) return 0;
  const reversed = await repo.findBy({ orderId: order.id, reason: 'reversed' });
  const left = earned.points + reversed.reduce((sum, row) => sum + row.points, 0);
  const points = Math.min(left, lines === null ? left : await pointsOfLines(manager, lines));
  if (points <= 0) return 0;
  await repo.insert(
    repo.create({
      branchCode: order.branchCode,
      userId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      points: -points,
      reason: 'reversed',
      refundNumber,
    }),
  );
  return points;
}

/** The points lines are worth by the shop's rule (the product's own points when set, else a point per whole pound). */
async function pointsOfLines(manager: EntityManager, lines: readonly RefundedPointsLine[]): Promise<number> {
  const productIds = [...new Set(lines.flatMap((l) => (l.productId !== null ? [l.productId] : [])))];
  const products = productIds.length
    ? await manager.getRepository(Product).find({ where: { id: In(productIds) }, select: { id: true, productPoints: true } })
    : [];
  const pointsById = new Map(products.map((p) => [p.id, p.productPoints]));
  return pointsOfOrder(
    lines.map((l) => ({
      quantity: l.quantity,
      unitPricePence: l.unitPricePence,
      productPoints: l.productId !== null ? (pointsById.get(l.productId) ?? null) : null,
    })),
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
