import type { StoreProductVariantFragment } from '../../generated/graphql';
import { shopperPrice } from '../../lib/shopper-price';

/**
 * The reward points a product earns: its own points when staff set them, else one per whole pound of
 * the price the shopper pays (the rule the checkout credits).
 */
export function rewardPoints(productPoints: number, price: number): number {
  return productPoints > 0 ? productPoints : Math.floor(price);
}

/** The saving in pounds, to the penny. */
export const savings = (salePrice: number, discountedPrice: number) =>
  Math.max(0, Math.round(salePrice * 100) - Math.round(discountedPrice * 100)) / 100;

export type VariantKey = 'color' | 'itemType' | 'shade' | 'flavor';

/** The four selectors of the product page, in order, with the words the page uses. */
export const SELECTORS: { key: VariantKey; label: string }[] = [
  { key: 'color', label: 'Colour' },
  { key: 'itemType', label: 'Type' },
  { key: 'shade', label: 'Shade' },
  { key: 'flavor', label: 'Flavour' },
];

export type VariantProduct = StoreProductVariantFragment & { id: number; slug: string; name: string; stockQuantity?: number };

export interface VariantOption {
  id: number;
  name: string;
  /** The swatch colour (shade and colour), when there is one. */
  hexCode?: string;
  /** The swatch image file name (shade and colour), when there is one. */
  fileName?: string | null;
  /** The product this choice shows. */
  slug: string;
  current: boolean;
  /** Whether that product is in stock (out-of-stock choices stay choosable, struck through and named so). */
  inStock: boolean;
}

/**
 * The values one selector offers: those of the product and its siblings (the same parent item), each
 * leading to the sibling that has it and agrees most with the product on the other selectors. Empty when
 * the family has fewer than two values, so a selector with nothing to choose does not show.
 */
export function variantOptions(product: VariantProduct, siblings: VariantProduct[], key: VariantKey): VariantOption[] {
  const own = product[key];
  const others = SELECTORS.map((s) => s.key).filter((k) => k !== key);
  const agreement = (p: VariantProduct) => others.filter((k) => (p[k]?.id ?? null) === (product[k]?.id ?? null)).length;
  const options = new Map<number, { option: VariantOption; score: number }>();
  if (own)
    options.set(own.id, {
      option: {
        id: own.id,
        name: own.name,
        hexCode: swatch(own),
        fileName: swatchFile(own),
        slug: product.slug,
        current: true,
        inStock: inStock(product),
      },
      score: Infinity,
    });
  for (const sibling of siblings) {
    const value = sibling[key];
    if (!value) continue;
    const score = agreement(sibling);
    const seen = options.get(value.id);
    if (seen && seen.score >= score) continue;
    options.set(value.id, {
      option: {
        id: value.id,
        name: value.name,
        hexCode: swatch(value),
        fileName: swatchFile(value),
        slug: sibling.slug,
        current: false,
        inStock: inStock(sibling),
      },
      score,
    });
  }
  const list = [...options.values()].map((o) => o.option).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  return list.length > 1 ? list : [];
}

const inStock = (p: VariantProduct) => p.stockQuantity === undefined || p.stockQuantity > 0;
const swatch = (value: object) =>
  'hexCode' in value && typeof value.hexCode === 'string' && /^#[0-9a-f]{3,8}$/i.test(value.hexCode) ? value.hexCode : undefined;
const swatchFile = (value: object) => ('fileName' in value && typeof value.fileName === 'string' ? value.fileName : null);

/** The certification badges a product has, in the shop's words. */
export function certifications(p: {
  vegan: boolean;
  crueltyFree: boolean;
  organic: boolean;
  hypoallergenic: boolean;
  dermatologicallyTested: boolean;
}): string[] {
  return [
    p.vegan && 'Vegan',
    p.crueltyFree && 'Cruelty-free',
    p.organic && 'Organic',
    p.hypoallergenic && 'Hypoallergenic',
    p.dermatologicallyTested && 'Dermatologically tested',
  ].filter((x): x is string => Boolean(x));
}

/**
 * schema.org Product as JSON for a `<script type="application/ld+json">` block, '<' escaped so the data cannot
 * end it. Its addresses are absolute, on the shop's public address (PUBLIC_URL; `useSiteOrigin`).
 */
export function productJsonLd(
  p: {
    name: string;
    code: string;
    slug: string;
    gallery: string[];
    shortDescription?: string | null;
    salePrice: number;
    discountedPrice: number;
    discountInPercent: number;
    stockQuantity: number;
    reviewAverage?: number | null;
    reviewCount: number;
    brand?: { name: string } | null;
  },
  imageUrl: (file: string) => string,
  pageUrl: string,
): string {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.code,
    image: p.gallery.map(imageUrl),
    ...(p.shortDescription ? { description: p.shortDescription } : {}),
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'GBP',
      price: shopperPrice(p).toFixed(2),
      availability: p.stockQuantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    // Only approved reviews rate a product: without any, no aggregateRating at all.
    ...(p.reviewCount > 0 && p.reviewAverage != null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(p.reviewAverage.toFixed(1)),
            reviewCount: p.reviewCount,
            bestRating: 5,
          },
        }
      : {}),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
