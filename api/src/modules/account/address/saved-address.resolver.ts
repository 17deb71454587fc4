import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import { ListSize } from '../../../common/cost';
import type { Context } from '../../../context';
import { SavedAddress } from './saved-address.entity';
import { SavedAddressInput } from './saved-address.inputs';
import { MAX_SAVED_ADDRESSES } from './saved-address-rules';

@Resolver(() => SavedAddress)
export class SavedAddressResolver {
  @Query(() => [SavedAddress], { description: "The logged-in customer's saved addresses, the default first" })
  @Access('user')
  @ListSize(MAX_SAVED_ADDRESSES)
  myAddresses(@Ctx() ctx: Context) {
    return ctx.services.savedAddresses.mine(ctx.caller, ctx.branchCode);
  }

  @Mutation(() => SavedAddress, {
    description: `Saves an address (at most ${MAX_SAVED_ADDRESSES}); the first one, or one sent with isDefault, becomes the default`,
  })
  @Access('user')
  createMyAddress(@Ctx() ctx: Context, @Arg('input', () => SavedAddressInput) input: SavedAddressInput) {
    return ctx.services.savedAddresses.create(ctx.caller, ctx.branchCode, input);
  }

  @Mutation(() => SavedAddress, { description: 'Replaces the fields of one of your addresses; isDefault true makes it the default' })
  @Access('user')
  updateMyAddress(@Ctx() ctx: Context, @Arg('id', () => Int) id: number, @Arg('input', () => SavedAddressInput) input: SavedAddressInput) {
    return ctx.services.savedAddresses.update(ctx.caller, ctx.branchCode, id, input);
  }

  @Mutation(() => SavedAddress, {
    description:
      'Deletes one of your addresses and answers it as it was; when it was the default, the oldest other one becomes the default',
  })
  @Access('user')
  deleteMyAddress(@Ctx() ctx: Context, @Arg('id', () => Int) id: number) {
    return ctx.services.savedAddresses.remove(ctx.caller, ctx.branchCode, id);
  }

  @Mutation(() => SavedAddress, { description: 'Makes one of your addresses the default (and no other)' })
  @Access('user')
  setDefaultAddress(@Ctx() ctx: Context, @Arg('id', () => Int) id: number) {
    return ctx.services.savedAddresses.setDefault(ctx.caller, ctx.branchCode, id);
  }
}
