import { In } from 'typeorm';
import type { Database } from '../../../db/database';
import { ParentItem } from '../parent-item/parent-item.entity';
import { activeBySlug, groupByParent } from '../store/active-rows';
import { SubCategory } from './sub-category.entity';

/** Sub-categories as the storefront reads them: a sub-category page and parent items under their sub-category. */
export class SubCategoryService {
  constructor(private readonly db: Database) {}

  bySlug(branchCode: string, slug: string): Promise<SubCategory> {
    return activeBySlug(this.db, SubCategory, branchCode, slug, 'sub-category');
  }

  /** Active parent items of many sub-categories in one query (DataLoader batch). */
  async parentItemsOf(branchCode: string, subCategoryIds: readonly number[]): Promise<ParentItem[][]> {
    const rows = await this.db.repo(ParentItem).find({
      where: { branchCode, subCategoryId: In([...subCategoryIds]), isActive: true },
      order: { position: 'ASC', id: 'ASC' },
    });
    return groupByParent(subCategoryIds, rows, (p) => p.subCategoryId);
  }
}
