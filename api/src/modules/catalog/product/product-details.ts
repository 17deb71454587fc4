import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Column } from 'typeorm';
import { BranchEntity } from '../../../common/branch-entity';

/**
 * The descriptive half of a product (texts, flags, shipping size), kept apart from prices and links
 * so each file stays readable. Tab texts hold lines separated by colons, as the product page splits them.
 */
@ObjectType()
export abstract class ProductDetails extends BranchEntity {
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) shortDescription: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) detailedDescription: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) productBenefits: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) ingredients: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) productFeatures: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) howToUse: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'varchar', length: 120, nullable: true }) finishCoverage: string | null;

  @Field(() => String, { nullable: true }) @Column({ type: 'varchar', length: 200, nullable: true }) mainImage: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'varchar', length: 200, nullable: true }) fileName: string | null;

  @Field(() => String, { nullable: true }) @Column({ type: 'varchar', length: 30, nullable: true }) barCodeFormat: string | null;
  @Field() @Column({ type: 'boolean', default: false }) barCodeFormatOK: boolean;
  @Field(() => String, { nullable: true }) @Column({ type: 'varchar', length: 60, nullable: true }) batchNumber: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @Column({ type: 'date', nullable: true }) expiryDate: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'varchar', length: 40, nullable: true }) shelfCode: string | null;
  @Field(() => Int) @Column({ type: 'int', default: 0 }) productPoints: number;

  @Field() @Column({ type: 'boolean', default: false }) dermatologicallyTested: boolean;
  @Field() @Column({ type: 'boolean', default: false }) hypoallergenic: boolean;
  @Field() @Column({ type: 'boolean', default: false }) organic: boolean;
  @Field() @Column({ type: 'boolean', default: false }) vegan: boolean;
  @Field() @Column({ type: 'boolean', default: false }) crueltyFree: boolean;

  @Field(() => Int, { description: 'Shipping weight in grams (the Weight attribute is display only)' })
  @Column({ type: 'int', default: 0 })
  shippingWeightGrams: number;

  @Field(() => Float, { nullable: true, description: 'Parcel length in cm' }) @Column({ type: 'float', nullable: true }) lengthCm: number | null;
  @Field(() => Float, { nullable: true, description: 'Parcel width in cm' }) @Column({ type: 'float', nullable: true }) widthCm: number | null;
  @Field(() => Float, { nullable: true, description: 'Parcel height in cm' }) @Column({ type: 'float', nullable: true }) heightCm: number | null;
}
