import type { SelectQueryBuilder } from 'typeorm';
import type { Database } from '../../../db/database';
import { Brand } from '../../attributes/brand';
import { Category } from '../category/category.entity';
import { Department } from '../department/department.entity';
import { ParentItem } from '../parent-item/parent-item.entity';
import { Product } from '../product/product.entity';
import { SubCategory } from '../sub-category/sub-category.entity';
import { SuggestedPage, SuggestionKind } from './search-suggestions.types';

/** A LIKE pattern that matches the text itself ('%' and '_' typed are letters here, not wildcards). */
const literal = (text: string) => text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`);

/** Names holding the text, those starting with it first, then those with a word starting with it, then by name. */
function whereNameHolds<T extends object>(qb: SelectQueryBuilder<T>, column: string, text: string): SelectQueryBuilder<T> {
  const t = literal(text);
  return qb
    .andWhere(`LOWER(${column}) LIKE :contains ESCAPE '!'`, { contains: `%${t}%`, starts: `${t}%`, word: `% ${t}%` })
    .orderBy(`CASE WHEN LOWER(${column}) LIKE :starts ESCAPE '!' THEN 0 WHEN LOWER(${column}) LIKE :word ESCAPE '!' THEN 1 ELSE 2 END`)
    .addOrderBy(column, 'ASC');
}

/** Active sub-categories of the branch that hold at least one active product in an active parent item. */
function visibleSubCategories(db: Database, branchCode: string): SelectQueryBuilder<SubCategory> {
  const qb = db.repo(SubCategory).createQueryBuilder('s');
  const stocked = qb
    .subQuery()
    .select('1')
    .from(ParentItem, 'pi')
    .innerJoin(Product, 'p', 'p.parentItemId = pi.id AND p.isActive = :active')
    .where('pi.subCategoryId = s.id AND pi.isActive = :active')
    .getQuery();
  return qb
    .innerJoin(Category, 'c', 'c.id = s.categoryId AND c.isActive = :active')
    .innerJoin(Department, 'd', 'd.id = c.departmentId AND d.isActive = :active')
    .where('s.branchCode = :branchCode AND s.isActive = :active', { branchCode, active: true })
    .andWhere(`EXISTS ${stocked}`);
}

/** Active categories (of active departments) with at least one visible sub-category. */
function visibleCategories(db: Database, branchCode: string): SelectQueryBuilder<Category> {
  const qb = db.repo(Category).createQueryBuilder('c');
  const stocked = qb
    .subQuery()
    .select('1')
    .from(SubCategory, 'vs')
    .innerJoin(ParentItem, 'pi', 'pi.subCategoryId = vs.id AND pi.isActive = :active')
    .innerJoin(Product, 'p', 'p.parentItemId = pi.id AND p.isActive = :active')
    .where('vs.categoryId = c.id AND vs.isActive = :active')
    .getQuery();
  return qb
    .innerJoin(Department, 'd', 'd.id = c.departmentId AND d.isActive = :active')
    .where('c.branchCode = :branchCode AND c.isActive = :active', { branchCode, active: true })
    .andWhere(`EXISTS ${stocked}`);
}

/** Active brands of the branch with at least one active product. */
function visibleBrands(db: Database, branchCode: string): SelectQueryBuilder<Brand> {
  const qb = db.repo(Brand).createQueryBuilder('b');
  const stocked = qb.subQuery().select('1').from(Product, 'p').where('p.brandId = b.id AND p.isActive = :active').getQuery();
  return qb.where('b.branchCode = :branchCode AND b.isActive = :active', { branchCode, active: true }).andWhere(`EXISTS ${stocked}`);
}

const categoryPage = (c: { name: string; slug: string }): SuggestedPage => ({
  kind: SuggestionKind.CATEGORY,
  name: c.name,
  slug: c.slug,
  categorySlug: null,
});

type RawSubCategory = { name: string; slug: string; categorySlug: string };
const subCategoryPage = (s: RawSubCategory): SuggestedPage => ({
  kind: SuggestionKind.SUB_CATEGORY,
  name: s.name,
  slug: s.slug,
  categorySlug: s.categorySlug,
});

function subCategoryRows(qb: SelectQueryBuilder<SubCategory>) {
  return qb.select('s.name', 'name').addSelect('s.slug', 'slug').addSelect('c.slug', 'categorySlug');
}

/** Categories, then sub-categories, whose name holds the text (names starting with it first), at most `limit`. */
export async function categoriesNamed(db: Database, branchCode: string, text: string, limit: number): Promise<SuggestedPage[]> {
  const [categories, subCategories] = await Promise.all([
    whereNameHolds(visibleCategories(db, branchCode), 'c.name', text).limit(limit).getMany(),
    whereNameHolds(subCategoryRows(visibleSubCategories(db, branchCode)), 's.name', text)
      .limit(limit)
      .getRawMany<RawSubCategory>(),
  ]);
  const rank = (name: string) => {
    const n = name.toLowerCase();
    const t = text.toLowerCase();
    return n.startsWith(t) ? 0 : n.includes(` ${t}`) ? 1 : 2;
  };
  return [...categories.map(categoryPage), ...subCategories.map(subCategoryPage)]
    .map((page, order) => ({ page, order, rank: rank(page.name) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map((r) => r.page);
}

/** Brands whose name holds the text, names starting with it first, at most `limit`. */
export function brandsNamed(db: Database, branchCode: string, text: string, limit: number): Promise<Brand[]> {
  return whereNameHolds(visibleBrands(db, branchCode), 'b.name', text).limit(limit).getMany();
}

/** Every visible category, sub-category and brand of the branch, for matching names with typos. */
export async function visiblePages(db: Database, branchCode: string): Promise<SuggestedPage[]> {
  const [categories, subCategories, brands] = await Promise.all([
    visibleCategories(db, branchCode).select('c.name', 'name').addSelect('c.slug', 'slug').getRawMany<{ name: string; slug: string }>(),
    subCategoryRows(visibleSubCategories(db, branchCode)).getRawMany<RawSubCategory>(),
    visibleBrands(db, branchCode).select('b.name', 'name').addSelect('b.slug', 'slug').getRawMany<{ name: string; slug: string }>(),
  ]);
  return [
    ...categories.map(categoryPage),
    ...subCategories.map(subCategoryPage),
    ...brands.map((b) => ({ kind: SuggestionKind.BRAND, name: b.name, slug: b.slug, categorySlug: null })),
  ];
}

/** The visible categories with the most active products, most first. */
export async function popularCategories(db: Database, branchCode: string, limit: number): Promise<SuggestedPage[]> {
  const rows: { name: string; slug: string }[] = await db
    .repo(Product)
    .createQueryBuilder('p')
    .innerJoin(ParentItem, 'pi', 'pi.id = p.parentItemId AND pi.isActive = :active')
    .innerJoin(SubCategory, 's', 's.id = pi.subCategoryId AND s.isActive = :active')
    .innerJoin(Category, 'c', 'c.id = s.categoryId AND c.isActive = :active')
    .innerJoin(Department, 'd', 'd.id = c.departmentId AND d.isActive = :active')
    .select('c.name', 'name')
    .addSelect('c.slug', 'slug')
    .where('p.branchCode = :branchCode AND p.isActive = :active', { branchCode, active: true })
    .groupBy('c.id')
    .addGroupBy('c.name')
    .addGroupBy('c.slug')
    .orderBy('COUNT(*)', 'DESC')
    .addOrderBy('c.name', 'ASC')
    .limit(limit)
    .getRawMany();
  return rows.map(categoryPage);
}
