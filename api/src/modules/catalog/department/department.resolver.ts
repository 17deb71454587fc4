import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../../common/access';
import type { Context } from '../../../context';
import { Brand } from '../../attributes/brand';
import { Category } from '../category/category.entity';
import { Department } from './department.entity';
import { ListSize } from '../../../common/cost';
import { LIST_SIZES } from '../store/list-sizes';

@Resolver(() => Department)
export class DepartmentResolver {
  @Query(() => [Department], {
    description: 'Mega menu and site map: active departments in order; follow categories → subCategories → parentItems',
  })
  @Access('public')
  @ListSize(LIST_SIZES.departments)
  menu(@Ctx() ctx: Context) {
    return ctx.services.departments.menu(ctx.branchCode);
  }

  @Query(() => Department, { description: 'An active department by slug (site map links /department/{slug})' })
  @Access('public')
  departmentBySlug(@Ctx() ctx: Context, @Arg('slug') slug: string) {
    return ctx.services.departments.bySlug(ctx.branchCode, slug);
  }

  @Access('public')
  @ListSize(LIST_SIZES.categoriesPerDepartment)
  @FieldResolver(() => [Category], { description: 'Active categories, in menu order' })
  categories(@Root() department: Department, @Ctx() ctx: Context) {
    return ctx.loaders.categoriesOfDepartment.load(department.id);
  }

  @Access('public')
  @ListSize(LIST_SIZES.topBrandsPerDepartment)
  @FieldResolver(() => [Brand], {
    description: 'The header panel: the active brands with the most active products in the department, most first (at most 6)',
  })
  topBrands(@Root() department: Department, @Ctx() ctx: Context) {
    return ctx.loaders.topBrandsOfDepartment.load(department.id);
  }
}
