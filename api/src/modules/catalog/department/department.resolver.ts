import { Arg, Ctx, FieldResolver, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { ListOptions, PaginatedList } from '../../../common/list';
import type { Context } from '../../../context';
import { Category } from '../category/category.entity';
import { Department } from './department.entity';

@ObjectType()
class DepartmentList extends PaginatedList(Department, 'DepartmentList') {}

@Resolver(() => Department)
export class DepartmentResolver {
  @Query(() => DepartmentList, { description: 'Active departments of the branch, for the storefront menu and site map' })
  departments(@Ctx() ctx: Context, @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions) {
    return ctx.services.departments.listActive(ctx.branchCode, options ?? new ListOptions());
  }

  @FieldResolver(() => [Category])
  categories(@Root() department: Department, @Ctx() ctx: Context) {
    return ctx.loaders.categoriesOfDepartment.load(department.id);
  }
}
