import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../../common/access';
import type { Context } from '../../../context';
import { ProductLocation } from '../../attributes/product-location';
import { StockMovement } from './stock-movement.entity';
import { Product } from '../product/product.entity';
import { StockBatchList, StockBatchListOptions } from './stock-batch.inputs';

@Resolver(() => StockMovement)
export class StockBatchResolver {
  @Query(() => StockBatchList, {
    description:
      'Received stock batches, soonest expiry first (first-expired, first-out); expiresSoon marks those within 90 days. Staff only.',
  })
  @Access('staff')
  stockBatches(@Ctx() ctx: Context, @Arg('options', () => StockBatchListOptions, { nullable: true }) options?: StockBatchListOptions) {
    return ctx.services.stockBatches.list(ctx.caller, ctx.branchCode, options ?? {});
  }

  /** The back office's stock ledger names the product of each row (active or not), batched per request. */
  @Access('staff')
  @FieldResolver(() => Product, { nullable: true, description: 'The product whose stock moved (active or not)' })
  product(@Root() movement: StockMovement, @Ctx() ctx: Context) {
    return ctx.loaders.anyProductById.load(movement.productId);
  }

  @Access('staff')
  @FieldResolver(() => ProductLocation, {
    nullable: true,
    description: 'Where the stock sits (null when none is given or the location is switched off)',
  })
  productLocation(@Root() movement: StockMovement, @Ctx() ctx: Context) {
    return movement.productLocationId === null ? null : ctx.loaders.activeById(ProductLocation).load(movement.productLocationId);
  }
}
