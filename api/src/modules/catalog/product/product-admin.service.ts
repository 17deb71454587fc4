import { EntityManager, In } from 'typeorm';
import { Caller, requireStaff } from '../../../common/auth';
import type { CrudService } from '../../../common/crud/crud.service';
import { validateInput } from '../../../common/crud/validate';
import { AppError, NotFoundError, ValidationError } from '../../../common/errors';
import { penceToPounds } from '../../../common/money';
import type { ImageStore } from '../../../common/images';
import { AuditAction } from '../../../common/audit/audit-entry.entity';
import { recordUpdate, recordWrite } from '../../../common/audit/audit-recorder';
import type { Database } from '../../../db/database';
import { Collection, CollectionProduct } from '../collection/collection.entity';
import { keepDiscountConsistent, productCrud } from './product.crud';
import { Product } from './product.entity';

/** The most rows one bulk price save takes (the prices grid saves a page or a few at a time). */
export const MAX_PRICE_ROWS = 500;
/** The most collections one product may be put in at once. */
export const MAX_PRODUCT_COLLECTIONS = 50;
/** The most pictures a product's gallery holds. */
export const MAX_PRODUCT_IMAGES = 20;

export interface ProductImageRow {
  file?: string | null;
  uploadedFileName?: string | null;
  originalName?: string | null;
}

