import MiniSearch from 'minisearch';
import type { Database } from '../../../db/database';
import { Brand } from '../../attributes/brand';
import { Shade } from '../../attributes/shade';
import { Product } from '../product/product.entity';

/** What the index reads of a product: only the searched texts, plus where the row belongs. */
export interface SearchDocument {
  id: number;
  branchCode: string;
  isActive: boolean;
  name: string;
  brand: string;
  code: string;
  shade: string;
  description: string;
  ingredients: string;
}

/** A product index that keeps only ids besides its terms. */
export type ProductIndex = MiniSearch<SearchDocument>;

const SEARCHED_FIELDS = ['name', 'brand', 'code', 'shade', 'description', 'ingredients'];

/**
 * Word prefixes always match ('moistur' → Moisturiser); words of five letters or more also match
 * with one typo ('condtioner'); every word must match; name and brand count most.
 */
export function createProductIndex(): ProductIndex {
  return new MiniSearch<SearchDocument>({
    fields: SEARCHED_FIELDS,
    storeFields: [],
    searchOptions: {
      prefix: true,
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
      combineWith: 'AND',
      boost: { name: 4, brand: 3, code: 2, shade: 2, description: 1, ingredients: 0.5 },
    },
  });
}

/** Documents of a whole branch's active products, or of some products (any state, any branch). */
export async function loadDocuments(db: Database, where: { branchCode: string } | { ids: number[] }): Promise<SearchDocument[]> {
  const qb = db
    .repo(Product)
    .createQueryBuilder('p')
    .leftJoin(Brand, 'b', 'b.id = p.brandId')
    .leftJoin(Shade, 's', 's.id = p.shadeId')
    .select('p.id', 'id')
    .addSelect('p.branchCode', 'branchCode')
    .addSelect('p.isActive', 'isActive')
    .addSelect('p.name', 'name')
    .addSelect('p.code', 'code')
    .addSelect('p.shortDescription', 'description')
    .addSelect('p.ingredients', 'ingredients')
    .addSelect('b.name', 'brand')
    .addSelect('s.name', 'shade');
  if ('ids' in where) qb.where('p.id IN (:...ids)', { ids: where.ids });
  else qb.where('p.branchCode = :branchCode AND p.isActive = :active', { branchCode: where.branchCode, active: true });
  const rows: Record<string, unknown>[] = await qb.getRawMany();
  return rows.map((r) => ({
    id: Number(r.id),
    branchCode: String(r.branchCode),
    isActive: Boolean(Number(r.isActive)),
    name: String(r.name ?? ''),
    brand: String(r.brand ?? ''),
    code: String(r.code ?? ''),
    shade: String(r.shade ?? ''),
    description: String(r.description ?? ''),
    ingredients: String(r.ingredients ?? ''),
  }));
}

/** Ids of the products that show a changed brand or shade in their searched texts. */
export async function productsUsing(db: Database, entity: 'brand' | 'shade', ids: number[]): Promise<number[]> {
  const column = entity === 'brand' ? 'p.brandId' : 'p.shadeId';
  const rows: { id: number | string }[] = await db
    .repo(Product)
    .createQueryBuilder('p')
    .select('p.id', 'id')
    .where(`${column} IN (:...ids)`, { ids })
    .getRawMany();
  return rows.map((r) => Number(r.id));
}
