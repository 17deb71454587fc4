import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import type { Context } from '../../../context';
import { User } from '../user/user.entity';
import { AccountMessage, LoginPayload, RegisterInput, RegisterPayload, UpdateProfileInput } from './account.inputs';

@Resolver()
export class AccountResolver {
  @Mutation(() => RegisterPayload, { description: 'A new customer account (role user)' })
  @Access('public')
  register(@Ctx() ctx: Context, @Arg('input', () => RegisterInput) input: RegisterInput) {
    return ctx.services.accounts.register(ctx.branchCode, input);
  }

  @Mutation(() => LoginPayload, { description: 'name is the e-mail, as the legacy login form sends it' })
  @Access('public')
  login(@Ctx() ctx: Context, @Arg('name', () => String) name: string, @Arg('password', () => String) password: string) {
    return ctx.services.accounts.login(ctx.branchCode, name, password, ctx.clientIp);
  }

  @Query(() => User, { description: 'The logged-in user: role, name, image and contact details' })
  @Access('user')
  me(@Ctx() ctx: Context) {
    return ctx.services.accounts.profile(ctx.caller, ctx.branchCode);
  }

  @Mutation(() => User)
  @Access('user')
  updateProfile(@Ctx() ctx: Context, @Arg('input', () => UpdateProfileInput) input: UpdateProfileInput) {
    return ctx.services.accounts.updateProfile(ctx.caller, ctx.branchCode, input);
  }

  @Mutation(() => AccountMessage)
  @Access('user')
  changePassword(
    @Ctx() ctx: Context,
    @Arg('currentPassword', () => String) currentPassword: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Arg('confirmPassword', () => String) confirmPassword: string,
  ) {
    return ctx.services.accounts.changePassword(ctx.caller, ctx.branchCode, currentPassword, newPassword, confirmPassword);
  }

  @Mutation(() => AccountMessage, { description: 'Mails a single-use reset link valid for 1 hour; the same answer whether or not the account exists' })
  @Access('public')
  forgotPassword(@Ctx() ctx: Context, @Arg('email', () => String) email: string) {
    return ctx.services.passwordResets.forgotPassword(ctx.branchCode, email);
  }

  @Mutation(() => AccountMessage)
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
