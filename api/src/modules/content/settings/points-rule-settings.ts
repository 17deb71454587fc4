import type { EntityManager } from 'typeorm';
import { ValidationError } from '../../../common/errors';
import { FooterLink } from '../footer/footer.entity';
import { checkPointsPerPound, PointsRule, rewardPointsPageBody } from './points-rule';

/** The slug of the seeded Reward Points page, whose text says the rule. */
export const REWARD_POINTS_PAGE_SLUG = 'reward-points';

/** The points rule's fields of a settings change, checked; those left out (undefined or null) are kept. */
export function pointsRuleChanges(input: { pointsPerPound?: number | null; pointsRedeemable?: boolean | null }): Partial<PointsRule> {
  const changes: Partial<PointsRule> = {};
  if (input.pointsPerPound !== undefined && input.pointsPerPound !== null) {
    const refusal = checkPointsPerPound(input.pointsPerPound);
    if (refusal) throw new ValidationError(refusal, 'pointsPerPound');
    changes.pointsPerPound = input.pointsPerPound;
  }
  if (input.pointsRedeemable !== undefined && input.pointsRedeemable !== null) {
    if (typeof input.pointsRedeemable !== 'boolean')
      throw new ValidationError('pointsRedeemable must be true or false', 'pointsRedeemable');
    changes.pointsRedeemable = input.pointsRedeemable;
  }
  return changes;
}

/**
 * When the rule changes, the Reward Points page follows it — but only while its text is still the one
 * the previous rule gave (the seeded words): a page staff have rewritten is theirs and is left alone.
 */
export async function keepPointsPageInStep(m: EntityManager, branchCode: string, before: PointsRule, after: PointsRule): Promise<void> {
  if (before.pointsPerPound === after.pointsPerPound && before.pointsRedeemable === after.pointsRedeemable) return;
  await m
    .getRepository(FooterLink)
    .update({ branchCode, slug: REWARD_POINTS_PAGE_SLUG, body: rewardPointsPageBody(before) }, { body: rewardPointsPageBody(after) });
}
