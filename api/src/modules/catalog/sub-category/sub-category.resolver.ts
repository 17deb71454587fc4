import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../../common/access';
import type { Context } from '../../../context';
import { Category } from '../category/category.entity';
import { ParentItem } from '../parent-item/parent-item.entity';
import { SubCategory } from './sub-category.entity';
import { ListSize } from '../../../common/cost';
import { LIST_SIZES } from '../store/list-sizes';

@Resolver(() => SubCategory)
export class SubCategoryResolver {
  @Query(() => SubCategory, { description: 'An active sub-category by slug, with its parent items' })
  @Access('public')
  subCategoryBySlug(@Ctx() ctx: Context, @Arg('slug') slug: string) {
    return ctx.services.subCategories.bySlug(ctx.branchCode, slug);
  }

  @Access('public')
  @ListSize(LIST_SIZES.parentItemsPerSubCategory)
  @FieldResolver(() => [ParentItem], { description: 'Active parent items, in menu order' })
  parentItems(@Root() subCategory: SubCategory, @Ctx() ctx: Context) {
    return ctx.loaders.parentItemsOfSubCategory.load(subCategory.id);
  }

  @Access('public')
  @FieldResolver(() => Category, { nullable: true, description: 'Its category (null when switched off)' })
  category(@Root() subCategory: SubCategory, @Ctx() ctx: Context) {
    return ctx.loaders.activeById(Category).load(subCategory.categoryId);
  }
}
