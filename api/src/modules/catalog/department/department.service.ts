import { In } from 'typeorm';
import { containsCondition } from '../../../common/contains';
import type { ListOptions, ListResult } from '../../../common/list';
import type { Database } from '../../../db/database';
import { Category } from '../category/category.entity';
import { SubCategory } from '../sub-category/sub-category.entity';
import { Department } from './department.entity';

/** The catalogue tree as the storefront reads it: active departments, categories and sub-categories. */
export class DepartmentService {
  constructor(private readonly db: Database) {}

  async listActive(branchCode: string, options: ListOptions): Promise<ListResult<Department>> {
    const qb = this.db.repo(Department).createQueryBuilder('d').where('d.branchCode = :branchCode AND d.isActive = :active', { branchCode, active: true });
    if (options.search?.trim()) {
      const filter = containsCondition('d.name', 'search', options.search);
      qb.andWhere(filter.sql, filter.params);
    }
    const [items, totalItems] = await qb.orderBy('d.position', 'ASC').addOrderBy('d.id', 'ASC').skip(options.skip).take(options.take).getManyAndCount();
    return { items, totalItems };
  }

  /** Active categories of many departments in one query (DataLoader batch). */
  async categoriesOf(branchCode: string, departmentIds: readonly number[]): Promise<Category[][]> {
    const rows = await this.db.repo(Category).find({
      where: { branchCode, departmentId: In([...departmentIds]), isActive: true },
      order: { position: 'ASC', id: 'ASC' },
    });
    return departmentIds.map((id) => rows.filter((c) => c.departmentId === id));
  }

  /** Active sub-categories of many categories in one query (DataLoader batch). */
  async subCategoriesOf(branchCode: string, categoryIds: readonly number[]): Promise<SubCategory[][]> {
    const rows = await this.db.repo(SubCategory).find({
      where: { branchCode, categoryId: In([...categoryIds]), isActive: true },
      order: { position: 'ASC', id: 'ASC' },
    });
    return categoryIds.map((id) => rows.filter((s) => s.categoryId === id));
  }
}
