import { Brackets, EntityManager, In, ObjectLiteral } from 'typeorm';
import type { BranchEntity } from '../../../common/branch-entity';
import { Category } from '../category/category.entity';
import { CollectionProduct } from '../collection/collection.entity';
import { Department } from '../department/department.entity';
import { ParentItem } from '../parent-item/parent-item.entity';
import { SubCategory } from '../sub-category/sub-category.entity';
import type { RefColumns } from './product-csv';
import type { LinkedRow, TreeNames } from './product-import-rows';

/** The product CSV's reads of linked rows, CHUNK ids or keys a statement. */
const CHUNK = 500;

export const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** The linked rows (code and name) of one link column that the file names by code or by name. */
export async function linkedByCodeOrName(m: EntityManager, ref: RefColumns, branchCode: string, keys: string[]): Promise<LinkedRow[]> {
  const found: LinkedRow[] = [];
  for (const part of chunks(keys)) {
    const rows = await m
      .createQueryBuilder(ref.spec.entity(), 'l')
      .select(['l.id', 'l.code', `l.${ref.nameProperty}`])
      .where('l.branchCode = :branchCode', { branchCode })
      .andWhere(
        new Brackets((w) => w.where('LOWER(l.code) IN (:...keys)', { keys: part }).orWhere(`LOWER(l.${ref.nameProperty}) IN (:...keys)`)),
      )
      .getMany();
    for (const row of rows as (BranchEntity & ObjectLiteral)[])
      if (!found.some((f) => f.id === row.id)) found.push({ id: row.id, code: row.code, name: row[ref.nameProperty] });
  }
  return found;
}

/** The linked rows (code and name) of one link column, by id. */
export async function linkedById(
  m: EntityManager,
  ref: RefColumns,
  branchCode: string,
  ids: (number | null)[],
): Promise<Map<number, LinkedRow>> {
  const map = new Map<number, LinkedRow>();
  for (const part of chunks([...new Set(ids.filter((id): id is number => id !== null))])) {
    const rows = await m.find(ref.spec.entity(), { where: { branchCode, id: In(part) } as never });
    for (const row of rows as (BranchEntity & ObjectLiteral)[])
      map.set(row.id, { id: row.id, code: row.code, name: row[ref.nameProperty] });
  }
  return map;
}

/** The sub-category, category and department names above each parent item. */
export async function treeNames(m: EntityManager, parentItemIds: number[]): Promise<Map<number, TreeNames>> {
  const map = new Map<number, TreeNames>();
  for (const part of chunks([...new Set(parentItemIds)])) {
    const rows = await m
      .createQueryBuilder(ParentItem, 'pi')
      .innerJoin(SubCategory, 'sc', 'sc.id = pi.subCategoryId')
      .innerJoin(Category, 'c', 'c.id = sc.categoryId')
      .innerJoin(Department, 'd', 'd.id = c.departmentId')
      .select('pi.id', 'id')
      .addSelect('sc.name', 'subCategory')
      .addSelect('c.name', 'category')
      .addSelect('d.name', 'department')
      .where('pi.id IN (:...ids)', { ids: part })
      .getRawMany<{ id: number | string } & TreeNames>();
    for (const r of rows) map.set(Number(r.id), { subCategory: r.subCategory, category: r.category, department: r.department });
  }
  return map;
}

/** Each product's collections' slugs, in the collections' order. */
export async function collectionSlugs(m: EntityManager, productIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  for (const part of chunks(productIds)) {
    const links = await m
      .createQueryBuilder(CollectionProduct, 'cp')
      .innerJoinAndSelect('cp.collection', 'c')
      .where('cp.productId IN (:...ids)', { ids: part })
      .orderBy('c.position', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .getMany();
    for (const link of links) map.set(link.productId, [...(map.get(link.productId) ?? []), link.collection!.slug]);
  }
  return map;
}
