import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import type { Context } from '../../../context';
import { ShopBankDetails, ShopSettings } from './shop-settings.entity';
import { UpdateShopSettingsInput } from './shop-settings.inputs';

@Resolver()
export class ShopSettingsResolver {
  @Query(() => ShopSettings, { description: "The shop's public details (the storefront footer, the top bar's social links)" })
  @Access('public')
  shopSettings(@Ctx() ctx: Context) {
    return ctx.services.shopSettings.get(ctx.branchCode);
  }

  @Query(() => ShopBankDetails, { description: 'Bank details for bank-transfer payments (staff)' })
  @Access('staff')
  shopBankDetails(@Ctx() ctx: Context) {
    return ctx.services.shopSettings.bankDetails(ctx.caller, ctx.branchCode);
  }

  @Mutation(() => ShopSettings, { description: "Changes the shop's details, bank details and social links (staff)" })
  @Access('staff')
  updateShopSettings(@Ctx() ctx: Context, @Arg('input', () => UpdateShopSettingsInput) input: UpdateShopSettingsInput) {
    return ctx.services.shopSettings.update(ctx.caller, ctx.branchCode, input);
  }
}
