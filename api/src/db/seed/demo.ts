import { EntityManager } from 'typeorm';
import { StockMovement } from '../../modules/catalog/stock/stock-movement.entity';
import { Collection, CollectionProduct } from '../../modules/catalog/collection/collection.entity';
import { ParentItem } from '../../modules/catalog/parent-item/parent-item.entity';
import { Product } from '../../modules/catalog/product/product.entity';
import { Database } from '../database';
import { seedActivity } from './activity';
import { bulkInsert, idsByCode, SEED_EPOCH } from './bulk';
import { CATALOGUE_KINDS, Kind, TINTS } from './catalogue';
import { seedContent } from './content';
import { BRANDS } from './data/brands';
import { COLLECTIONS } from './data/content';
import { collectionImage } from './images/scenes';
import { ImageWriter } from './images/writer';
import { slugOf } from './names';
import { PHOTO_SIZE, PhotoPool } from './photos';
import { BrandInfo, brandInfo, Family, familyProducts, pickVariants } from './products';
import { Rng } from './rng';
import { seedReviewsAndOffers } from './reviews-offers';
import { ensureSkeleton, Refs } from './skeleton';

/** Rows written per table by a seed. */
export type SeedSummary = Record<string, number>;

type Row = Partial<Product> & { kindCode: string };

const HOUR = 3_600_000;

function planFamilies(brands: BrandInfo[], rng: Rng): { kind: Kind; brand: BrandInfo }[] {
  const uses = new Map<string, number>();
  const choose = (kind: Kind, not?: string) => {
    const eligible = brands.filter((b) => b.deps.includes(kind.deptCode) && b.code !== not);
    const least = Math.min(...eligible.map((b) => uses.get(b.code) ?? 0));
    const brand = rng.pick(eligible.filter((b) => (uses.get(b.code) ?? 0) === least));
    uses.set(brand.code, least + 1);
    return brand;
  };
  const plan = CATALOGUE_KINDS.map((kind) => ({ kind, brand: choose(kind) }));
  for (const kind of rng.sample(CATALOGUE_KINDS, 10))
    plan.push({ kind, brand: choose(kind, plan.find((p) => p.kind === kind)!.brand.code) });
  return plan;
}

/** Up to `max` rows, at most `perFamily` from one parent item, in the given order. */
function spread(rows: Row[], max: number, perFamily: number): Row[] {
  const taken = new Map<number, number>();
  const out: Row[] = [];
  for (const r of rows) {
    const n = taken.get(r.parentItemId!) ?? 0;
    if (n >= perFamily) continue;
    taken.set(r.parentItemId!, n + 1);
    out.push(r);
    if (out.length >= max) break;
  }
  return out;
}

async function seedCollections(
  m: EntityManager,
  branchCode: string,
  rows: Row[],
  ids: Map<string, number>,
  images: ImageWriter,
  rng: Rng,
  counts: SeedSummary,
): Promise<void> {
  const live = rows.filter((r) => r.isActive && r.stockQuantity! > 0);
  const picks = COLLECTIONS.map((c) => {
    if (c.slug === 'new-arrivals')
      return spread(
        live.filter((r) => r.discountInPercent === 0).sort((a, b) => +b.createdAt! - +a.createdAt!),
        20,
        2,
      );
    if (c.slug === 'trending')
      return spread(
        [...live].sort((a, b) => b.rating! - a.rating! || b.discountInPercent! - a.discountInPercent!),
        20,
        2,
      );
    const pool = live.filter(
      (r) =>
        (!c.kinds.length || c.kinds.includes(r.kindCode)) &&
        (c.under === undefined || r.salePricePence! - r.discountInAmountPence! <= c.under) &&
        r.discountInPercent! >= (c.minDiscount ?? 0),
    );
    return spread(rng.shuffle(pool), rng.int(12, 24), 3);
  });
  counts.collections = await bulkInsert(
    m,
    Collection,
    COLLECTIONS.map((c, i) => {
      const shown = [...new Set(picks[i].map((r) => r.kindCode))].slice(0, 3).map((code, j) => {
        const k = CATALOGUE_KINDS.find((x) => x.code === code)!;
        return { shape: k.shape, body: k.colour, accent: TINTS[j] };
      });
      return {
        branchCode,
        name: c.name,
        slug: c.slug,
        view: c.view,
        position: i + 1,
        imageWidth: 800,
        imageHeight: 500,
        fileName: images.add('collections', `${c.slug}.webp`, () => collectionImage(shown, c.colour, 800, 500)),
      };
    }),
  );
  const rowsBySlug: { id: number; slug: string }[] = await m.query('SELECT id, slug FROM collections WHERE branch_code = ?', [branchCode]);
  const collectionId = new Map(rowsBySlug.map((r) => [String(r.slug), Number(r.id)]));
  counts.collection_products = await bulkInsert(
    m,
    CollectionProduct,
    COLLECTIONS.flatMap((c, i) =>
      picks[i].map((r, position) => ({ collectionId: collectionId.get(c.slug)!, productId: ids.get(r.code!)!, position: position + 1 })),
    ),
  );
}

/**
 * Goods in, sales, damage and returns for 30 products; each delivery carries a batch number and a best-before
 * date from a few weeks past (two or three) to two years ahead, so the batches panel has some expiring soon.
 */
