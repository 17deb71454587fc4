import { Field, Int, ObjectType } from 'type-graphql';
import { Access } from '../../../common/access';
import { ListSize } from '../../../common/cost';
import { RewardPoints } from './reward-points.entity';

/** How many history rows myRewardPoints answers at most (newest first). */
export const MAX_POINTS_HISTORY = 100;

@ObjectType({ description: "The logged-in customer's reward points: the balance and its movements" })
export class MyRewardPoints {
  @Access('public')
  @Field(() => Int, { description: 'The sum of the movements: points earned and given back, minus points taken back and spent' })
  balance: number;

  @Access('public')
  @ListSize(MAX_POINTS_HISTORY)
  @Field(() => [RewardPoints], { description: `The latest ${MAX_POINTS_HISTORY} movements, newest first` })
  history: RewardPoints[];
}