/** The price fields of the product form, as the prices grid sends them (pounds; percent whole). */
export const PRICE_FIELDS = ['salePrice', 'costPrice', 'wholeSalePrice', 'discountInAmount', 'discountInPercent'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

export interface PriceRowInput {
  productId: number;
  salePrice?: number | null;
  costPrice?: number | null;
  wholeSalePrice?: number | null;
  discountInAmount?: number | null;
  discountInPercent?: number | null;
}

export interface PriceFieldChange {
  field: PriceField;
  from: number | null;
  to: number | null;
}

export interface PriceRowResult {
  productId: number;
  code: string;
  name: string;
  changed: boolean;
  changes: PriceFieldChange[];
}

export interface PriceUpdateSummary {
  changedCount: number;
  unchangedCount: number;
  rows: PriceRowResult[];
}

/** The entity column of each price field and how the API shows it (pounds, or the whole percent). */
const COLUMN: Record<PriceField, keyof Product> = {
  salePrice: 'salePricePence',
  costPrice: 'costPricePence',
  wholeSalePrice: 'wholeSalePricePence',
  discountInAmount: 'discountInAmountPence',
  discountInPercent: 'discountInPercent',
};
const shown = (field: PriceField, value: unknown): number | null =>
  value === null || value === undefined ? null : field === 'discountInPercent' ? Number(value) : penceToPounds(Number(value));

const priceSpecs = Object.fromEntries(PRICE_FIELDS.map((f) => [f, productCrud.fields[f]]));

/**
 * Staff work on products beyond the generic form: its pictures, which collections it belongs to, and
 * the prices grid's bulk save (every row in one transaction, the product form's own rules per row).
 */
export class ProductAdminService {
  constructor(
    private readonly db: Database,
    private readonly images: ImageStore,
    private readonly products: CrudService<Product>,
  ) {}

  /**
   * The product form's save: creates the product (no id) or updates it, and sets its pictures and
   * collections when given (null leaves them), all in the transaction that writes the product row and
   * its stock-ledger row, so a failure in any part writes nothing. The rules are those of
   * createProduct/updateProduct, setProductImages and setProductCollections.
   */
  async saveProduct(
    caller: Caller | null,
    branchCode: string,
    id: number | null,
    input: Record<string, unknown>,
    images: ProductImageRow[] | null,
    collectionIds: number[] | null,
  ): Promise<Product> {
    requireStaff(caller);
    const wanted = collectionIds === null ? null : checkedCollectionIds(collectionIds);
    if (images) checkImageCount(images);
    const adopted: string[] = [];
    const alsoWrite = async (m: EntityManager, product: Product) => {
      if (wanted)
        await setMembership(
          m,
          branchCode,
          product.id,
          wanted,
          (missing) => new ValidationError(`No collection with id ${missing}`, 'collectionIds'),
        );
      if (images) await this.saveImageNames(m, product, await this.adoptImages(product, images, adopted));
    };
    try {
      return id === null
        ? await this.products.create(caller, branchCode, input, alsoWrite)
        : await this.products.update(caller, branchCode, id, input, alsoWrite);
    } catch (err) {
      // Nothing was saved: uploads taken over in the failed transaction are no product's pictures.
      for (const fileName of adopted) await this.images.remove('products', fileName);
      throw err;
    }
  }

  /**
   * Sets the product's pictures in the order given (the first is the main image, as the storefront
   * reads galleryImages): pictures it has now are kept by name, new ones are taken over from POST
   * /upload/products under names of their own (so the sweep of unclaimed uploads leaves them alone).
   */
  async setProductImages(caller: Caller | null, branchCode: string, productId: number, images: ProductImageRow[]): Promise<Product> {
    requireStaff(caller);
    checkImageCount(images);
    const product = await this.db
      .repo(Product)
      .findOne({ where: { branchCode, id: productId }, select: { id: true, galleryImages: true, mainImage: true, fileName: true } });
    if (!product) throw new NotFoundError(`No product with id ${productId}`);
    const names = await this.adoptImages(product, images, []);
    await this.db.transaction((m) => this.saveImageNames(m, product, names));
    this.db.changed(Product, [productId], 'update');
    return this.db.repo(Product).findOneByOrFail({ id: productId });
  }

  /** The file names of the pictures in order: kept ones must be the product's now; new ones are taken over (their names added to `adopted`). */
  private async adoptImages(product: Product, images: ProductImageRow[], adopted: string[]): Promise<string[]> {
    const current = new Set([...(product.galleryImages ?? '').split(','), product.mainImage ?? ''].map((f) => f.trim()).filter(Boolean));
    images.forEach((image, i) => {
      if (Boolean(image.file) === Boolean(image.uploadedFileName))
        throw new ValidationError(`Picture ${i + 1}: give exactly one of file or uploadedFileName`, `images.${i}`);
      if (image.file && !current.has(image.file))
        throw new ValidationError(`Picture ${i + 1}: "${image.file}" is not one of this product's pictures`, `images.${i}.file`);
    });
    const names: string[] = [];
    for (const image of images) {
      if (image.file) names.push(image.file);
      else {
        const { fileName } = await this.images.adopt('products', image.uploadedFileName!, image.originalName);
        adopted.push(fileName);
        names.push(fileName);
      }
    }
    return [...new Set(names)];
  }

  /** Writes the gallery in this order, the first as the main image, with its audit entry. */
  private async saveImageNames(m: EntityManager, product: Product, names: string[]): Promise<void> {
    const main = names[0] ?? null;
    const set = { galleryImages: names.join(','), mainImage: main, fileName: main };
    await m.update(Product, { id: product.id }, set);
    await recordUpdate(m, Product, product, set);
  }

  /** The collections of each product (in the branch), in collection order; for the product's `collections` field. */
  async collectionsOf(branchCode: string, productIds: readonly number[]): Promise<Collection[][]> {
    const links = productIds.length
      ? await this.db
          .repo(CollectionProduct)
          .createQueryBuilder('cp')
          .innerJoinAndSelect('cp.collection', 'c', 'c.branchCode = :branchCode', { branchCode })
          .where('cp.productId IN (:...ids)', { ids: [...productIds] })
          .orderBy('c.position', 'ASC')
          .addOrderBy('c.name', 'ASC')
          .addOrderBy('c.id', 'ASC')
          .getMany()
      : [];
    const byProduct = new Map<number, Collection[]>();
    for (const link of links) {
      if (!byProduct.has(link.productId)) byProduct.set(link.productId, []);
      byProduct.get(link.productId)!.push(link.collection!);
    }
    return productIds.map((id) => byProduct.get(id) ?? []);
  }

  /**
   * Puts the product in exactly these collections of its branch: it leaves the others, keeps its
   * place in those it stays in, and joins new ones at the end. An empty list takes it out of all.
   */
  async setProductCollections(caller: Caller | null, branchCode: string, productId: number, collectionIds: number[]): Promise<Product> {
    requireStaff(caller);
    const wanted = checkedCollectionIds(collectionIds);
    await this.db.transaction(async (m) => {
      const product = await m.findOne(Product, { where: { branchCode, id: productId }, select: { id: true } });
      if (!product) throw new NotFoundError(`No product with id ${productId}`);
      await setMembership(
        m,
        branchCode,
        productId,
        wanted,
        (missing) => new ValidationError(`No collection with id ${missing}`, 'collectionIds'),
      );
    });
    this.db.changed(Product, [productId], 'update');
    return this.db.repo(Product).findOneByOrFail({ id: productId });
  }

  /**
   * Saves many products' prices in one transaction: each row is checked as the product form checks it
   * (discount amount and percent kept consistent), and one bad row — named by its number and the
   * product's code — saves nothing. Answers what changed, field by field, and which rows were unchanged.
   */
  async updatePrices(caller: Caller | null, branchCode: string, rows: PriceRowInput[]): Promise<PriceUpdateSummary> {
    requireStaff(caller);
    if (!rows.length) throw new ValidationError('Send at least one row of prices', 'rows');
    if (rows.length > MAX_PRICE_ROWS) throw new ValidationError(`At most ${MAX_PRICE_ROWS} rows of prices can be saved at once`, 'rows');
    const seen = new Map<number, number>();
    rows.forEach((row, i) => {
      if (seen.has(row.productId))
        throw new ValidationError(
          `Row ${i + 1}: product ${row.productId} is already in row ${seen.get(row.productId)! + 1}`,
          `rows.${i}.productId`,
        );
      seen.set(row.productId, i);
    });
    const summary = await this.db.transaction(async (m) => {
      const found = await m.find(Product, {
        where: { branchCode, id: In(rows.map((r) => r.productId)) },
        ...(this.db.dialect === 'mysql' ? { lock: { mode: 'pessimistic_write' as const } } : {}),
      });
      const byId = new Map(found.map((p) => [p.id, p]));
      const results: PriceRowResult[] = [];
      const writes: { id: number; values: Record<string, unknown> }[] = [];
      rows.forEach((row, i) => {
        const product = byId.get(row.productId);
        if (!product) throw new ValidationError(`Row ${i + 1}: no product with id ${row.productId}`, `rows.${i}.productId`);
        const values = rowErrorsNamed(i, product.code, () => priceValues(row, product));
        const changes = PRICE_FIELDS.map((field) => ({
          field,
          from: shown(field, product[COLUMN[field]]),
          to: shown(field, COLUMN[field] in values ? values[COLUMN[field]] : product[COLUMN[field]]),
        })).filter((c) => c.from !== c.to);
        if (changes.length)
          writes.push({ id: product.id, values: Object.fromEntries(changes.map((c) => [COLUMN[c.field], values[COLUMN[c.field]]])) });
        results.push({ productId: product.id, code: product.code, name: product.name, changed: changes.length > 0, changes });
      });
      for (const write of writes) {
        await m.update(Product, { id: write.id }, write.values);
        await recordUpdate(m, Product, byId.get(write.id)!, write.values);
      }
      return { results, changedIds: writes.map((w) => w.id) };
    });
    if (summary.changedIds.length) this.db.changed(Product, summary.changedIds, 'update');
    const changedCount = summary.changedIds.length;
    return { changedCount, unchangedCount: rows.length - changedCount, rows: summary.results };
  }
}

function checkImageCount(images: ProductImageRow[]): void {
  if (images.length > MAX_PRODUCT_IMAGES) throw new ValidationError(`A product may have at most ${MAX_PRODUCT_IMAGES} pictures`, 'images');
}

/** The collection ids without repeats, refused when too many or not ids at all. */
function checkedCollectionIds(collectionIds: number[]): number[] {
  const wanted = [...new Set(collectionIds)];
  if (wanted.length > MAX_PRODUCT_COLLECTIONS)
    throw new ValidationError(`A product may be put in at most ${MAX_PRODUCT_COLLECTIONS} collections at once`, 'collectionIds');
  if (wanted.some((id) => !Number.isInteger(id) || id < 1))
    throw new ValidationError('Collection ids must be whole numbers from 1', 'collectionIds');
  return wanted;
}

/** The validated price columns of one row, the discount derived as the product form derives it. */
function priceValues(row: PriceRowInput, product: Product): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of PRICE_FIELDS) if (row[field] !== undefined) input[field] = row[field];
  const values = validateInput(priceSpecs, input, 'update');
  // The discount columns always hold a value: a null there means "not given", so the other is derived.
  for (const column of ['discountInAmountPence', 'discountInPercent']) if (values[column] === null) delete values[column];
  dropUnchangedPrices(values, product);
  keepDiscountConsistent(values, product);
  return values;
}

