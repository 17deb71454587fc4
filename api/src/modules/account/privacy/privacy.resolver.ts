import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import { Cost } from '../../../common/cost';
import type { Context } from '../../../context';
import { AccountMessage } from '../auth/account.inputs';
import { MyDataExport } from './privacy.inputs';

/** Reads a customer's whole history: priced like a page of lists, so it cannot be aliased cheaply. */
const MY_DATA_COST = 500;

@Resolver()
export class PrivacyResolver {
  @Query(() => MyDataExport, {
    description:
      'Everything the shop keeps about the logged-in user (profile, saved addresses, orders with lines, reviews) as one JSON document',
  })
  @Access('user')
  @Cost(MY_DATA_COST)
  myData(@Ctx() ctx: Context) {
    return ctx.services.privacy.myData(ctx.caller, ctx.branchCode);
  }

  @Mutation(() => AccountMessage, {
    description:
      "Deletes the logged-in customer's own account after checking the password: orders are kept anonymised, reviews without the name; every token of the account stops working",
  })
  @Access('user')
  deleteMyAccount(@Ctx() ctx: Context, @Arg('password', () => String) password: string) {
    return ctx.services.privacy.deleteMyAccount(ctx.caller, ctx.branchCode, password);
  }
}
