import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../../common/access';
import type { Context } from '../../../context';
import { Department } from '../department/department.entity';
import { SubCategory } from '../sub-category/sub-category.entity';
import { Category } from './category.entity';
import { ListSize } from '../../../common/cost';
import { LIST_SIZES } from '../store/list-sizes';

@Resolver(() => Category)
export class CategoryResolver {
  @Query(() => [Category], {
    description: 'Navbar: active categories of active departments in order (one category when categoryCode is given)',
  })
  @Access('public')
  @ListSize(LIST_SIZES.navbarCategories, { oneWith: 'categoryCode' })
  navbarCategories(@Ctx() ctx: Context, @Arg('categoryCode', () => String, { nullable: true }) categoryCode?: string | null) {
    return ctx.services.categories.navbar(ctx.branchCode, categoryCode);
  }

  @Query(() => Category, { description: 'An active category by slug, with its sub-categories' })
  @Access('public')
  categoryBySlug(@Ctx() ctx: Context, @Arg('slug') slug: string) {
    return ctx.services.categories.bySlug(ctx.branchCode, slug);
  }

  @Access('public')
  @ListSize(LIST_SIZES.subCategoriesPerCategory)
  @FieldResolver(() => [SubCategory], { description: 'Active sub-categories, in menu order' })
  subCategories(@Root() category: Category, @Ctx() ctx: Context) {
    return ctx.loaders.subCategoriesOfCategory.load(category.id);
  }

  @Access('public')
  @FieldResolver(() => Department, { nullable: true, description: 'Its department (null when switched off)' })
  department(@Root() category: Category, @Ctx() ctx: Context) {
    return ctx.loaders.activeById(Department).load(category.departmentId);
  }
}
