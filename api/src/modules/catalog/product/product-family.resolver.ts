import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { Context } from '../../../context';
import { Access } from '../../../common/access';
import { ValidationError } from '../../../common/errors';
import { ListSize } from '../../../common/cost';
import { Color } from '../../attributes/color';
import { Shade } from '../../attributes/shade';
import { Size } from '../../attributes/size';
import { Volume } from '../../attributes/volume';
import { Weight } from '../../attributes/weight';
import { ParentItem } from '../parent-item/parent-item.entity';
import { LIST_SIZES } from '../store/list-sizes';
import { splitName, swatchesOf, SwatchList } from './product-family';
import { Product } from './product.entity';

const MAX_SWATCHES = LIST_SIZES.productsPerParentItem;

/** The attribute that tells a product from the rest of its family, in this order of preference. */
const TELLING = [
  [Shade, 'shadeId'],
  [Color, 'colorId'],
  [Volume, 'volumeId'],
  [Size, 'sizeId'],
  [Weight, 'weightId'],
] as const;

async function namesOf(p: Product, ctx: Context) {
  const family = p.parentItemId === null ? null : await ctx.loaders.activeById(ParentItem).load(p.parentItemId);
  return splitName(p.name, family?.title ?? null, async () => {
    for (const [entity, column] of TELLING) {
      const id = p[column];
      const row = id === null ? null : await ctx.loaders.activeById<Shade | Color | Volume | Size | Weight>(entity).load(id);
      if (row?.name.trim()) return row.name.trim();
    }
    return null;
  });
}

/** A product as one of its family: the family's name, its own shade or size, and the family's swatches (batched). */
@Resolver(() => Product)
export class ProductFamilyResolver {
  @Access('public')
  @FieldResolver(() => String, {
    description:
      'Its family\'s name: the parent item\'s title when the name starts with it ("Marlow Grey Skin Tint"), else the name less its shade, colour or size',
  })
  async familyName(@Root() p: Product, @Ctx() ctx: Context): Promise<string> {
    return (await namesOf(p, ctx)).familyName;
  }

  @Access('public')
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'What tells it from the rest of its family, in full ("020 Ivory", "250 ml"): the rest of its name, else its shade, colour or size',
  })
  async variantLabel(@Root() p: Product, @Ctx() ctx: Context): Promise<string | null> {
    return (await namesOf(p, ctx)).variantLabel;
  }

  @Access('public')
  @ListSize(MAX_SWATCHES)
  @FieldResolver(() => SwatchList, {
    description: `Its family's shades or colours with a swatch colour, one per shade, in the order of the family's products by name (empty without a family), the first \`take\` (at most ${MAX_SWATCHES})`,
  })
  async swatches(@Root() p: Product, @Ctx() ctx: Context, @Arg('take', () => Int, { defaultValue: 5 }) take: number): Promise<SwatchList> {
    if (!Number.isInteger(take) || take < 0 || take > MAX_SWATCHES)
      throw new ValidationError(`Ask for 0 to ${MAX_SWATCHES} swatches`, 'take');
    if (p.parentItemId === null) return { items: [], totalItems: 0 };
    const all = swatchesOf(await ctx.loaders.swatchRowsOfParentItem.load(p.parentItemId), p.id);
    return { items: all.slice(0, take), totalItems: all.length };
  }
}
