import { Caller, requireUser } from '../../../common/auth';
import type { Database } from '../../../db/database';
import { RewardPoints } from './reward-points.entity';
import { MAX_POINTS_HISTORY, MyRewardPoints } from './reward-points.types';

/** A customer's reward points as they read them (the ledger is written by order status changes, see reward-points-ledger.ts). */
export class RewardPointsService {
  constructor(private readonly db: Database) {}

  /** The caller's balance and latest movements; only ever their own. */
  async mine(caller: Caller | null, branchCode: string): Promise<MyRewardPoints> {
    const { userId } = requireUser(caller);
    const repo = this.db.repo(RewardPoints);
    const [sum, history] = await Promise.all([
      repo
        .createQueryBuilder('r')
        .select('COALESCE(SUM(r.points), 0)', 'balance')
        .where('r.branchCode = :branchCode AND r.userId = :userId', { branchCode, userId })
        .getRawOne<{ balance: number | string }>(),
      repo.find({ where: { branchCode, userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: MAX_POINTS_HISTORY }),
    ]);
    return { balance: Number(sum?.balance ?? 0), history };
  }
}
