import { Department } from '../../modules/catalog/department/department.entity';
import { Product } from '../../modules/catalog/product/product.entity';
import { Database } from '../database';
import { countRows } from './bulk';

export { seedDemo } from './demo';
export type { SeedSummary } from './demo';
export { growCatalogue } from './grow';

/** True when the branch has no departments and no products: a first start, ready for the demo seed. */
export async function isDatabaseEmpty(db: Database, branchCode: string): Promise<boolean> {
  const m = db.dataSource.manager;
  return (await countRows(m, Department, branchCode)) === 0 && (await countRows(m, Product, branchCode)) === 0;
}
