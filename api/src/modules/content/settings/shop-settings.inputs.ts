import { Field, Float, InputType, Int } from 'type-graphql';

/** Settings to change: a field left out is kept; null or an empty string clears it (the shop name cannot be cleared; the points rule's two fields are kept when null). */
@InputType()
export class UpdateShopSettingsInput {
  @Field(() => String, { nullable: true }) shopName?: string | null;
  @Field(() => String, { nullable: true, description: '8 digits, or 2 letters and 6 digits' }) companyNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'GB and 9 or 12 digits' }) vatNumber?: string | null;
  @Field(() => String, { nullable: true }) addressLine1?: string | null;
  @Field(() => String, { nullable: true }) addressLine2?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true, description: 'A UK postcode' }) postcode?: string | null;
  @Field(() => String, { nullable: true }) contactEmail?: string | null;
  @Field(() => String, { nullable: true, description: 'An https:// address' }) facebookUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'An https:// address' }) instagramUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'royal-mail, dpd, evri or parcelforce; null or an empty string is Royal Mail' })
  carrier?: string | null;
  @Field(() => Float, { nullable: true, description: 'Australian dollars to £1: above 0, at most 1000, up to 4 decimal places' }) audRate?:
    number | null;
  @Field(() => Float, { nullable: true, description: 'Euros to £1: above 0, at most 1000, up to 4 decimal places' }) eurRate?:
    number | null;
  @Field(() => String, { nullable: true, description: 'Bank transfer: the name on the account' }) bankAccountName?: string | null;
  @Field(() => String, { nullable: true, description: 'Bank transfer: 6 digits, e.g. 12-34-56' }) bankSortCode?: string | null;
  @Field(() => String, { nullable: true, description: 'Bank transfer: 8 digits' }) bankAccountNumber?: string | null;
  @Field(() => Int, { nullable: true, description: 'Reward points that take £1 off at checkout: 1 to 10,000 (null keeps it)' })
  pointsPerPound?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether customers may spend reward points at checkout (null keeps it)' })
  pointsRedeemable?: boolean | null;
}
