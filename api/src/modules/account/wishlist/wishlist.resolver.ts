import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import { ListSize } from '../../../common/cost';
import type { Context } from '../../../context';
import { WishlistItem } from './wishlist-item.entity';
import { MAX_WISHLIST_ITEMS } from './wishlist.service';

@Resolver(() => WishlistItem)
export class WishlistResolver {
  @Query(() => [WishlistItem], { description: "The logged-in customer's wishlist, newest first" })
  @Access('user')
  @ListSize(MAX_WISHLIST_ITEMS)
  myWishlist(@Ctx() ctx: Context) {
    return ctx.services.wishlist.mine(ctx.caller, ctx.branchCode);
  }

  @Mutation(() => WishlistItem, {
    description: `Saves a product to your wishlist (at most ${MAX_WISHLIST_ITEMS}) with its price today; one already there is answered as it is`,
  })
  @Access('user')
  saveToWishlist(@Ctx() ctx: Context, @Arg('productId', () => Int) productId: number) {
    return ctx.services.wishlist.save(ctx.caller, ctx.branchCode, productId);
  }

  @Mutation(() => Boolean, { description: 'Takes a product off your wishlist; true when it was there' })
  @Access('user')
  removeFromWishlist(@Ctx() ctx: Context, @Arg('productId', () => Int) productId: number) {
    return ctx.services.wishlist.remove(ctx.caller, ctx.branchCode, productId);
  }

  @Mutation(() => [WishlistItem], {
    description: `Adds the products a guest saved in this browser (at most ${MAX_WISHLIST_ITEMS} ids) on sign-in, while there is room; products already there, unknown or no longer sold are passed over. Answers the whole wishlist`,
  })
  @Access('user')
  @ListSize(MAX_WISHLIST_ITEMS)
  mergeWishlist(@Ctx() ctx: Context, @Arg('productIds', () => [Int]) productIds: number[]) {
    return ctx.services.wishlist.merge(ctx.caller, ctx.branchCode, productIds);
  }
}
