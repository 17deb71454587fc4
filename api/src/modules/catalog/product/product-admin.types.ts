import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Access } from '../../../common/access';
import { ListSize } from '../../../common/cost';
import { MAX_PRICE_ROWS, PRICE_FIELDS } from './product-admin.service';
import { MAX_CSV_ROWS, MAX_REPORTED_ERRORS } from './product-import-rows';

/** What an import row does, as the report names it. */
export enum ProductImportAction {
  CREATE = 'create',
  UPDATE = 'update',
  UNCHANGED = 'unchanged',
  ERROR = 'error',
}
registerEnumType(ProductImportAction, {
  name: 'ProductImportAction',
  description: 'What an import row does: creates a product, updates one, leaves one as it is, or has errors',
});

/** A price field of the prices grid. */
export enum ProductPriceField {
  salePrice = 'salePrice',
  costPrice = 'costPrice',
  wholeSalePrice = 'wholeSalePrice',
  discountInAmount = 'discountInAmount',
  discountInPercent = 'discountInPercent',
}
registerEnumType(ProductPriceField, { name: 'ProductPriceField' });

@InputType({ description: "One product's prices for the prices grid: a field left out keeps its value" })
export class ProductPriceInput {
  @Field(() => Int)
  productId: number;

  @Field(() => Float, { nullable: true, description: 'Sale price in pounds, e.g. 12.99' })
  salePrice?: number | null;

  @Field(() => Float, { nullable: true, description: 'Cost price in pounds; null clears it' })
  costPrice?: number | null;

  @Field(() => Float, { nullable: true, description: 'Wholesale price in pounds; null clears it' })
  wholeSalePrice?: number | null;

  @Field(() => Float, { nullable: true, description: 'Discount amount in pounds; the percent follows from it' })
  discountInAmount?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Whole percent off the sale price; the amount follows from it (it wins when both change)',
  })
  discountInPercent?: number | null;
}

@InputType({ description: "One picture of a product's gallery: one it has now, kept, or a new upload taken over" })
export class ProductImageInput {
  @Field(() => String, { nullable: true, description: "A file name of the product's pictures now, kept as it is" })
  file?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Or a new picture: the fileName answered by POST /upload/products (within a day of the upload)',
  })
  uploadedFileName?: string | null;

  @Field(() => String, { nullable: true, description: "The chosen file's own name, from which the stored name is made" })
  originalName?: string | null;
}

@ObjectType({ description: 'One price field of one product, before and after' })
export class PriceFieldChange {
  @Access('public')
  @Field(() => ProductPriceField)
  field: string;

  @Access('public')
  @Field(() => Float, { nullable: true, description: 'Pounds, or the whole percent for discountInPercent' })
  from: number | null;

  @Access('public')
  @Field(() => Float, { nullable: true })
  to: number | null;
}

@ObjectType()
export class ProductPriceChange {
  @Access('public')
  @Field(() => Int)
  productId: number;

  @Access('public')
  @Field()
  code: string;

  @Access('public')
  @Field()
  name: string;

  @Access('public')
  @Field({ description: 'false: the row was saved as it was (nothing differs)' })
  changed: boolean;

  @Access('public')
  @ListSize(PRICE_FIELDS.length)
  @Field(() => [PriceFieldChange])
  changes: PriceFieldChange[];
}

@ObjectType({ description: 'What a bulk price save changed, row by row in the order sent' })
export class ProductPriceUpdate {
  @Access('public')
  @Field(() => Int)
  changedCount: number;

  @Access('public')
  @Field(() => Int)
  unchangedCount: number;

  @Access('public')
  @ListSize(MAX_PRICE_ROWS)
  @Field(() => [ProductPriceChange])
  rows: ProductPriceChange[];
}

@ObjectType({ description: 'Products as CSV, with every field of the product form' })
export class ProductCsv {
  @Access('public')
  @Field()
  csv: string;

  @Access('public')
  @Field(() => Int)
  rowCount: number;

  @Access('public')
  @Field(() => Int, { description: 'Products the options match; more than rowCount when truncated' })
  totalItems: number;

  @Access('public')
  @Field({
    description: `true when not every match is in the file (at most ${MAX_CSV_ROWS} rows, fewer with very long texts): narrow the filters and export the rest`,
  })
  truncated: boolean;
}

@ObjectType({ description: 'One error of an import: the file row (the header is row 1) and the column' })
export class ProductImportError {
  @Access('public')
  @Field(() => Int)
  rowNumber: number;

  @Access('public')
  @Field(() => String, { nullable: true, description: 'The column, or null for the whole row' })
  column: string | null;

  @Access('public')
  @Field()
  message: string;
}

@ObjectType()
export class ProductImportRow {
  @Access('public')
  @Field(() => Int)
  rowNumber: number;

  @Access('public')
  @Field({ description: 'The product code (matched, given, or the one a new product will get)' })
  code: string;

  @Access('public')
  @Field()
  name: string;

  @Access('public')
  @Field(() => ProductImportAction)
  action: string;

  @Access('public')
  @Field(() => [String], { description: 'The columns the row changes' })
  changes: string[];
}

@ObjectType({ description: 'What an import does (dry run) or did (applied), row by row' })
export class ProductImportReport {
  @Access('public')
  @Field({ description: 'true when written; false for a dry run, or when any row has an error (nothing written)' })
  applied: boolean;

  @Access('public') @Field(() => Int) totalRows: number;
  @Access('public') @Field(() => Int) createCount: number;
  @Access('public') @Field(() => Int) updateCount: number;
  @Access('public') @Field(() => Int) unchangedCount: number;
  @Access('public') @Field(() => Int) errorRowCount: number;
  @Access('public') @Field(() => Int, { description: `Every error; the list holds the first ${MAX_REPORTED_ERRORS}` }) errorCount: number;

  @Access('public')
  @ListSize(MAX_CSV_ROWS)
  @Field(() => [ProductImportRow])
  rows: ProductImportRow[];

  @Access('public')
  @ListSize(MAX_REPORTED_ERRORS)
  @Field(() => [ProductImportError])
  errors: ProductImportError[];
}
