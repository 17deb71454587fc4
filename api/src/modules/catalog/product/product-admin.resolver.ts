import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../../common/access';
import { Cost, ListSize } from '../../../common/cost';
import { buildCrudTypes, CrudListOptions } from '../../../common/crud/types';
import type { Context } from '../../../context';
import { Collection } from '../collection/collection.entity';
import { MAX_PRODUCT_COLLECTIONS } from './product-admin.service';
import { ProductCsv, ProductImageInput, ProductImportReport, ProductPriceInput, ProductPriceUpdate } from './product-admin.types';
import { productCrud } from './product.crud';
import { Product } from './product.entity';

/** An export or import reads and writes up to MAX_CSV_ROWS products with their links. */
const CSV_COST = 5_000;
const { ListOptions: ProductListOptions, UpdateInput: ProductInput } = buildCrudTypes(productCrud);

/** The back office's product work beyond the form: collections, the prices grid, CSV export and import. */
@Resolver(() => Product)
export class ProductAdminResolver {
  @Access('staff')
  @ListSize(MAX_PRODUCT_COLLECTIONS)
  @FieldResolver(() => [Collection], { description: 'Staff only: the collections the product belongs to' })
  collections(@Root() p: Product, @Ctx() ctx: Context): Promise<Collection[]> {
    return ctx.loaders.collectionsOfProduct.load(p.id);
  }

  @Mutation(() => Product, {
    description:
      "The product form's save, in one transaction: creates the product (no id) or updates it, with its pictures and collections when given (as setProductImages and setProductCollections; left out, they stay). A failure in any part saves nothing",
  })
  @Access('staff')
  saveProduct(
    @Ctx() ctx: Context,
    @Arg('id', () => Int, { nullable: true }) id: number | null | undefined,
    @Arg('input', () => ProductInput) input: Record<string, unknown>,
    @Arg('images', () => [ProductImageInput], { nullable: true }) images?: ProductImageInput[] | null,
    @Arg('collectionIds', () => [Int], { nullable: true }) collectionIds?: number[] | null,
  ) {
    return ctx.services.productAdmin.saveProduct(ctx.caller, ctx.branchCode, id ?? null, input, images ?? null, collectionIds ?? null);
  }

  @Mutation(() => Product, {
    description: 'Puts the product in exactly these collections (an empty list: none); new memberships go to the end of each collection',
  })
  @Access('staff')
  setProductCollections(
    @Ctx() ctx: Context,
    @Arg('productId', () => Int) productId: number,
    @Arg('collectionIds', () => [Int]) collectionIds: number[],
  ) {
    return ctx.services.productAdmin.setProductCollections(ctx.caller, ctx.branchCode, productId, collectionIds);
  }

  @Mutation(() => Product, {
    description:
      "Sets the product's pictures in this order, the first being the main image: kept ones by file name, new ones taken over from POST /upload/products; an empty list: none",
  })
  @Access('staff')
  setProductImages(
    @Ctx() ctx: Context,
    @Arg('productId', () => Int) productId: number,
    @Arg('images', () => [ProductImageInput]) images: ProductImageInput[],
  ) {
    return ctx.services.productAdmin.setProductImages(ctx.caller, ctx.branchCode, productId, images);
  }

  @Mutation(() => ProductPriceUpdate, {
    description: "The prices grid: many products' prices saved in one transaction (one bad row saves nothing), answering what changed",
  })
  @Access('staff')
  @Cost(1_000)
  updateProductPrices(@Ctx() ctx: Context, @Arg('rows', () => [ProductPriceInput]) rows: ProductPriceInput[]) {
    return ctx.services.productAdmin.updatePrices(ctx.caller, ctx.branchCode, rows);
  }

  @Query(() => ProductCsv, {
    description:
      'The products the staff list shows with these options (filters, sort; no paging), as CSV with every field of the product form',
  })
  @Access('staff')
  @Cost(CSV_COST)
  productsCsv(@Ctx() ctx: Context, @Arg('options', () => ProductListOptions, { nullable: true }) options?: CrudListOptions | null) {
    return ctx.services.productCsv.export(ctx.caller, ctx.branchCode, options ?? {});
  }

  @Mutation(() => ProductImportReport, {
    description:
      "Dry run of a product CSV import: each row's errors, and the rows it would create and update (matched by code). Writes nothing",
  })
  @Access('staff')
  @Cost(CSV_COST)
  previewProductImport(@Ctx() ctx: Context, @Arg('csv') csv: string) {
    return ctx.services.productCsv.preview(ctx.caller, ctx.branchCode, csv);
  }

  @Mutation(() => ProductImportReport, {
    description: 'Imports a product CSV in one transaction; when any row has an error nothing is written (applied: false)',
  })
  @Access('staff')
  @Cost(CSV_COST)
  importProducts(@Ctx() ctx: Context, @Arg('csv') csv: string) {
    return ctx.services.productCsv.import(ctx.caller, ctx.branchCode, csv);
  }
}
