import { Field, Int, ObjectType } from 'type-graphql';
import { Access } from '../../../common/access';

@ObjectType({ description: "The caller's two-factor sign-in; never the secret or the recovery codes" })
export class TwoFactorStatus {
  @Access('public')
  @Field({ description: 'Whether this account may use two-factor sign-in (staff accounts)' })
  available: boolean;

  @Access('public')
  @Field()
  enabled: boolean;

  @Access('public')
  @Field(() => Date, { nullable: true })
  enabledAt: Date | null;

  @Access('public')
  @Field(() => Int, { description: 'Recovery codes not used yet' })
  recoveryCodesLeft: number;

  @Access('public')
  @Field({ description: 'STAFF_2FA=required and not enrolled: nothing else of the back office answers until enrolment' })
  setupRequired: boolean;
}

@ObjectType({ description: 'A new secret for the authenticator app, answered once when an enrolment starts' })
export class TwoFactorEnrolment {
  @Access('public')
  @Field({ description: 'Base32, for typing into the app by hand' })
  secret: string;

  @Access('public')
  @Field({ description: 'otpauth://totp/... as the QR code holds it' })
  otpauthUri: string;

  @Access('public')
  @Field({ description: 'The otpauth URI as a QR code: a data:image/png;base64 URL' })
  qrCode: string;
}

@ObjectType()
export class TwoFactorRecoveryCodes {
  @Access('public')
  @Field()
  message: string;

  @Access('public')
  @Field(() => [String], { description: 'Ten single-use codes, shown this once (only their hashes are kept)' })
  recoveryCodes: string[];

  @Access('public')
  @Field(() => String, { nullable: true, description: 'A new token for this session when every earlier token of the account was ended' })
  token: string | null;
}

@ObjectType()
export class TwoFactorDisabled {
  @Access('public')
  @Field()
  message: string;

  @Access('public')
  @Field({ description: 'A new token for this session: turning it off ends every other session' })
  token: string;
}