async function seedStock(
  m: EntityManager,
  branchCode: string,
  rows: Row[],
  ids: Map<string, number>,
  rng: Rng,
  now: Date,
  counts: SeedSummary,
): Promise<void> {
  const movements: Partial<StockMovement>[] = [];
  for (const r of rng.sample(
    rows.filter((x) => x.stockQuantity! > 0),
    30,
  )) {
    const sold = rng.int(0, 24);
    const damaged = rng.chance(0.25) ? 1 : 0;
    const returned = rng.chance(0.2) ? 1 : 0;
    const at = (h: number) => new Date(+r.createdAt! + h * HOUR);
    const base = { branchCode, productId: ids.get(r.code!)!, productLocationId: r.productLocationId ?? null };
    const expiry = new Date(+now + rng.int(-30, 730) * 24 * HOUR).toISOString().slice(0, 10);
    const batchNumber = `LOT-${r
      .code!.replace(/[^A-Z0-9]/gi, '')
      .slice(0, 6)
      .toUpperCase()}-${rng.int(100, 999)}`;
    movements.push({
      ...base,
      quantity: r.stockQuantity! + sold + damaged - returned,
      reason: 'received',
      note: 'Goods in, delivery note checked',
      batchNumber,
      expiryDate: expiry,
      createdAt: at(-48),
    });
    if (sold) movements.push({ ...base, quantity: -sold, reason: 'sold', note: 'Web orders', createdAt: at(72) });
    if (damaged) movements.push({ ...base, quantity: -1, reason: 'adjusted', note: 'Damaged in transit', createdAt: at(96) });
    if (returned)
      movements.push({ ...base, quantity: 1, reason: 'returned', note: 'Customer return, unopened and resaleable', createdAt: at(240) });
  }
  counts.stock_movements = await bulkInsert(m, StockMovement, movements);
}

/**
 * Seeds a believable UK beauty shop into one branch: reference data, ~80 product families with
 * ~700 products, collections, stock movements, approved reviews, Latest Deals offers, banners, footer pages, About Us and FAQ, with
 * pictures drawn locally. The same catalogue every time (seeded PRNG, fixed dates); the shop's activity
 * (settings, discount codes, orders, reviews waiting, contact messages, visitor counts) runs back 90 days from `now`.
 */
export async function seedDemo(db: Database, opts: { branchCode: string; uploadsDir: string; now?: Date }): Promise<SeedSummary> {
  const { branchCode } = opts;
  const images = new ImageWriter(opts.uploadsDir);
  const photos = new PhotoPool(images, 'render');
  const rng = new Rng('beauty-shop-demo-v1');
  const counts: SeedSummary = {};
  await db.transaction(async (m) => {
    const refs: Refs = await ensureSkeleton(m, branchCode, images, counts);
    const brands = BRANDS.map((b, i) => brandInfo(refs.brand.get(b.code)!, b.code, b.name, b, i));
    const plan = planFamilies(brands, rng).map((p) => ({
      ...p,
      tint: photos.tintFor(p.kind, p.brand.tint),
      variants: pickVariants(p.kind, rng.int(5, Math.min(12, p.kind.variants.length)), rng),
    }));
    const position = new Map<string, number>();
    counts.parent_items = await bulkInsert(
      m,
      ParentItem,
      plan.map((p) => {
        const title = `${p.brand.name} ${p.kind.name}`;
        const n = (position.get(p.kind.subCode) ?? 0) + 1;
        position.set(p.kind.subCode, n);
        return {
          branchCode,
          code: `${p.brand.code}-${p.kind.code}`,
          title,
          slug: slugOf(title),
          subCategoryId: refs.subCategory.get(p.kind.subCode)!,
          isActive: true,
          position: n,
          fileName: photos.parentImage(p.kind, p.tint),
          imageWidth: PHOTO_SIZE,
          imageHeight: PHOTO_SIZE,
          createdAt: new Date(+SEED_EPOCH - 24 * HOUR),
        };
      }),
    );
    const parentIds = await idsByCode(
      m,
      ParentItem,
      branchCode,
      plan.map((p) => `${p.brand.code}-${p.kind.code}`),
    );
    const total = plan.reduce((n, p) => n + p.variants.length, 0);
    const times = rng.shuffle(Array.from({ length: total }, (_, i) => new Date(+SEED_EPOCH + i * 5 * HOUR)));
    const rows: Row[] = [];
    for (const p of plan) {
      const family: Family = {
        kind: p.kind,
        brand: p.brand,
        tint: p.tint,
        parentItemId: parentIds.get(`${p.brand.code}-${p.kind.code}`)!,
        titlePrefix: p.brand.name,
        codePrefix: `${p.brand.code}-${p.kind.code}`,
        slugTag: '',
        variants: p.variants,
        createdAt: times.splice(0, p.variants.length),
      };
      for (const r of familyProducts(family, refs, photos, branchCode, rng)) rows.push({ ...r, kindCode: p.kind.code });
    }
    const slugs = new Set<string>();
    for (const r of rows) {
      let slug = r.slug!;
      for (let n = 2; slugs.has(slug); n++) slug = `${r.slug}-${n}`;
      slugs.add((r.slug = slug));
    }
    counts.products = await bulkInsert(m, Product, rows);
    const ids = await idsByCode(
      m,
      Product,
      branchCode,
      rows.map((r) => r.code!),
    );
    await seedCollections(m, branchCode, rows, ids, images, rng, counts);
    await seedStock(m, branchCode, rows, ids, rng, opts.now ?? new Date(), counts);
    await seedReviewsAndOffers(m, branchCode, rows, ids, images, new Rng('beauty-shop-demo-reviews-v1'), counts);
    await seedContent(m, branchCode, images, counts);
    await seedActivity(m, branchCode, rows, ids, new Rng('beauty-shop-demo-activity-v1'), opts.now ?? new Date(), counts);
  });
  await images.flush();
  return counts;
}