/**
 * A grid or a file sends the sale price and both discount fields as they were shown; one left as it
 * was is not a choice, so only the changed ones decide (as typing in the product form does): a new
 * amount derives the percent, a new percent or price derives the amount. Nothing changed: nothing moves.
 */
export function dropUnchangedPrices(values: Record<string, unknown>, existing: Product | null): void {
  if (!existing) return;
  for (const column of ['salePricePence', 'discountInAmountPence', 'discountInPercent'] as const) {
    if (values[column] !== undefined && values[column] === existing[column]) delete values[column];
  }
}

/** Runs a row's checks, naming the row (1-based) and the product in the message of any error they raise. */
function rowErrorsNamed<T>(index: number, code: string, check: () => T): T {
  try {
    return check();
  } catch (err) {
    if (err instanceof AppError && err.code === 'BAD_USER_INPUT')
      throw new ValidationError(`Row ${index + 1} (${code}): ${err.message}`, `rows.${index}.${err.field ?? ''}`.replace(/\.$/, ''));
    throw err;
  }
}

/**
 * Sets one product's collections inside a transaction: the ids must be collections of the branch
 * (`missing` makes the error for the first that is not). Kept memberships keep their position; new
 * ones go to the end of their collection.
 */
export async function setMembership(
  m: EntityManager,
  branchCode: string,
  productId: number,
  collectionIds: number[],
  missing: (id: number) => Error,
): Promise<void> {
  const collections = collectionIds.length
    ? await m.find(Collection, { where: { branchCode, id: In(collectionIds) }, select: { id: true } })
    : [];
  const known = new Set(collections.map((c) => c.id));
  const absent = collectionIds.find((id) => !known.has(id));
  if (absent !== undefined) throw missing(absent);
  const current = await m.find(CollectionProduct, { where: { productId }, select: { collectionId: true, productId: true } });
  const leaving = current.filter((c) => !known.has(c.collectionId)).map((c) => c.collectionId);
  // The links have no id of their own: the audit log records the product's collections before and after.
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
  const was = sorted(current.map((c) => c.collectionId));
  const now = sorted(collectionIds);
  if (JSON.stringify(was) !== JSON.stringify(now))
    await recordWrite(m, Product, AuditAction.UPDATE, { id: productId }, { id: productId }, [
      { field: 'collectionIds', before: was, after: now },
    ]);
  if (leaving.length) await m.delete(CollectionProduct, { productId, collectionId: In(leaving) });
  const staying = new Set(current.map((c) => c.collectionId));
  for (const collectionId of collectionIds.filter((id) => !staying.has(id))) {
    const last = await m
      .createQueryBuilder(CollectionProduct, 'cp')
      .select('MAX(cp.position)', 'max')
      .where('cp.collectionId = :collectionId', { collectionId })
      .getRawOne<{ max: number | string | null }>();
    await m.insert(CollectionProduct, { collectionId, productId, position: Number(last?.max ?? -1) + 1 });
  }
}
