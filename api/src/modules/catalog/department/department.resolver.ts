import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../../context';
import { Category } from '../category/category.entity';
import { Department } from './department.entity';

@Resolver(() => Department)
export class DepartmentResolver {
  @FieldResolver(() => [Category], { description: 'Active categories, in menu order' })
  categories(@Root() department: Department, @Ctx() ctx: Context) {
    return ctx.loaders.categoriesOfDepartment.load(department.id);
  }
}
