import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import { ListSize } from '../../../common/cost';
import type { Context } from '../../../context';
import { PROMOTION_TILE_SLOTS, PromotionTile, PromotionTileInput } from './promotion-tile.entity';

@Resolver(() => PromotionTile)
export class PromotionTileResolver {
  @Query(() => [PromotionTile], { description: "The home page promotion tiles' pictures (a tile without a row has none)" })
  @Access('public')
  @ListSize(PROMOTION_TILE_SLOTS.length)
  promotionTiles(@Ctx() ctx: Context) {
    return ctx.services.promotionTiles.list(ctx.branchCode);
  }

  @Mutation(() => PromotionTile, {
    description: "Sets a home promotion tile's picture and its description, or removes the picture (staff)",
  })
  @Access('staff')
  setPromotionTile(
    @Ctx() ctx: Context,
    @Arg('slot', () => Int) slot: number,
    @Arg('input', () => PromotionTileInput) input: PromotionTileInput,
  ) {
    return ctx.services.promotionTiles.set(ctx.caller, ctx.branchCode, slot, input);
  }
}
