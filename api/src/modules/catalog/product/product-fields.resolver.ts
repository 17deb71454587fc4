import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { Context } from '../../../context';
import { PRODUCT_LINKS } from '../../attributes/product-links';
import { columnOf } from '../../../common/product-link';
import type { ActiveRow, EntityClass } from '../store/active-rows';
import { ParentItem } from '../parent-item/parent-item.entity';
import { Product } from './product.entity';
import { MAX_RELATED } from './store-product.service';
import { Access } from '../../../common/access';
import { ListSize } from '../../../common/cost';
import { LIST_SIZES } from '../store/list-sizes';

function load<E extends ActiveRow>(ctx: Context, entity: EntityClass<E>, id: number | null): Promise<E | null> | null {
  return id === null ? null : ctx.loaders.activeById(entity).load(id);
}

/** What a product shows besides its own columns, each batched per request (no query per product). */
@Resolver(() => Product)
export class ProductFieldsResolver {
  @Access('public')
  @FieldResolver(() => [String], { description: 'Gallery file names under /uploads/products/; the first is the main image' })
  gallery(@Root() p: Product): string[] {
    return (p.galleryImages ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean);
  }

  @Access('public')
  @ListSize(LIST_SIZES.productsPerParentItem)
  @FieldResolver(() => [Product], {
    description: 'The other active products of the same parent item (shades, sizes, flavours), for the selectors',
  })
  async siblings(@Root() p: Product, @Ctx() ctx: Context): Promise<Product[]> {
    if (p.parentItemId === null) return [];
    const family = await ctx.loaders.productsOfParentItem.load(p.parentItemId);
    return family.filter((other) => other.id !== p.id);
  }

  @Access('public')
  @FieldResolver(() => Int, {
    description:
      'How many active products its parent item has, itself included (1 without one): above 1 the shopper chooses a shade, size or flavour first, so a product card links to the page instead of adding at once',
  })
  async familySize(@Root() p: Product, @Ctx() ctx: Context): Promise<number> {
    if (p.parentItemId === null) return 1;
    return Math.max(1, await ctx.loaders.productCountOfParentItem.load(p.parentItemId));
  }

  @Access('public')
  @ListSize(MAX_RELATED)
  @FieldResolver(() => [Product], {
    description: `You may also like: the same parent item first, then the same brand (at most ${MAX_RELATED})`,
  })
  related(@Root() p: Product, @Ctx() ctx: Context, @Arg('limit', () => Int, { defaultValue: 8 }) limit: number) {
    return ctx.loaders.relatedProducts(limit).load(p);
  }
}

/** The linked rows a product shows (brand, attributes, family): one batched loader field each. */
const LINKS: { field: string; entity: EntityClass<ActiveRow>; column: keyof Product; description?: string }[] = [
  ...PRODUCT_LINKS.filter((l) => l.access === 'public').map((l) => ({
    field: l.field,
    entity: l.entity,
    column: columnOf(l) as keyof Product,
    description: l.notes?.link,
  })),
  { field: 'parentItem', entity: ParentItem, column: 'parentItemId', description: 'Its family (null when switched off)' },
];

for (const link of LINKS) {
  const proto = ProductFieldsResolver.prototype as unknown as Record<string, unknown>;
  proto[link.field] = function (p: Product, ctx: Context) {
    return load(ctx, link.entity, p[link.column] as number | null);
  };
  Root()(proto, link.field, 0);
  Ctx()(proto, link.field, 1);
  const descriptor = Object.getOwnPropertyDescriptor(proto, link.field)!;
  FieldResolver(() => link.entity, { nullable: true, description: link.description })(proto, link.field, descriptor);
  Access('public')(proto, link.field, descriptor);
}
