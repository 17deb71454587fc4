import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { penceToPounds } from '../../../common/money';
import { Brand } from '../../attributes/brand';
import { Color } from '../../attributes/color';
import { Flavor } from '../../attributes/flavor';
import { Fragrance } from '../../attributes/fragrance';
import { ItemType } from '../../attributes/item-type';
import { ProductClass } from '../../attributes/product-class';
import { ProductLocation } from '../../attributes/product-location';
import { Shade } from '../../attributes/shade';
import { Size } from '../../attributes/size';
import { Vendor } from '../../attributes/vendor';
import { Volume } from '../../attributes/volume';
import { Weight } from '../../attributes/weight';
import { ParentItem } from '../parent-item/parent-item.entity';
import { ProductDetails } from './product-details';
import { Access } from '../../../common/access';

/**
 * One sellable product: the storefront fields and the admin form's draft fields in one row.
 * Money is integer pence; the GraphQL fields show pounds.
 */
/** The columns of the filter panel's price band, free-from, rating and stock counts (filter-counts.ts). */
const CHOICE_COLUMNS = [
  'salePricePence',
  'discountInAmountPence',
  'stockQuantity',
  'reviewAverage',
  'vegan',
  'crueltyFree',
  'organic',
  'hypoallergenic',
  'dermatologicallyTested',
];

