import DataLoader from 'dataloader';
import type { Caller } from './common/auth';
import type { Category } from './modules/catalog/category/category.entity';
import type { SubCategory } from './modules/catalog/sub-category/sub-category.entity';
import type { Services } from './services';

/** What every resolver receives: the caller, the request's branch, the services and per-request loaders. */
export interface Context {
  caller: Caller | null;
  branchCode: string;
  services: Services;
  loaders: ReturnType<typeof createLoaders>;
}

function createLoaders(services: Services, branchCode: string) {
  return {
    categoriesOfDepartment: new DataLoader<number, Category[]>((ids) => services.departments.categoriesOf(branchCode, ids)),
    subCategoriesOfCategory: new DataLoader<number, SubCategory[]>((ids) => services.departments.subCategoriesOf(branchCode, ids)),
  };
}

export function createContext(services: Services, caller: Caller | null, branchCode: string): Context {
  return { caller, branchCode, services, loaders: createLoaders(services, branchCode) };
}
