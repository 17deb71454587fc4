import { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { Category } from '../../modules/catalog/category/category.entity';
import { Department } from '../../modules/catalog/department/department.entity';
import { SubCategory } from '../../modules/catalog/sub-category/sub-category.entity';
import { Brand } from '../../modules/attributes/brand';
import { Color } from '../../modules/attributes/color';
import { Fabric } from '../../modules/attributes/fabric';
import { Flavor } from '../../modules/attributes/flavor';
import { Fragrance } from '../../modules/attributes/fragrance';
import { ItemType } from '../../modules/attributes/item-type';
import { Piece } from '../../modules/attributes/piece';
import { ProductClass } from '../../modules/attributes/product-class';
import { ProductLocation } from '../../modules/attributes/product-location';
import { Shade } from '../../modules/attributes/shade';
import { Size } from '../../modules/attributes/size';
import { Vendor } from '../../modules/attributes/vendor';
import { Volume } from '../../modules/attributes/volume';
import { Weight } from '../../modules/attributes/weight';
import { bulkInsert } from './bulk';
import { CATALOGUE_KINDS, Kind, TINTS } from './catalogue';
import {
  COLOURS,
  FABRIC_NAMES,
  FLAVORS,
  FRAGRANCES,
  G_VALUES,
  ITEM_TYPE_NAMES,
  LOCATIONS,
  ML_VALUES,
  PIECE_NAMES,
  PRODUCT_CLASSES,
  SHADES,
  SIZE_NAMES,
  VENDORS,
} from './data/attributes';
import { BRANDS } from './data/brands';
import { TREE } from './data/tree';
import { brandLogo, tileImage } from './images/scenes';
import { ImageWriter } from './images/writer';
import { codeOf, gLabel, mlLabel, rgbOf, slugOf } from './names';

/** code → id of every reference row a product can point at. */
export interface Refs {
  department: Map<string, number>;
  category: Map<string, number>;
  subCategory: Map<string, number>;
  brand: Map<string, number>;
  color: Map<string, number>;
  shade: Map<string, number>;
  size: Map<string, number>;
  weight: Map<string, number>;
  volume: Map<string, number>;
  itemType: Map<string, number>;
  fragrance: Map<string, number>;
  flavor: Map<string, number>;
  piece: Map<string, number>;
  fabric: Map<string, number>;
  vendor: Map<string, number>;
  productClass: Map<string, number>;
  productLocation: Map<string, number>;
}

/** A row to ensure; `queue` draws its picture, called only when the row is actually inserted. */
type Row = Record<string, unknown> & { code: string; slug?: string; queue?: () => void };

const TILE = { department: 400, category: 400, subcategory: 300 } as const;

function named(names: readonly string[]): Row[] {
  const seen = new Map<string, Row>();
  for (const name of names) if (!seen.has(codeOf(name))) seen.set(codeOf(name), { code: codeOf(name), name });
  return [...seen.values()];
}

/**
 * Inserts the rows whose code the branch lacks (slugs kept unique), and answers the branch's
 * code → id map for the whole table.
 */
async function ensure(
  m: EntityManager,
  entity: EntityTarget<ObjectLiteral>,
  branchCode: string,
  rows: Row[],
  counts: Record<string, number>,
): Promise<Map<string, number>> {
  const meta = m.connection.getMetadata(entity);
  const q = (n: string) => m.connection.driver.escape(n);
  const hasSlug = meta.columns.some((c) => c.propertyName === 'slug');
  const existing: { id: number; code: string; slug?: string }[] = await m.query(
    `SELECT id, code${hasSlug ? ', slug' : ''} FROM ${q(meta.tableName)} WHERE branch_code = ?`,
    [branchCode],
  );
  const codes = new Set(existing.map((r) => String(r.code)));
  const slugs = new Set(existing.map((r) => String(r.slug)));
  const fresh = rows
    .filter((r) => !codes.has(r.code))
    .map((r) => {
      if (!hasSlug || !r.slug) return { ...r, branchCode };
      let slug = r.slug;
      for (let n = 2; slugs.has(slug); n++) slug = `${r.slug}-${n}`;
      slugs.add(slug);
      return { ...r, slug, branchCode };
    });
  for (const r of fresh) r.queue?.();
  counts[meta.tableName] = (counts[meta.tableName] ?? 0) + (await bulkInsert(m, entity, fresh));
  const all: { id: number; code: string }[] = fresh.length
    ? await m.query(`SELECT id, code FROM ${q(meta.tableName)} WHERE branch_code = ?`, [branchCode])
    : existing;
  return new Map(all.map((r) => [String(r.code), Number(r.id)]));
}

const firstKind = (test: (k: Kind) => boolean): Kind => CATALOGUE_KINDS.find(test) ?? CATALOGUE_KINDS[0];

/**
 * The reference data every product needs: attribute sets, brands, vendors, VAT classes, shelves and
 * the department → category → sub-category tree, with their pictures. Rows already present (by code)
 * are kept, so growing a branch an admin has edited never duplicates them.
 */
export async function ensureSkeleton(
  m: EntityManager,
  branchCode: string,
  images: ImageWriter,
  counts: Record<string, number>,
): Promise<Refs> {
  const e = (entity: EntityTarget<ObjectLiteral>, rows: Row[]) => ensure(m, entity, branchCode, rows, counts);
  const colours = new Map<string, Row>();
  for (const group of Object.values(COLOURS))
    for (const [code, name, hex] of group) colours.set(code, { code, name, hexCode: hex, rgb: rgbOf(hex) });
  const shades = Object.entries(SHADES).flatMap(([g, list]) =>
    list.map(([code, name, hex]) => ({ code: `${g}-${code}`.toUpperCase(), name, hexCode: hex })),
  );
  const weights = [
    ...ML_VALUES.map((v) => ({ code: `${v}ML`, name: mlLabel(v) })),
    ...G_VALUES.map((v) => ({ code: `${v}G`, name: gLabel(v) })),
  ];

  const refs = {
    color: await e(Color, [...colours.values()]),
    shade: await e(Shade, shades),
    size: await e(Size, named(SIZE_NAMES)),
    weight: await e(Weight, weights),
    volume: await e(
      Volume,
      ML_VALUES.map((v) => ({ code: `${v}ML`, name: mlLabel(v) })),
    ),
    itemType: await e(ItemType, named(ITEM_TYPE_NAMES)),
    fragrance: await e(Fragrance, named(Object.values(FRAGRANCES).flat())),
    flavor: await e(Flavor, named(FLAVORS)),
    piece: await e(Piece, named(PIECE_NAMES)),
    fabric: await e(Fabric, named(FABRIC_NAMES)),
    vendor: await e(
      Vendor,
      VENDORS.map((v) => ({ ...v })),
    ),
    productClass: await e(
      ProductClass,
      PRODUCT_CLASSES.map((c) => ({ ...c })),
    ),
    productLocation: await e(
      ProductLocation,
      LOCATIONS.map(({ dept: _dept, ...l }) => l),
    ),
  } as Partial<Refs>;

  refs.brand = await e(
    Brand,
    BRANDS.map((b, i) => {
      const fileName = `${slugOf(b.name)}.webp`;
      const queue = () => images.add('brand', fileName, () => brandLogo(b.colour, i, 300));
      return { code: b.code, name: b.name, slug: slugOf(b.name), fileName, imageWidth: 300, imageHeight: 300, queue };
    }),
  );

  const tile = (area: 'department' | 'category' | 'subcategory', slug: string, kind: Kind, backdrop: string) => ({
    fileName: `${slug}.webp`,
    imageWidth: TILE[area],
    imageHeight: TILE[area],
    queue: () =>
      images.add(area, `${slug}.webp`, () => tileImage({ shape: kind.shape, body: kind.colour, accent: TINTS[0] }, backdrop, TILE[area])),
  });

  refs.department = await e(
    Department,
    TREE.map((d, i) => {
      const code = codeOf(d.name);
      return {
        code,
        name: d.name,
        slug: slugOf(d.name),
        isActive: true,
        position: i + 1,
        ...tile(
          'department',
          slugOf(d.name),
          firstKind((k) => k.deptCode === code),
          d.colour,
        ),
      };
    }),
  );
  refs.category = await e(
    Category,
    TREE.flatMap((d) =>
      d.categories.map((c, i) => {
        const code = codeOf(c.name);
        return {
          code,
          name: c.name,
          title: `${c.name} | ${d.name}`,
          slug: slugOf(c.name),
          departmentId: refs.department!.get(codeOf(d.name)),
          isActive: true,
          position: i + 1,
          ...tile(
            'category',
            slugOf(c.name),
            firstKind((k) => k.categoryCode === code),
            d.colour,
          ),
        };
      }),
    ).filter((c) => c.departmentId !== undefined),
  );
  refs.subCategory = await e(
    SubCategory,
    TREE.flatMap((d) =>
      d.categories.flatMap((c) =>
        c.subs.map((s, i) => {
          const code = codeOf(s);
          return {
            code,
            name: s,
            title: `${s} | ${c.name}`,
            slug: slugOf(s),
            categoryId: refs.category!.get(codeOf(c.name)),
            isActive: true,
            position: i + 1,
            ...tile(
              'subcategory',
              slugOf(s),
              firstKind((k) => k.subCode === code),
              d.colour,
            ),
          };
        }),
      ),
    ).filter((s) => s.categoryId !== undefined),
  );
  return refs as Refs;
}

/** Which shelves hold which department's stock. */
export function locationsFor(deptCode: string): string[] {
  const own = LOCATIONS.filter((l) => l.dept === deptCode).map((l) => l.code);
  return own.length ? own : [LOCATIONS[0].code];
}
