import { Field, Int, ObjectType } from 'type-graphql';
import { Access } from '../../../common/access';

/** One shade (or colour) of a family as a product card and the product page show it. */
@ObjectType({ description: "A shade or colour of a product's family, leading to the family's product in it" })
export class Swatch {
  @Access('public') @Field(() => Int, { description: 'The product this swatch leads to' }) productId: number;
  @Access('public') @Field() slug: string;
  @Access('public') @Field({ description: 'The shade or colour name in full, e.g. "020 Ivory"' }) name: string;
  @Access('public') @Field({ description: 'The swatch colour, e.g. #f1d5bd' }) hexCode: string;
  @Access('public') @Field({ description: "Whether any of the family's products in this shade is in stock" }) inStock: boolean;
  @Access('public')
  @Field(() => String, { nullable: true, description: 'The main image of the product it leads to (under /uploads/products/)' })
  image: string | null;
  @Access('public') @Field({ description: "The product's own shade" }) current: boolean;
}

@ObjectType({ description: "The swatches of a product's family: the first `take`, and how many there are" })
export class SwatchList {
  @Access('public') @Field(() => [Swatch]) items: Swatch[];
  @Access('public') @Field(() => Int) totalItems: number;
}

/** A family's active product with its shade or colour, as one query reads it for many families at once. */
export interface SwatchRow {
  productId: number;
  parentItemId: number;
  slug: string;
  stockQuantity: number;
  galleryImages: string;
  /** 'shade:<id>' or 'color:<id>': products sharing it share a swatch. */
  key: string;
  name: string;
  hexCode: string;
}

/**
 * The swatches of a family, in the family's order (by product name), one per shade or colour: the product's own
 * shade leads to the product itself, any other to the first product in it that is in stock (else the first).
 */
export function swatchesOf(rows: readonly SwatchRow[], productId: number): Swatch[] {
  const own = rows.find((r) => r.productId === productId)?.key;
  const byKey = new Map<string, SwatchRow[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  return [...byKey.entries()].map(([key, shade]) => {
    const lead = key === own ? shade.find((r) => r.productId === productId)! : (shade.find((r) => r.stockQuantity > 0) ?? shade[0]);
    return {
      productId: lead.productId,
      slug: lead.slug,
      name: lead.name,
      hexCode: lead.hexCode,
      inStock: shade.some((r) => r.stockQuantity > 0),
      image: lead.galleryImages.split(',')[0]?.trim() || null,
      current: key === own,
    };
  });
}

const SEPARATOR = /^[\s,\-–—/|:]+/;

/**
 * A product's name split into its family's name and what tells it apart ("Marlow Grey Skin Tint" and "020 Ivory"):
 * the parent item's title when the name starts with it, else the name less its shade, colour or size at its end.
 */
export function splitName(
  name: string,
  familyTitle: string | null,
  attributeLabel: () => Promise<string | null>,
): Promise<{ familyName: string; variantLabel: string | null }> | { familyName: string; variantLabel: string | null } {
  const title = familyTitle?.trim();
  if (title && name.toLowerCase().startsWith(title.toLowerCase())) {
    const rest = name.slice(title.length);
    if (rest === '' || SEPARATOR.test(rest)) {
      const label = rest.replace(SEPARATOR, '').trim();
      if (label) return { familyName: title, variantLabel: label };
    }
  }
  return attributeLabel().then((label) => {
    if (!label) return { familyName: name, variantLabel: null };
    if (name.length > label.length && name.toLowerCase().endsWith(label.toLowerCase())) {
      const family = name
        .slice(0, name.length - label.length)
        .replace(/[\s,\-–—/|:]+$/, '')
        .trim();
      if (family) return { familyName: family, variantLabel: label };
    }
    return { familyName: name, variantLabel: label };
  });
}
