import { In } from 'typeorm';
import type { Database } from '../../../db/database';
import { Category } from '../category/category.entity';
import { activeBySlug, groupByParent } from '../store/active-rows';
import { Department } from './department.entity';

/** The top of the catalogue tree as the storefront reads it: active departments and their categories. */
export class DepartmentService {
  constructor(private readonly db: Database) {}

  /** Active departments in menu order: the mega menu and the site map start here. */
  menu(branchCode: string): Promise<Department[]> {
    return this.db.repo(Department).find({ where: { branchCode, isActive: true }, order: { position: 'ASC', id: 'ASC' } });
  }

  bySlug(branchCode: string, slug: string): Promise<Department> {
    return activeBySlug(this.db, Department, branchCode, slug, 'department');
  }

  /** Active categories of many departments in one query (DataLoader batch). */
  async categoriesOf(branchCode: string, departmentIds: readonly number[]): Promise<Category[][]> {
    const rows = await this.db.repo(Category).find({
      where: { branchCode, departmentId: In([...departmentIds]), isActive: true },
      order: { position: 'ASC', id: 'ASC' },
    });
    return groupByParent(departmentIds, rows, (c) => c.departmentId);
  }
}
