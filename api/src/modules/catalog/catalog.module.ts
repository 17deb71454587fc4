import DataLoader from 'dataloader';
import type { ServiceDeps } from '../../services';
import type { Category } from './category/category.entity';
import { CategoryResolver } from './category/category.resolver';
import { DepartmentResolver } from './department/department.resolver';
import { DepartmentService } from './department/department.service';
import type { SubCategory } from './sub-category/sub-category.entity';

/** Storefront catalogue: the tree, products, search, filters, reviews. */
export const catalogResolvers: Function[] = [DepartmentResolver, CategoryResolver];

export function createCatalogServices({ db }: ServiceDeps) {
  return { departments: new DepartmentService(db) };
}

type CatalogServices = ReturnType<typeof createCatalogServices>;

export function createCatalogLoaders(services: CatalogServices, branchCode: string) {
  return {
    categoriesOfDepartment: new DataLoader<number, Category[]>((ids) => services.departments.categoriesOf(branchCode, ids)),
    subCategoriesOfCategory: new DataLoader<number, SubCategory[]>((ids) => services.departments.subCategoriesOf(branchCode, ids)),
  };
}
