import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { Context } from '../../../context';
import { Brand } from '../../attributes/brand';
import { Color } from '../../attributes/color';
import { Flavor } from '../../attributes/flavor';
import { Fragrance } from '../../attributes/fragrance';
import { ItemType } from '../../attributes/item-type';
import { Shade } from '../../attributes/shade';
import { Size } from '../../attributes/size';
import { Volume } from '../../attributes/volume';
import { Weight } from '../../attributes/weight';
import type { ActiveRow, EntityClass } from '../store/active-rows';
import { ParentItem } from '../parent-item/parent-item.entity';
import { Product } from './product.entity';
import { MAX_RELATED } from './store-product.service';

function load<E extends ActiveRow>(ctx: Context, entity: EntityClass<E>, id: number | null): Promise<E | null> | null {
  return id === null ? null : ctx.loaders.activeById(entity).load(id);
}

/** What a product shows besides its own columns, each batched per request (no query per product). */
@Resolver(() => Product)
export class ProductFieldsResolver {
  @FieldResolver(() => Brand, { nullable: true })
  brand(@Root() p: Product, @Ctx() ctx: Context) {
    return load(ctx, Brand, p.brandId);
  }

  @FieldResolver(() => Color, { nullable: true })
  color(@Root() p: Product, @Ctx() ctx: Context) {
    return load(ctx, Color, p.colorId);
  }

  @FieldResolver(() => ItemType, { nullable: true, description: 'Item class (type), the legacy TypeName' })
  itemType(@Root() p: Product, @Ctx() ctx: Context) {
    return load(ctx, ItemType, p.itemTypeId);
  }

  @FieldResolver(() => Shade, { nullable: true })
  shade(@Root() p: Product, @Ctx() ctx: Context) {
    return load(ctx, Shade, p.shadeId);
  }

  @FieldResolver(() => Flavor, { nullable: true })
  flavor(@Root() p: Product, @Ctx() ctx: Context) {
    return load(ctx, Flavor, p.flavorId);
  }

  @FieldResolver(() => Size, { nullable: true })
  size(@Root() p: Product, @Ctx() ctx: Context) {
    return load(ctx, Size, p.sizeId);
  }

  @FieldResolver(() => Weight, { nullable: true })
  weight(@Root() p: Product, @Ctx() ctx: Context) {
    return load(ctx, Weight, p.weightId);
  }

  @FieldResolver(() => Volume, { nullable: true })
  volume(@Root() p: Product, @Ctx() ctx: Context) {
    return load(ctx, Volume, p.volumeId);
  }

  @FieldResolver(() => Fragrance, { nullable: true })
  fragrance(@Root() p: Product, @Ctx() ctx: Context) {
    return load(ctx, Fragrance, p.fragranceId);
  }

  @FieldResolver(() => ParentItem, { nullable: true, description: 'Its family (null when switched off)' })
  parentItem(@Root() p: Product, @Ctx() ctx: Context) {
    return load(ctx, ParentItem, p.parentItemId);
  }

  @FieldResolver(() => [String], { description: 'Gallery file names under /uploads/products/; the first is the main image' })
  gallery(@Root() p: Product): string[] {
    return (p.galleryImages ?? '').split(',').map((f) => f.trim()).filter(Boolean);
  }

  @FieldResolver(() => [Product], { description: 'The other active products of the same parent item (shades, sizes, flavours), for the selectors' })
  async siblings(@Root() p: Product, @Ctx() ctx: Context): Promise<Product[]> {
    if (p.parentItemId === null) return [];
    const family = await ctx.loaders.productsOfParentItem.load(p.parentItemId);
    return family.filter((other) => other.id !== p.id);
  }

  @FieldResolver(() => [Product], { description: `You may also like: the same parent item first, then the same brand (at most ${MAX_RELATED})` })
  related(@Root() p: Product, @Ctx() ctx: Context, @Arg('limit', () => Int, { defaultValue: 8 }) limit: number) {
    return ctx.services.storeProducts.related(ctx.branchCode, p, limit);
  }
}
