import { ParentItem } from '../../modules/catalog/parent-item/parent-item.entity';
import { Product } from '../../modules/catalog/product/product.entity';
import { Database } from '../database';
import { bulkInsert, idsByCode, SEED_EPOCH } from './bulk';
import { CATALOGUE_KINDS, Kind } from './catalogue';
import { BRANDS } from './data/brands';
import { RANGES } from './data/ranges';
import { TreeGrower } from './grow-tree';
import { ImageWriter } from './images/writer';
import { slugOf } from './names';
import { PHOTO_SIZE, PhotoPool } from './photos';
import { BrandInfo, brandInfo, Family, familyProducts, pickVariants } from './products';
import { Rng } from './rng';
import { ensureSkeleton, Refs } from './skeleton';

export interface GrowOptions {
  branchCode: string;
  uploadsDir: string;
  products: number;
  onProgress?: (done: number) => void;
}

export interface GrowResult {
  products: number;
  parentItems: number;
  subCategories: number;
}

/** Products written per transaction (several multi-row statements each). */
const PRODUCTS_PER_TRANSACTION = 2000;
const MAX_FAMILY = 20;
const MIN_FAMILY = 5;

/** A tag no code in the branch starts with yet: S + (highest product id + 1), bumped if taken. */
async function runTag(db: Database, branchCode: string): Promise<string> {
  const max: { n: number | null }[] = await db.dataSource.query('SELECT MAX(id) AS n FROM products');
  for (let n = Number(max[0]?.n ?? 0) + 1; ; n++) {
    const tag = `S${n}`;
    const used: { n: number }[] = await db.dataSource.query(
      `SELECT (SELECT COUNT(*) FROM products WHERE branch_code = ? AND code LIKE ?) + (SELECT COUNT(*) FROM parent_items WHERE branch_code = ? AND code LIKE ?) AS n`,
      [branchCode, `${tag}-%`, branchCode, `${tag}-%`],
    );
    if (Number(used[0].n) === 0) return tag;
  }
}

/**
 * Size of the next family of a kind: 5–20 (capped by the kind's variants), never leaving a
 * remainder below 5. Null when this kind cannot end the run cleanly; the caller picks another.
 */
export function familySize(remaining: number, kind: Kind, rng: Rng): number | null {
  const max = Math.min(MAX_FAMILY, kind.variants.length);
  if (remaining <= max) return remaining;
  const size = rng.int(MIN_FAMILY, max);
  if (remaining - size >= MIN_FAMILY) return size;
  return remaining - MIN_FAMILY >= MIN_FAMILY ? remaining - MIN_FAMILY : null;
}

/**
 * Adds `products` more products to a branch, growing the tree in proportion: new parent items of
 * 5–20 siblings, new sub-categories (and categories) as the old ones fill up. Codes and slugs carry
 * a run tag so they cannot collide with what is there; photos come from the existing pool. Rows go
 * in as multi-row INSERTs a few thousand per transaction, so memory stays flat at any size.
 */
export async function growCatalogue(db: Database, opts: GrowOptions): Promise<GrowResult> {
  const { branchCode } = opts;
  const target = Math.max(0, Math.floor(opts.products));
  const result: GrowResult = { products: 0, parentItems: 0, subCategories: 0 };
  if (!target) return result;
  const images = new ImageWriter(opts.uploadsDir);
  const photos = new PhotoPool(images, 'reuse');
  const refs: Refs = await db.transaction((m) => ensureSkeleton(m, branchCode, images, {}));
  const tag = await runTag(db, branchCode);
  const rng = new Rng(`grow-${branchCode}-${tag}`);
  const brandRows: { id: number; code: string; name: string }[] = await db.dataSource.query(
    'SELECT id, code, name FROM brands WHERE branch_code = ? ORDER BY id',
    [branchCode],
  );
  const brands = brandRows.map((b, i) =>
    brandInfo(
      Number(b.id),
      String(b.code),
      String(b.name),
      BRANDS.find((s) => s.code === b.code),
      i,
    ),
  );
  const byDept = new Map<string, BrandInfo[]>();
  for (const k of CATALOGUE_KINDS)
    if (!byDept.has(k.deptCode))
      byDept.set(
        k.deptCode,
        brands.filter((b) => b.deps.includes(k.deptCode)),
      );
  const tree = await db.transaction((m) => TreeGrower.load(m, branchCode, tag));

  let remaining = target;
  let familySeq = 0;
  let productSeq = 0;
  while (remaining > 0) {
    await db.transaction(async (m) => {
      const families: (Omit<Family, 'parentItemId'> & { code: string; title: string; subId: number })[] = [];
      let batch = 0;
      while (remaining > 0 && batch < PRODUCTS_PER_TRANSACTION) {
        let kind = rng.pick(CATALOGUE_KINDS);
        let size = familySize(remaining, kind, rng);
        while (size === null) size = familySize(remaining, (kind = rng.pick(CATALOGUE_KINDS)), rng);
        const pool = byDept.get(kind.deptCode)!;
        const brand = rng.pick(pool.length ? pool : brands);
        const seq = (++familySeq).toString(36).toUpperCase();
        const range = rng.pick(RANGES);
        const tint = photos.tintFor(kind, brand.tint);
        const createdAt = Array.from({ length: size }, () => new Date(+SEED_EPOCH - 86_400_000 - ++productSeq * 180_000));
        families.push({
          kind,
          brand,
          tint,
          variants: pickVariants(kind, size, rng),
          createdAt,
          code: `${tag}-${brand.code.slice(0, 12)}-${kind.code}-${seq}`,
          title: `${brand.name} ${range} ${kind.name}`,
          titlePrefix: `${brand.name} ${range}`,
          codePrefix: `${tag}-${brand.code.slice(0, 12)}-${kind.code}-${seq}`,
          slugTag: `${tag}-${seq}`.toLowerCase(),
          subId: await tree.subFor(m, kind.subCode),
        });
        remaining -= size;
        batch += size;
      }
      await bulkInsert(
        m,
        ParentItem,
        families.map((f, i) => ({
          branchCode,
          code: f.code,
          title: f.title,
          slug: `${slugOf(f.title)}-${f.slugTag}`,
          subCategoryId: f.subId,
          isActive: true,
          position: familySeq - families.length + i + 1,
          fileName: photos.parentImage(f.kind, f.tint),
          imageWidth: PHOTO_SIZE,
          imageHeight: PHOTO_SIZE,
          createdAt: f.createdAt[0],
        })),
      );
      const ids = await idsByCode(
        m,
        ParentItem,
        branchCode,
        families.map((f) => f.code),
      );
      const rows = families.flatMap((f) => familyProducts({ ...f, parentItemId: ids.get(f.code)! }, refs, photos, branchCode, rng));
      await bulkInsert(m, Product, rows);
      result.products += rows.length;
      result.parentItems += families.length;
    });
    opts.onProgress?.(result.products);
  }
  await images.flush();
  result.subCategories = tree.createdSubs;
  return result;
}
