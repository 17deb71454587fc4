import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../../common/access';
import type { Context } from '../../../context';
import { Product } from '../product/product.entity';
import { SubCategory } from '../sub-category/sub-category.entity';
import { ParentItem } from './parent-item.entity';
import { ListSize } from '../../../common/cost';
import { LIST_SIZES } from '../store/list-sizes';

@Resolver(() => ParentItem)
export class ParentItemResolver {
  @Query(() => ParentItem, { description: 'An active parent item (product family) by slug, with its products' })
  @Access('public')
  parentItemBySlug(@Ctx() ctx: Context, @Arg('slug') slug: string) {
    return ctx.services.parentItems.bySlug(ctx.branchCode, slug);
  }

  @Access('public')
  @ListSize(LIST_SIZES.productsPerParentItem)
  @FieldResolver(() => [Product], { description: 'Active products of the family (its shades, sizes, flavours), by name' })
  products(@Root() parentItem: ParentItem, @Ctx() ctx: Context) {
    return ctx.loaders.productsOfParentItem.load(parentItem.id);
  }

  @Access('public')
  @FieldResolver(() => SubCategory, { nullable: true, description: 'Its sub-category (null when switched off)' })
  subCategory(@Root() parentItem: ParentItem, @Ctx() ctx: Context) {
    return ctx.loaders.activeById(SubCategory).load(parentItem.subCategoryId);
  }
}
