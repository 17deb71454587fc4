import { Field, InputType, ObjectType } from 'type-graphql';
import { ImageUploadInput } from '../../../common/images';
import { User } from '../user/user.entity';
import { Access } from '../../../common/access';

/**
 * The registration form. Name, e-mail and password are needed; the phone, the address and the profile
 * image are optional (the legacy REST /api/register still needs them, with the legacy messages).
 */
@InputType()
export class RegisterInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Unique in the branch, whatever its case' })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'At least 8 characters' })
  password?: string | null;

  @Field(() => String, { nullable: true })
  confirmPassword?: string | null;

  @Field(() => String, { nullable: true, description: "Optional: the customer's UK phone number, stored as '07700 900123'" })
  contactNo1?: string | null;

  @Field(() => String, { nullable: true, description: 'Optional: a second UK phone number' })
  contactNo2?: string | null;

  @Field(() => String, { nullable: true, description: 'Optional town or city; needed with a postcode' })
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'Optional street address; needed with a postcode' })
  address?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Optional UK postcode, stored as 'SW1A 1AA': with address and city it is also saved as the default address of the address book",
  })
  postcode?: string | null;

  @Field(() => ImageUploadInput, { nullable: true, description: 'Optional profile image, stored under /uploads/users/' })
  image?: ImageUploadInput | null;
}

/** Fields left out (or null) stay as they are; contactNo2 is cleared by an empty string or null. */
@InputType()
export class UpdateProfileInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  contactNo1?: string | null;

  @Field(() => String, { nullable: true, description: 'An empty string or null clears it' })
  contactNo2?: string | null;

  @Field(() => String, { nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => ImageUploadInput, { nullable: true, description: 'New profile image, stored under /uploads/users/' })
  image?: ImageUploadInput | null;
}

@ObjectType()
export class AccountMessage {
  @Access('public')
  @Field()
  message: string;
}

@ObjectType()
export class PasswordChangedPayload {
  @Access('public')
  @Field()
  message: string;

  @Access('public')
  @Field({ description: 'A new token for this session: the change ends every earlier token of the account' })
  token: string;
}

@ObjectType()
export class RegisterPayload {
  @Access('public')
  @Field()
  message: string;

  @Access('public')
  @Field(() => User)
  user: User;

  @Access('public')
  @Field({ description: 'JWT of the new account, to send as "Authorization: Bearer <token>": registering signs the customer in' })
  token: string;
}

@ObjectType()
export class LoginPayload {
  @Access('public')
  @Field(() => String, {
    nullable: true,
    description: 'JWT to send as "Authorization: Bearer <token>"; null while twoFactorChallenge waits for a code',
  })
  token: string | null;

  @Access('public')
  @Field(() => User, { nullable: true, description: 'null while twoFactorChallenge waits for a code' })
  user: User | null;

  @Access('public')
  @Field(() => String, {
    nullable: true,
    description: 'The account signs in with a two-factor code: send this and the code to verifyTwoFactor within 5 minutes',
  })
  twoFactorChallenge: string | null;

  @Access('public')
  @Field({
    description:
      'STAFF_2FA=required and this member of staff has not enrolled: the token only serves the enrolment (twoFactorStatus, startTwoFactorEnrolment, confirmTwoFactorEnrolment), me and logout',
  })
  twoFactorSetupRequired: boolean;
}
