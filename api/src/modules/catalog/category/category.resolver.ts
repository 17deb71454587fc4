import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../../context';
import { SubCategory } from '../sub-category/sub-category.entity';
import { Category } from './category.entity';

@Resolver(() => Category)
export class CategoryResolver {
  @FieldResolver(() => [SubCategory])
  subCategories(@Root() category: Category, @Ctx() ctx: Context) {
    return ctx.loaders.subCategoriesOfCategory.load(category.id);
  }
}
