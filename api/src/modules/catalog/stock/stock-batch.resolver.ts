import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import type { Context } from '../../../context';
import { StockMovement } from '../../attributes/stock';
import { StockBatchList, StockBatchListOptions } from './stock-batch.inputs';

@Resolver(() => StockMovement)
export class StockBatchResolver {
  @Query(() => StockBatchList, { description: "Received stock batches, soonest expiry first (first-expired, first-out); expiresSoon marks those within 90 days. Staff only." })
  @Access('staff')
  stockBatches(@Ctx() ctx: Context, @Arg('options', () => StockBatchListOptions, { nullable: true }) options?: StockBatchListOptions) {
    return ctx.services.stockBatches.list(ctx.caller, ctx.branchCode, options ?? {});
  }
}
