import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Column } from 'typeorm';
import { BranchEntity } from '../../../common/branch-entity';
import { Access } from '../../../common/access';

/**
 * The descriptive half of a product (texts, flags, shipping size), kept apart from prices and links
 * so each file stays readable. Tab texts hold lines separated by colons, as the product page splits them.
 */
@ObjectType()
export abstract class ProductDetails extends BranchEntity {
  @Access('public') @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) shortDescription: string | null;
  @Access('public') @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) detailedDescription: string | null;
  @Access('public') @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) productBenefits: string | null;
  @Access('public') @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) ingredients: string | null;
  @Access('public') @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) productFeatures: string | null;
  @Access('public') @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) howToUse: string | null;
  @Access('public') @Field(() => String, { nullable: true }) @Column({ type: 'varchar', length: 120, nullable: true }) finishCoverage:
    string | null;

  @Access('public') @Field(() => String, { nullable: true }) @Column({ type: 'varchar', length: 200, nullable: true }) mainImage:
    string | null;
  @Access('public') @Field(() => String, { nullable: true }) @Column({ type: 'varchar', length: 200, nullable: true }) fileName:
    string | null;

  @Access('staff') @Field(() => String, { nullable: true }) @Column({ type: 'varchar', length: 30, nullable: true }) barCodeFormat:
    string | null;
  @Access('staff') @Field() @Column({ type: 'boolean', default: false }) barCodeFormatOK: boolean;
  @Access('staff') @Field(() => String, { nullable: true }) @Column({ type: 'varchar', length: 60, nullable: true }) batchNumber:
    string | null;
  @Access('staff')
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @Column({ type: 'date', nullable: true })
  expiryDate: string | null;
  @Access('staff') @Field(() => String, { nullable: true }) @Column({ type: 'varchar', length: 40, nullable: true }) shelfCode:
    string | null;
  @Access('public') @Field(() => Int) @Column({ type: 'int', default: 0 }) productPoints: number;

  @Access('public') @Field() @Column({ type: 'boolean', default: false }) dermatologicallyTested: boolean;
  @Access('public') @Field() @Column({ type: 'boolean', default: false }) hypoallergenic: boolean;
  @Access('public') @Field() @Column({ type: 'boolean', default: false }) organic: boolean;
  @Access('public') @Field() @Column({ type: 'boolean', default: false }) vegan: boolean;
  @Access('public') @Field() @Column({ type: 'boolean', default: false }) crueltyFree: boolean;

  @Access('public')
  @Field(() => Int, { description: 'Shipping weight in grams (the Weight attribute is display only)' })
  @Column({ type: 'int', default: 0 })
  shippingWeightGrams: number;

  @Access('public')
  @Field(() => Float, { nullable: true, description: 'Parcel length in cm' })
  @Column({ type: 'float', nullable: true })
  lengthCm: number | null;
  @Access('public')
  @Field(() => Float, { nullable: true, description: 'Parcel width in cm' })
  @Column({ type: 'float', nullable: true })
  widthCm: number | null;
  @Access('public')
  @Field(() => Float, { nullable: true, description: 'Parcel height in cm' })
  @Column({ type: 'float', nullable: true })
  heightCm: number | null;
}
