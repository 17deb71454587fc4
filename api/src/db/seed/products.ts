import type { Product } from '../../modules/catalog/product/product.entity';
import { Kind, SHAPE_PACK, Variant } from './catalogue';
import { TEXTS } from './data/texts';
import { codeOf, shopPrice, slugOf } from './names';
import { PhotoPool } from './photos';
import { Rng } from './rng';
import { locationsFor, Refs } from './skeleton';

export interface BrandInfo {
  id: number;
  code: string;
  name: string;
  tier: number;
  deps: readonly string[];
  tint: number;
  vendor: string;
}

/** One family (parent item) to turn into product rows. */
export interface Family {
  kind: Kind;
  brand: BrandInfo;
  tint: number;
  parentItemId: number;
  /** What precedes the kind's name: the brand, or the brand and a range name. */
  titlePrefix: string;
  codePrefix: string;
  /** Appended to every product slug ('' in the demo, a run tag when growing). */
  slugTag: string;
  variants: readonly Variant[];
  createdAt: readonly Date[];
}

const DISCOUNTS = [5, 10, 10, 15, 15, 20, 20, 25, 25, 30, 35, 40, 50];
const NO_EXPIRY = new Set(['Tool', 'Accessory', 'Hair Piece']);
const FINISH_BY_TEXT: Record<string, string> = {
  foundation: 'Medium to full coverage',
  concealer: 'Full coverage',
  gloss: 'High shine',
  nailpolish: 'Gloss',
  lipbalm: 'Sheer',
};

const round1 = (n: number) => Math.round(n * 2) / 2;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** The product rows of one family, ready for bulkInsert. */
export function familyProducts(f: Family, refs: Refs, photos: PhotoPool, branchCode: string, rng: Rng): Partial<Product>[] {
  const { kind, brand } = f;
  const t = TEXTS[kind.text];
  const base = kind.price * brand.tier * (0.9 + rng.next() * 0.25);
  const ending = rng.pick([99, 99, 99, 99, 49, 49, 0] as const);
  const vegan = rng.chance(0.5);
  const crueltyFree = vegan || rng.chance(0.7);
  const organic = rng.chance(0.15);
  const skinLike = ['SKIN-CARE', 'MAKE-UP'].includes(kind.deptCode);
  const derm = skinLike && rng.chance(0.7);
  const hypo = skinLike && rng.chance(0.35);
  const locations = locationsFor(kind.deptCode);
  const location = rng.pick(locations);
  const pack = SHAPE_PACK[kind.shape];
  const family = `${f.titlePrefix} ${kind.name}`;
  const lineCount = f.variants.length;
  return f.variants.map((v, i) => {
    const name = `${family} ${v.label}`;
    const sale = shopPrice(base * v.factor, ending);
    const discount = rng.chance(0.6) ? rng.pick(DISCOUNTS) : 0;
    const r = rng.next();
    const stock = r < 0.08 ? 0 : r < 0.18 ? rng.int(1, 5) : rng.int(6, 240);
    const [main, hover] = photos.photos(kind, f.tint, v);
    const grow = Math.cbrt(v.scale);
    const grams = Math.round(((v.amount ?? 0) * 1.03 + pack.grams * Math.sqrt(v.scale)) * v.pieces);
    const a = v.attrs;
    const id = (map: Map<string, number>, code?: string) => (code === undefined ? null : (map.get(code) ?? null));
    return {
      branchCode,
      code: `${f.codePrefix}-${v.code}`,
      name,
      slug: f.slugTag ? `${slugOf(name).slice(0, 150)}-${f.slugTag}-${i + 1}` : slugOf(name),
      title: `${kind.name} by ${brand.name}`,
      salePricePence: sale,
      costPricePence: Math.round(sale * 0.42),
      wholeSalePricePence: Math.round(sale * 0.62),
      discountInPercent: discount,
      discountInAmountPence: Math.round((sale * discount) / 100),
      stockQuantity: stock,
      isActive: rng.chance(0.97),
      rating: Math.round((3.5 + rng.next() * 1.5) * 10) / 10,
      productPoints: Math.floor(sale / 100),
      galleryImages: `${main},${hover}`,
      mainImage: main,
      fileName: main,
      shortDescription: `${name}. ${t.about}.`,
      detailedDescription: [
        `${brand.name} ${kind.name} in ${v.label}`,
        t.about,
        `One of ${lineCount} options in the ${family} range`,
        'Order before 1.00 pm on a working day for same-day dispatch, free UK delivery over £50',
      ].join(': '),
      productBenefits: rng.sample(t.benefits, rng.int(3, 4)).join(': '),
      ingredients: t.ingredients.join(': '),
      productFeatures: [...rng.sample(t.features, 3), `Option ${v.label}`].join(': '),
      howToUse: t.howTo.join(': '),
      finishCoverage: v.finish ?? FINISH_BY_TEXT[kind.text] ?? (kind.text === 'lipstick' ? kind.name.split(' ')[0] : null),
      barCodeFormat: 'EAN-13',
      barCodeFormatOK: true,
      batchNumber: `B${rng.int(24, 25)}${pad2(rng.int(1, 12))}-${rng.int(100, 999)}`,
      expiryDate: NO_EXPIRY.has(kind.type) ? null : `${rng.int(2026, 2028)}-${pad2(rng.int(1, 12))}-28`,
      shelfCode: location,
      dermatologicallyTested: derm,
      hypoallergenic: hypo,
      organic,
      vegan,
      crueltyFree,
      shippingWeightGrams: Math.max(5, grams),
      lengthCm: round1(pack.dims[0] * grow),
      widthCm: round1(pack.dims[1] * grow * Math.min(v.pieces, 3)),
      heightCm: round1(pack.dims[2] * grow),
      parentItemId: f.parentItemId,
      brandId: brand.id,
      colorId: id(refs.color, a.color),
      sizeId: id(refs.size, a.size),
      weightId: id(refs.weight, a.weight),
      volumeId: id(refs.volume, a.volume),
      itemTypeId: id(refs.itemType, codeOf(kind.type)),
      fragranceId: id(refs.fragrance, a.fragrance),
      shadeId: id(refs.shade, a.shade),
      flavorId: id(refs.flavor, a.flavor),
      vendorId: id(refs.vendor, brand.vendor),
      productClassId: id(refs.productClass, 'STANDARD'),
      productLocationId: id(refs.productLocation, location),
      createdAt: f.createdAt[i],
      updatedAt: f.createdAt[i],
    };
  });
}

/** Up to `size` variants of a kind, in the kind's own order. */
export function pickVariants(kind: Kind, size: number, rng: Rng): Variant[] {
  return rng.sample(kind.variants, size);
}

/** Brand facts the product builder needs; brands an admin added (not in the seed list) make anything. */
export function brandInfo(
  id: number,
  code: string,
  name: string,
  seed: { tier: number; deps: readonly string[] } | undefined,
  index: number,
): BrandInfo {
  const deps = seed?.deps ?? ['HAIR', 'SKIN-CARE', 'MAKE-UP', 'FRAGRANCE', 'BATH-BODY', 'MENS-GROOMING'];
  const vendor = deps[0] === 'HAIR' ? (index % 2 ? 'SLH' : 'PMS') : deps[0] === 'FRAGRANCE' ? 'CLF' : ['NWW', 'HBD', 'TVC'][index % 3];
  return { id, code, name, tier: seed?.tier ?? 1, deps, tint: index % 6, vendor };
}