@ObjectType()
@Entity('products')
@Index(['branchCode', 'code'], { unique: true })
@Index(['branchCode', 'slug'], { unique: true })
@Index(['branchCode', 'name'])
@Index(['branchCode', 'createdAt'])
// The filter panel counts each group by its column over the branch's active products (filter-counts.ts): these let
// SQLite and MySQL answer from an index alone, already in the column's order, instead of reading every product row.
// (The foreign keys keep their own one-column indexes: MySQL needs an index that leads with the column.)
// The brand's also carries createdAt: a product page's "more from this brand" reads the brand's newest from it.
@Index(['branchCode', 'isActive', 'brandId', 'createdAt'])
@Index(['branchCode', 'isActive', 'itemTypeId'])
@Index(['branchCode', 'isActive', 'colorId'])
@Index(['branchCode', 'isActive', 'shadeId'])
@Index(['branchCode', 'isActive', 'sizeId'])
@Index(['branchCode', 'isActive', 'weightId'])
@Index(['branchCode', 'isActive', 'volumeId'])
@Index(['branchCode', 'isActive', 'fragranceId'])
@Index(['branchCode', 'isActive', 'flavorId'])
@Index(['branchCode', 'isActive', 'vendorId'])
// The price bands, free-from, rating and stock counts, the same way.
@Index(['branchCode', 'isActive', ...CHOICE_COLUMNS])
// A listing of a sub-category, category or department reads its products by their families (parentItemId IN …):
// these two answer every count, the listing's own count and its page's ids in name order from the index alone,
// without reading each product's row (a department of 35,000 products: its counts 1,050 → 210 ms on SQLite).
// Two, because MySQL takes at most 16 columns in one.
@Index([
  'parentItemId',
  'branchCode',
  'isActive',
  'brandId',
  'itemTypeId',
  'colorId',
  'shadeId',
  'sizeId',
  'weightId',
  'volumeId',
  'fragranceId',
  'flavorId',
  'vendorId',
  'name',
])
@Index(['parentItemId', 'branchCode', 'isActive', ...CHOICE_COLUMNS])
export class Product extends ProductDetails {
  @Access('public')
  @Field({ description: 'Legacy ProductCode' })
  @Column({ type: 'varchar', length: 60 })
  code: string;

  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 220 })
  slug: string;

  @Access('public')
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 250, nullable: true })
  title: string | null;

  @Column({ type: 'int' })
  salePricePence: number;

  @Column({ type: 'int', nullable: true })
  costPricePence: number | null;

  @Column({ type: 'int', nullable: true })
  wholeSalePricePence: number | null;

  @Column({ type: 'int', default: 0 })
  discountInAmountPence: number;

  @Access('public')
  @Field(() => Int, { description: 'Whole percent off SalePrice; 0 shows the NEW badge' })
  @Column({ type: 'int', default: 0 })
  discountInPercent: number;

  @Access('public')
  @Field(() => Float)
  get salePrice(): number {
    return penceToPounds(this.salePricePence)!;
  }

  @Access('staff')
  @Field(() => Float, { nullable: true })
  get costPrice(): number | null {
    return penceToPounds(this.costPricePence);
  }

  @Access('staff')
  @Field(() => Float, { nullable: true })
  get wholeSalePrice(): number | null {
    return penceToPounds(this.wholeSalePricePence);
  }

  @Access('public')
  @Field(() => Float)
  get discountInAmount(): number {
    return penceToPounds(this.discountInAmountPence)!;
  }

  @Access('public')
  @Field(() => Float, { description: 'SalePrice minus DiscountInAmount' })
  get discountedPrice(): number {
    return penceToPounds(this.salePricePence - this.discountInAmountPence)!;
  }

  @Access('public')
  @Field(() => Int, { description: 'Saleable stock; checkout decrements it' })
  @Index()
  @Column({ type: 'int', default: 0 })
  stockQuantity: number;

  @Access('public')
  @Field()
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** Staff-set, kept for the back office and the legacy REST `Rating`; shoppers see only reviewAverage and reviewCount. */
  @Access('public')
  @Field(() => Float, {
    description: "Legacy: the approved reviews' average once there are any, else the staff-set figure; the storefront shows reviewAverage",
  })
  @Column({ type: 'float', default: 0 })
  rating: number;

  @Access('public')
  @Field(() => Float, { nullable: true, description: 'Average of the approved reviews, one decimal; null while there are none' })
  @Column({ name: 'review_average', type: 'float', nullable: true })
  reviewAverage: number | null;

  @Access('public')
  @Field(() => Int, { description: 'How many approved reviews make reviewAverage' })
  @Index()
  @Column({ name: 'review_count', type: 'int', default: 0 })
  reviewCount: number;

  @Access('public')
  @Field(() => String, { description: 'Comma-separated file names under uploads/products; the first is the main image' })
  @Column({ type: 'text' })
  galleryImages: string;

  @Access('public')
  @Field(() => Int, { nullable: true })
  @Index()
  @Column({ type: 'int', nullable: true })
  parentItemId: number | null;

  @ManyToOne(() => ParentItem, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'parent_item_id' })
  parentItem?: ParentItem | null;

  @Access('public')
  @Field(() => Int, { nullable: true })
  @Index()
  @Column({ type: 'int', nullable: true })
  brandId: number | null;

  @ManyToOne(() => Brand, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'brand_id' })
  brand?: Brand | null;

  @Access('public') @Field(() => Int, { nullable: true }) @Index() @Column({ type: 'int', nullable: true }) colorId: number | null;
  @ManyToOne(() => Color, { onDelete: 'RESTRICT', nullable: true }) @JoinColumn({ name: 'color_id' }) color?: Color | null;

  @Access('public') @Field(() => Int, { nullable: true }) @Index() @Column({ type: 'int', nullable: true }) sizeId: number | null;
  @ManyToOne(() => Size, { onDelete: 'RESTRICT', nullable: true }) @JoinColumn({ name: 'size_id' }) size?: Size | null;

  @Access('public') @Field(() => Int, { nullable: true }) @Index() @Column({ type: 'int', nullable: true }) weightId: number | null;
  @ManyToOne(() => Weight, { onDelete: 'RESTRICT', nullable: true }) @JoinColumn({ name: 'weight_id' }) weight?: Weight | null;

  @Access('public') @Field(() => Int, { nullable: true }) @Index() @Column({ type: 'int', nullable: true }) volumeId: number | null;
  @ManyToOne(() => Volume, { onDelete: 'RESTRICT', nullable: true }) @JoinColumn({ name: 'volume_id' }) volume?: Volume | null;

  @Access('public') @Field(() => Int, { nullable: true }) @Index() @Column({ type: 'int', nullable: true }) itemTypeId: number | null;
  @ManyToOne(() => ItemType, { onDelete: 'RESTRICT', nullable: true }) @JoinColumn({ name: 'item_type_id' }) itemType?: ItemType | null;

  @Access('public') @Field(() => Int, { nullable: true }) @Index() @Column({ type: 'int', nullable: true }) fragranceId: number | null;
  @ManyToOne(() => Fragrance, { onDelete: 'RESTRICT', nullable: true }) @JoinColumn({ name: 'fragrance_id' }) fragrance?: Fragrance | null;

  @Access('public') @Field(() => Int, { nullable: true }) @Index() @Column({ type: 'int', nullable: true }) shadeId: number | null;
  @ManyToOne(() => Shade, { onDelete: 'RESTRICT', nullable: true }) @JoinColumn({ name: 'shade_id' }) shade?: Shade | null;

  @Access('public') @Field(() => Int, { nullable: true }) @Index() @Column({ type: 'int', nullable: true }) flavorId: number | null;
  @ManyToOne(() => Flavor, { onDelete: 'RESTRICT', nullable: true }) @JoinColumn({ name: 'flavor_id' }) flavor?: Flavor | null;

  @Access('staff') @Field(() => Int, { nullable: true }) @Index() @Column({ type: 'int', nullable: true }) vendorId: number | null;
  @ManyToOne(() => Vendor, { onDelete: 'RESTRICT', nullable: true }) @JoinColumn({ name: 'vendor_id' }) vendor?: Vendor | null;

  @Access('staff') @Field(() => Int, { nullable: true }) @Index() @Column({ type: 'int', nullable: true }) productClassId: number | null;
  @ManyToOne(() => ProductClass, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'product_class_id' })
  productClass?: ProductClass | null;

  @Access('staff') @Field(() => Int, { nullable: true }) @Index() @Column({ type: 'int', nullable: true }) productLocationId: number | null;
  @ManyToOne(() => ProductLocation, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'product_location_id' })
  productLocation?: ProductLocation | null;
}
