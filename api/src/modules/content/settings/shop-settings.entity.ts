import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { Access } from '../../../common/access';
import { BranchEntity } from '../../../common/branch-entity';
import { DEFAULT_POINTS_PER_POUND } from './points-rule';

/** A decimal column read as a number (MySQL's driver answers decimals as text). */
const RATE = { to: (v: number | null) => v, from: (v: string | number | null) => (v === null ? null : Number(v)) };

/**
 * The shop's own details, one row per branch: what the storefront footer and top bar show, and the bank
 * details a customer paying by bank transfer is given (never part of the public type: see ShopBankDetails).
 */
@ObjectType({ description: "The shop's public details: the storefront footer and the top bar's social links" })
@Entity('shop_settings')
@Index(['branchCode'], { unique: true })
export class ShopSettings extends BranchEntity {
  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 120 })
  shopName: string;

  @Access('public')
  @Field(() => String, { nullable: true, description: 'Companies House number, e.g. 01234567 or SC123456' })
  @Column({ type: 'varchar', length: 8, nullable: true })
  companyNumber: string | null;

  @Access('public')
  @Field(() => String, { nullable: true, description: 'UK VAT registration number, e.g. GB123456789' })
  @Column({ type: 'varchar', length: 14, nullable: true })
  vatNumber: string | null;

  @Access('public')
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  addressLine1: string | null;

  @Access('public')
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  addressLine2: string | null;

  @Access('public')
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 120, nullable: true })
  city: string | null;

  @Access('public')
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 10, nullable: true })
  postcode: string | null;

  @Access('public')
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  contactEmail: string | null;

  @Access('public')
  @Field(() => String, { nullable: true, description: "https address of the shop's Facebook page; the top bar hides its icon when unset" })
  @Column({ type: 'varchar', length: 300, nullable: true })
  facebookUrl: string | null;

  @Access('public')
  @Field(() => String, { nullable: true, description: "https address of the shop's Instagram page; the top bar hides its icon when unset" })
  @Column({ type: 'varchar', length: 300, nullable: true })
  instagramUrl: string | null;

  @Access('public')
  @Field({
    description:
      "Who carries the shop's parcels, whose page a tracking number links to: royal-mail (the default), dpd, evri or parcelforce",
  })
  @Column({ type: 'varchar', length: 20, default: 'royal-mail' })
  carrier: string;

  @Access('public')
  @Field(() => Float, {
    nullable: true,
    description: 'Australian dollars to £1, for the approximate prices beside the pound prices; unset, none are shown',
  })
  @Column({ type: 'decimal', precision: 10, scale: 4, nullable: true, transformer: RATE })
  audRate: number | null;

  @Access('public')
  @Field(() => Float, {
    nullable: true,
    description: 'Euros to £1, for the approximate prices beside the pound prices; unset, none are shown',
  })
  @Column({ type: 'decimal', precision: 10, scale: 4, nullable: true, transformer: RATE })
  eurRate: number | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  bankAccountName: string | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  bankSortCode: string | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  bankAccountNumber: string | null;

  @Access('public')
  @Field(() => Int, { description: 'Reward points that take £1 off at checkout (100: each point is worth 1p); spent in whole pence' })
  @Column({ type: 'int', default: DEFAULT_POINTS_PER_POUND })
  pointsPerPound: number;

  @Access('public')
  @Field({ description: 'Whether signed-in customers may spend reward points at checkout' })
  @Column({ type: 'boolean', default: true })
  pointsRedeemable: boolean;
}

@ObjectType({ description: 'Where a customer paying by bank transfer sends the money; staff only for now' })
export class ShopBankDetails {
  @Access('public')
  @Field(() => String, { nullable: true })
  accountName: string | null;

  @Access('public')
  @Field(() => String, { nullable: true, description: 'NN-NN-NN' })
  sortCode: string | null;

  @Access('public')
  @Field(() => String, { nullable: true, description: '8 digits' })
  accountNumber: string | null;
}
