import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Access, BeforeTwoFactorSetup } from '../../../common/access';
import type { Context } from '../../../context';
import { LoginPayload } from '../auth/account.inputs';
import { TwoFactorDisabled, TwoFactorEnrolment, TwoFactorRecoveryCodes, TwoFactorStatus } from './two-factor.types';

@Resolver()
export class TwoFactorResolver {
  @Query(() => TwoFactorStatus, {
    description: "The caller's two-factor sign-in: on or off, recovery codes left, and whether STAFF_2FA requires enrolment first",
  })
  @Access('user')
  @BeforeTwoFactorSetup()
  twoFactorStatus(@Ctx() ctx: Context) {
    return ctx.services.twoFactor.status(ctx.caller, ctx.branchCode);
  }

  @Mutation(() => TwoFactorEnrolment, {
    description: 'Staff: a new secret for an authenticator app (QR code and text); confirm it with confirmTwoFactorEnrolment',
  })
  @Access('user')
  @BeforeTwoFactorSetup()
  startTwoFactorEnrolment(@Ctx() ctx: Context) {
    return ctx.services.twoFactor.startEnrolment(ctx.caller, ctx.branchCode);
  }

  @Mutation(() => TwoFactorRecoveryCodes, {
    description: 'Turns two-factor sign-in on with a code from the app; ends every other session; answers ten recovery codes, shown once',
  })
  @Access('user')
  @BeforeTwoFactorSetup()
  confirmTwoFactorEnrolment(@Ctx() ctx: Context, @Arg('code', () => String) code: string) {
    return ctx.services.twoFactor.confirmEnrolment(ctx.caller, ctx.branchCode, code);
  }

  @Mutation(() => TwoFactorRecoveryCodes, {
    description: 'Ten new recovery codes for a fresh code (TOTP or recovery); the old ones stop working',
  })
  @Access('user')
  regenerateTwoFactorRecoveryCodes(@Ctx() ctx: Context, @Arg('code', () => String) code: string) {
    return ctx.services.twoFactor.regenerateRecoveryCodes(ctx.caller, ctx.branchCode, code);
  }

  @Mutation(() => TwoFactorDisabled, {
    description: 'Turns two-factor sign-in off for a fresh code (TOTP or recovery); ends every other session',
  })
  @Access('user')
  disableTwoFactor(@Ctx() ctx: Context, @Arg('code', () => String) code: string) {
    return ctx.services.twoFactor.disable(ctx.caller, ctx.branchCode, code);
  }

  @Mutation(() => Boolean, {
    description:
      "Super-admin: turns off another member of staff's two-factor sign-in (lost phone and recovery codes) and ends their sessions; they sign in with the password and may enrol again",
  })
  @Access('super-admin')
  resetStaffTwoFactor(@Ctx() ctx: Context, @Arg('userId', () => Int) userId: number) {
    return ctx.services.twoFactor.resetFor(ctx.caller, ctx.branchCode, userId);
  }

  @Mutation(() => LoginPayload, {
    description:
      "The second step of a sign-in: login's twoFactorChallenge (valid 5 minutes) and a code from the app or a recovery code; rate-limited per account",
  })
  @Access('public')
  async verifyTwoFactor(
    @Ctx() ctx: Context,
    @Arg('challenge', () => String) challenge: string,
    @Arg('code', () => String) code: string,
  ): Promise<LoginPayload> {
    const { token, user } = await ctx.services.twoFactor.verifySignIn(ctx.branchCode, challenge, code);
    return { token, user, twoFactorChallenge: null, twoFactorSetupRequired: false };
  }
}
