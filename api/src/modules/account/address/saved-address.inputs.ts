import { Field, InputType } from 'type-graphql';

/** A saved address as the My Account form sends it; the service trims and checks every field. */
@InputType()
export class SavedAddressInput {
  @Field(() => String, { nullable: true, description: "e.g. 'Home'; at most 40 characters" })
  label?: string | null;

  @Field(() => String, { nullable: true })
  fullName?: string | null;

  @Field(() => String, { nullable: true, description: 'Optional' })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  addressLine1?: string | null;

  @Field(() => String, { nullable: true, description: 'Optional' })
  addressLine2?: string | null;

  @Field(() => String, { nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true, description: "A UK postcode; stored upper-case with one space, like 'SW1A 1AA'" })
  postcode?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Make it the default address (the first address always is)' })
  isDefault?: boolean | null;
}
