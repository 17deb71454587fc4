import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Access, BeforeTwoFactorSetup } from '../../../common/access';
import { RateLimited } from '../../../common/rate-limit';
import type { Context } from '../../../context';
import { User } from '../user/user.entity';
import { AccountMessage, LoginPayload, PasswordChangedPayload, RegisterInput, RegisterPayload, UpdateProfileInput } from './account.inputs';

@Resolver()
export class AccountResolver {
  @Mutation(() => RegisterPayload, {
    description:
      'A new customer account (role user), signed in (token); rate-limited per address. Only name, email and password are needed',
  })
  @Access('public')
  @RateLimited({ address: 'register' }, 'registrations')
  register(@Ctx() ctx: Context, @Arg('input', () => RegisterInput) input: RegisterInput) {
    // The legacy REST /api/register (ctx.route set) keeps the legacy form's required fields and messages.
    return ctx.services.accounts.register(ctx.branchCode, input, { legacyForm: ctx.route !== undefined });
  }

  @Mutation(() => LoginPayload, {
    description:
      'name is the e-mail, as the legacy login form sends it. A two-factor account answers twoFactorChallenge instead of a token (then verifyTwoFactor)',
  })
  @Access('public')
  login(
    @Ctx() ctx: Context,
    @Arg('name', () => String) name: string,
    @Arg('password', () => String) password: string,
    @Arg('secondStep', () => Boolean, {
      defaultValue: true,
      description:
        'false for a client that cannot take the two-factor step (the legacy REST login): a two-factor account is then refused (FORBIDDEN)',
    })
    secondStep: boolean,
  ) {
    return ctx.services.accounts.login(ctx.branchCode, name, password, ctx.clientIp, { secondStep });
  }

  @Mutation(() => Boolean, {
    description: "Ends the caller's token, and every other token of the account (all devices); false when there was no valid token",
  })
  @Access('public')
  logout(@Ctx() ctx: Context) {
    return ctx.services.accounts.logout(ctx.caller, ctx.branchCode);
  }

  @Query(() => User, { description: 'The logged-in user: role, name, image and contact details' })
  @Access('user')
  @BeforeTwoFactorSetup()
  me(@Ctx() ctx: Context) {
    return ctx.services.accounts.profile(ctx.caller, ctx.branchCode);
  }

  @Mutation(() => User)
  @Access('user')
  updateProfile(@Ctx() ctx: Context, @Arg('input', () => UpdateProfileInput) input: UpdateProfileInput) {
    return ctx.services.accounts.updateProfile(ctx.caller, ctx.branchCode, input);
  }

  @Mutation(() => PasswordChangedPayload, { description: 'Ends every earlier token of the account and answers a new one' })
  @Access('user')
  changePassword(
    @Ctx() ctx: Context,
    @Arg('currentPassword', () => String) currentPassword: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Arg('confirmPassword', () => String) confirmPassword: string,
  ) {
    return ctx.services.accounts.changePassword(ctx.caller, ctx.branchCode, currentPassword, newPassword, confirmPassword);
  }

  @Mutation(() => AccountMessage, {
    description:
      'Mails a single-use reset link valid for 1 hour; the same answer, as fast, whether or not the account exists; rate-limited per address',
  })
  @Access('public')
  @RateLimited({ address: 'forgotPassword' }, 'password reset requests')
  forgotPassword(@Ctx() ctx: Context, @Arg('email', () => String) email: string) {
    return ctx.services.passwordResets.forgotPassword(ctx.branchCode, email);
  }

  @Mutation(() => AccountMessage, { description: 'Sets the new password and ends every earlier token of the account' })
  @Access('public')
  resetPassword(
    @Ctx() ctx: Context,
    @Arg('token', () => String) token: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Arg('confirmPassword', () => String) confirmPassword: string,
  ) {
    return ctx.services.passwordResets.resetPassword(ctx.branchCode, token, newPassword, confirmPassword);
  }
}
