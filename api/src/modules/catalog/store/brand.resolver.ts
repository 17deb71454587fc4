import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import type { Context } from '../../../context';
import { Brand } from '../../attributes/brand';
import { SubCategory } from '../sub-category/sub-category.entity';
import { BrandGroup } from './brand-group.types';
import { ListSize } from '../../../common/cost';
import { LIST_SIZES } from './list-sizes';

@Resolver()
export class BrandResolver {
  @Query(() => [BrandGroup], { description: 'Shop by Brand: active brands grouped by key letter, letters and names sorted' })
  @Access('public')
  @ListSize(LIST_SIZES.brandLetters)
  brandGroups(@Ctx() ctx: Context) {
    return ctx.services.brandDirectory.groups(ctx.branchCode);
  }

  @Query(() => Brand, { description: 'An active brand by slug (the brand page)' })
  @Access('public')
  brandBySlug(@Ctx() ctx: Context, @Arg('slug') slug: string) {
    return ctx.services.brandDirectory.bySlug(ctx.branchCode, slug);
  }

  @Query(() => [SubCategory], { description: 'The sub-categories where the brand has active products, by name' })
  @Access('public')
  @ListSize(LIST_SIZES.subCategoriesOfBrand)
  brandSubCategories(@Ctx() ctx: Context, @Arg('brandSlug') brandSlug: string) {
    return ctx.services.brandDirectory.subCategories(ctx.branchCode, brandSlug);
  }
}
