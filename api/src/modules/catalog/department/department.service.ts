import { In } from 'typeorm';
import type { Database } from '../../../db/database';
import { Category } from '../category/category.entity';
import { SubCategory } from '../sub-category/sub-category.entity';

/** The catalogue tree as the storefront reads it: active categories and sub-categories under their parents. */
export class DepartmentService {
  constructor(private readonly db: Database) {}

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
