import type { EntityManager } from 'typeorm';
import { ValidationError } from '../../../common/errors';
import { lockRow } from '../../../db/row-lock';
import { User } from '../../account/user/user.entity';
import { DEFAULT_POINTS_PER_POUND, PointsRule } from '../../content/settings/points-rule';
import { ShopSettings } from '../../content/settings/shop-settings.entity';
import { RewardPoints } from './reward-points.entity';
import { MAX_POINTS_TO_SPEND, NO_REDEMPTION, overBalanceMessage, redeemable, Redemption, redemptionOf } from './reward-points-redemption';

const FIELD = 'pointsToSpend';

/** The branch's points rule from its settings (the defaults until staff save settings). */
export async function pointsRuleOf(manager: EntityManager, branchCode: string): Promise<PointsRule> {
  const row = await manager
    .getRepository(ShopSettings)
    .findOne({ where: { branchCode }, select: { id: true, pointsPerPound: true, pointsRedeemable: true } });
  return row ? { pointsPerPound: row.pointsPerPound, pointsRedeemable: row.pointsRedeemable } : defaultRule();
}

function defaultRule(): PointsRule {
  return { pointsPerPound: DEFAULT_POINTS_PER_POUND, pointsRedeemable: true };
}

/**
 * A customer's balance: the sum of their ledger rows. `locked` (inside a transaction) reads it on MySQL
 * as the latest committed rows with a locking read, after locking the customer's row, so two orders
 * spending points at once take turns and the second sees the first's 'redeemed' row; SQLite runs one
 * write transaction at a time anyway.
 */
export async function balanceOf(manager: EntityManager, branchCode: string, userId: number, locked = false): Promise<number> {
  const mysql = locked && manager.connection.options.type !== 'better-sqlite3';
  if (locked) await lockRow(manager, User, userId);
  const qb = manager
    .getRepository(RewardPoints)
    .createQueryBuilder('r')
    .select('COALESCE(SUM(r.points), 0)', 'balance')
    .where('r.branchCode = :branchCode AND r.userId = :userId', { branchCode, userId });
  if (mysql) qb.setLock('pessimistic_read');
  const row = await qb.getRawOne<{ balance: number | string }>();
  return Number(row?.balance ?? 0);
}

/** Refuses a number of points that is not a whole number from 0 up. */
export function checkPointsAsked(asked: number | null | undefined): number {
  const points = asked ?? 0;
  if (!Number.isInteger(points) || points < 0 || points > MAX_POINTS_TO_SPEND) {
    throw new ValidationError('Points to spend must be a whole number of points, 0 or more', FIELD);
  }
  return points;
}

/**
 * Inside the order's transaction: what the points the customer asked to spend take off goods worth
 * `goodsPence` (after the discount code). Only a signed-in customer of the branch may spend points, only
 * while the rule allows it, and never more than their balance, read here under a lock (balanceOf), never
 * from the client. Nothing asked, nothing spent.
 */
export async function pointsForOrder(
  manager: EntityManager,
  branchCode: string,
  userId: number | null,
  asked: number,
  goodsPence: number,
): Promise<Redemption> {
  if (asked === 0) return NO_REDEMPTION;
  if (userId === null) throw new ValidationError('Please sign in to your account to spend reward points', FIELD);
  const rule = await pointsRuleOf(manager, branchCode);
  if (!redeemable(rule)) throw new ValidationError('Reward points cannot be spent at the moment', FIELD);
  const balance = await balanceOf(manager, branchCode, userId, true);
  if (asked > balance) throw new ValidationError(overBalanceMessage(asked, balance), FIELD);
  return redemptionOf(asked, goodsPence, rule.pointsPerPound);
}

/** The ledger's 'redeemed' row of a new order (its points negative), written in the order's transaction. */
export async function recordPointsSpent(
  manager: EntityManager,
  order: { branchCode: string; id: number; orderNumber: string },
  userId: number,
  points: number,
): Promise<void> {
  if (points <= 0) return;
  const repo = manager.getRepository(RewardPoints);
  await repo.insert(
    repo.create({
      branchCode: order.branchCode,
      userId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      points: -points,
      reason: 'redeemed',
    }),
  );
}
