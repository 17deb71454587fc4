import { Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { ListOptions, PaginatedList } from '../../../common/list';
import { StockMovement } from './stock-movement.entity';

/** Which received batches to list: paging, a search on the batch number, one product, an expiry horizon. */
@InputType()
export class StockBatchListOptions extends ListOptions {
  @Field(() => Int, { nullable: true, description: 'Only batches of this product' })
  productId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Only batches expiring within this many days of today (UK), expired ones included' })
  @Min(0)
  @Max(3650)
  expiringWithinDays?: number | null;
}

export const StockBatchList = PaginatedList(StockMovement, 'StockBatchList');
