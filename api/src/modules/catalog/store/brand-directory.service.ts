import { In } from 'typeorm';
import type { Database } from '../../../db/database';
import { Brand } from '../../attributes/brand';
import { Category } from '../category/category.entity';
import { ParentItem } from '../parent-item/parent-item.entity';
import { Product } from '../product/product.entity';
import { SubCategory } from '../sub-category/sub-category.entity';
import { activeBySlug } from './active-rows';
import type { BrandGroup } from './brand-group.types';

const byName = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

/** Brands as the storefront shows them: the Shop by Brand page and a brand's page. */
export class BrandDirectoryService {
  constructor(private readonly db: Database) {}

  /** Active brands grouped by key letter; letters sorted, names sorted within a letter. */
  async groups(branchCode: string): Promise<BrandGroup[]> {
    const brands = await this.db.repo(Brand).findBy({ branchCode, isActive: true });
    const groups = new Map<string, Brand[]>();
    for (const brand of brands) groups.set(brand.keyLetter, [...(groups.get(brand.keyLetter) ?? []), brand]);
    return [...groups.entries()]
      .sort(([a], [b]) => byName.compare(a, b))
      .map(([letter, list]) => ({ letter, brands: list.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id) }));
  }

  bySlug(branchCode: string, slug: string): Promise<Brand> {
    return activeBySlug(this.db, Brand, branchCode, slug, 'brand');
  }

  /** Active sub-categories holding at least one active product of the brand, by name. */
  async subCategories(branchCode: string, brandSlug: string): Promise<SubCategory[]> {
    const brand = await this.bySlug(branchCode, brandSlug);
    const qb = this.db.repo(SubCategory).createQueryBuilder('s');
    const used = qb
      .subQuery()
      .select('pi.subCategoryId')
      .from(ParentItem, 'pi')
      .innerJoin(Product, 'p', 'p.parentItemId = pi.id')
      .where('p.brandId = :brandId AND p.isActive = :active AND pi.isActive = :active')
      .getQuery();
    return qb
      .where('s.branchCode = :branchCode AND s.isActive = :active', { branchCode, active: true })
      .andWhere(`s.id IN ${used}`, { brandId: brand.id })
      .orderBy('s.name', 'ASC')
      .addOrderBy('s.id', 'ASC')
      .getMany();
  }

  /**
   * The header panel's brand column: the active brands with the most active products in each department
   * (most first, then by name), at most `limit` a department. One query for many departments (DataLoader batch).
   */
  async topOfDepartments(branchCode: string, departmentIds: readonly number[], limit: number): Promise<Brand[][]> {
    if (departmentIds.length === 0) return [];
    const rows: { departmentId: number | string; brandId: number | string; products: number | string }[] = await this.db
      .repo(Product)
      .createQueryBuilder('p')
      .innerJoin(ParentItem, 'pi', 'pi.id = p.parentItemId AND pi.isActive = :active')
      .innerJoin(SubCategory, 's', 's.id = pi.subCategoryId AND s.isActive = :active')
      .innerJoin(Category, 'c', 'c.id = s.categoryId AND c.isActive = :active')
      .innerJoin(Brand, 'b', 'b.id = p.brandId AND b.isActive = :active')
      .select('c.departmentId', 'departmentId')
      .addSelect('p.brandId', 'brandId')
      .addSelect('COUNT(*)', 'products')
      .where('p.branchCode = :branchCode AND p.isActive = :active', { branchCode, active: true })
      .andWhere('c.departmentId IN (:...departmentIds)', { departmentIds: [...departmentIds] })
      .groupBy('c.departmentId')
      .addGroupBy('p.brandId')
      .getRawMany();
    const brands = new Map(
      (rows.length ? await this.db.repo(Brand).findBy({ id: In([...new Set(rows.map((r) => Number(r.brandId)))]) }) : []).map((b) => [
        b.id,
        b,
      ]),
    );
    return departmentIds.map((departmentId) =>
      rows
        .filter((r) => Number(r.departmentId) === departmentId && brands.has(Number(r.brandId)))
        .map((r) => ({ brand: brands.get(Number(r.brandId))!, products: Number(r.products) }))
        .sort((a, b) => b.products - a.products || byName.compare(a.brand.name, b.brand.name) || a.brand.id - b.brand.id)
        .slice(0, limit)
        .map((r) => r.brand),
    );
  }
}
