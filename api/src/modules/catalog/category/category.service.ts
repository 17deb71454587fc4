import { In } from 'typeorm';
import type { Database } from '../../../db/database';
import { Department } from '../department/department.entity';
import { activeBySlug, groupByParent } from '../store/active-rows';
import { SubCategory } from '../sub-category/sub-category.entity';
import { Category } from './category.entity';

/** Categories as the storefront reads them: the navbar, a category page, and sub-categories under their category. */
export class CategoryService {
  constructor(private readonly db: Database) {}

  /** Active categories of active departments, in department then category order; one category when a code is given. */
  navbar(branchCode: string, categoryCode?: string | null): Promise<Category[]> {
    const qb = this.db
      .repo(Category)
      .createQueryBuilder('c')
      .innerJoin(Department, 'd', 'd.id = c.departmentId')
      .where('c.branchCode = :branchCode', { branchCode })
      .andWhere('c.isActive = :active AND d.isActive = :active', { active: true });
    if (categoryCode?.trim()) qb.andWhere('UPPER(c.code) = :code', { code: categoryCode.trim().toUpperCase() });
    return qb.orderBy('d.position', 'ASC').addOrderBy('d.id', 'ASC').addOrderBy('c.position', 'ASC').addOrderBy('c.id', 'ASC').getMany();
  }

  bySlug(branchCode: string, slug: string): Promise<Category> {
    return activeBySlug(this.db, Category, branchCode, slug, 'category');
  }

  /** Active sub-categories of many categories in one query (DataLoader batch). */
  async subCategoriesOf(branchCode: string, categoryIds: readonly number[]): Promise<SubCategory[][]> {
    const rows = await this.db.repo(SubCategory).find({
      where: { branchCode, categoryId: In([...categoryIds]), isActive: true },
      order: { position: 'ASC', id: 'ASC' },
    });
    return groupByParent(categoryIds, rows, (s) => s.categoryId);
  }
}
