import QRCode from 'qrcode';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { EntityManager } from 'typeorm';
import { type Caller, requireSuperAdmin } from '../../../common/auth';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../../common/errors';
import { consumeOrRefuse } from '../../../common/rate-limit';
import { isStaffRole } from '../../../common/roles';
import type { StaffTwoFactorPolicy } from '../../../config';
import type { Database } from '../../../db/database';
import { AuditAction } from '../../../common/audit/audit-entry.entity';
import { recordEvent } from '../../../common/audit/audit-recorder';
import { endTokens } from '../auth/end-tokens';
import type { TokenSigner } from '../auth/tokens';
import { User } from '../user/user.entity';
import type { UserService } from '../user/user.service';
import { hashRecoveryCode, looksLikeTotp, newRecoveryCodes, newTotpSecret, normaliseCode, otpauthUri, totpStep } from './codes';
import { SecretBox } from './secret-box';
import { StaffTwoFactor, TwoFactorRecoveryCode } from './staff-two-factor.entity';
import type { TwoFactorDisabled, TwoFactorEnrolment, TwoFactorRecoveryCodes, TwoFactorStatus } from './two-factor.types';

export const WRONG_CODE_MESSAGE = 'That code is not right: type the 6-digit code your authenticator app shows now, or a recovery code';
export const USED_CODE_MESSAGE = 'That code has already been used: wait for the next code in your authenticator app';
export const CHALLENGE_ENDED_MESSAGE = 'This sign-in has expired: sign in again with your email and password';
/** The legacy REST login (and any client that cannot take the second step) for a two-factor account. */
export const SECOND_STEP_NEEDED_MESSAGE = 'This account signs in with a two-factor code: sign in on the website';

export interface TwoFactorWiring {
  tokens: TokenSigner;
  /** The AES-256 key of the stored secrets (TWO_FACTOR_KEY, or the two-factor-key file in DATA_DIR). */
  key: () => Buffer;
  policy: StaffTwoFactorPolicy;
  /** Wrong codes per account (RATE_LIMITS twoFactorCodes). */
  codes: RateLimiterAbstract;
}

/** What a right password leads to: a token, or the two-factor step first. */
export type SignInStep = { challenge: string } | { challenge?: undefined; setupRequired: boolean };

const context = (userId: number) => `staff-two-factor:${userId}`;

/**
 * Two-factor sign-in (TOTP, RFC 6238) for staff: enrolment with a QR code and a typed code, ten single-use
 * recovery codes, the second step of a sign-in, and turning it off with a fresh code. Secrets are kept
 * encrypted (secret-box.ts); each code is counted against RATE_LIMITS twoFactorCodes before it is
 * checked, and a code is accepted once (its time step is remembered).
 */
export class TwoFactorService {
  private opened?: SecretBox;

  constructor(
    private readonly db: Database,
    private readonly users: UserService,
    private readonly wiring: TwoFactorWiring,
  ) {}

  private get box(): SecretBox {
    return (this.opened ??= new SecretBox(this.wiring.key()));
  }

  /**
   * At start: reads the key (generating DATA_DIR/two-factor-key on a first start, so that no request
   * writes it later) and fails, with a clear message, when the stored secrets were sealed with another key.
   */
  async checkKey(): Promise<void> {
    const box = this.box;
    const row = await this.db.repo(StaffTwoFactor).findOne({ where: {}, order: { id: 'ASC' } });
    if (row) box.open(row.secretEncrypted, context(row.userId));
  }

  async status(caller: Caller | null, branchCode: string): Promise<TwoFactorStatus> {
    const user = await this.users.current(caller, branchCode);
    const row = await this.enabledRow(user.id);
    const recoveryCodesLeft = row
      ? await this.db
          .repo(TwoFactorRecoveryCode)
          .createQueryBuilder('c')
          .where('c.userId = :id AND c.usedAt IS NULL', { id: user.id })
          .getCount()
      : 0;
    return {
      available: isStaffRole(user.role) || Boolean(row),
      enabled: Boolean(row),
      enabledAt: row?.enabledAt ?? null,
      recoveryCodesLeft,
      setupRequired: Boolean(caller?.twoFactorSetupRequired),
    };
  }

  /** A new secret for the caller's app (replacing an enrolment not confirmed yet); answered this once. */
  async startEnrolment(caller: Caller | null, branchCode: string): Promise<TwoFactorEnrolment> {
    const user = await this.users.current(caller, branchCode);
    if (!isStaffRole(user.role)) throw new ForbiddenError('Two-factor sign-in is for staff accounts');
    const repo = this.db.repo(StaffTwoFactor);
    const existing = await repo.findOneBy({ userId: user.id });
    if (existing?.enabledAt) throw new ConflictError('Two-factor sign-in is already on: turn it off first to move it to another device');
    const secret = newTotpSecret();
    const secretEncrypted = this.box.seal(secret, context(user.id));
    if (existing) await repo.update({ id: existing.id }, { secretEncrypted, lastUsedStep: null });
    else await repo.insert({ userId: user.id, secretEncrypted, enabledAt: null, lastUsedStep: null });
    const uri = otpauthUri(secret, user.email);
    return { secret, otpauthUri: uri, qrCode: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 }) };
  }

  /**
   * Turns two-factor sign-in on once a code from the app proves it holds the secret. Every other session
   * of the account ends (they signed in without it); the answer has a token for this one and the ten
   * recovery codes, shown this once.
   */
  async confirmEnrolment(caller: Caller | null, branchCode: string, code: string): Promise<TwoFactorRecoveryCodes> {
    const user = await this.users.current(caller, branchCode);
    const row = await this.db.repo(StaffTwoFactor).findOneBy({ userId: user.id });
    if (row?.enabledAt) throw new ConflictError('Two-factor sign-in is already on');
    if (!row) throw new ValidationError('Start the set-up first: scan the QR code, then type the code your app shows', 'code');
    const typed = this.typedCode(code);
    if (!looksLikeTotp(typed)) throw new ValidationError('Type the 6-digit code your authenticator app shows', 'code');
    const step = await this.counted(user, async () =>
      totpStep(this.box.open(row.secretEncrypted, context(user.id)), typed, row.lastUsedStep),
    );
    const recoveryCodes = newRecoveryCodes();
    const changed = await this.db.transaction(async (m) => {
      const done = await m
        .createQueryBuilder()
        .update(StaffTwoFactor)
        .set({ enabledAt: new Date(), lastUsedStep: step })
        .where('id = :id AND enabled_at IS NULL', { id: row.id })
        .execute();
      if (!done.affected) throw new ConflictError('Two-factor sign-in is already on');
      await this.replaceRecoveryCodes(m, user.id, recoveryCodes);
      await endTokens(m, user.id);
      return m.getRepository(User).findOneByOrFail({ id: user.id });
    });
    return { message: 'Two-factor sign-in is on', recoveryCodes, token: this.sessionToken(changed) };
  }

  /** Ten new recovery codes for a fresh code (the old ones stop working). */
  async regenerateRecoveryCodes(caller: Caller | null, branchCode: string, code: string): Promise<TwoFactorRecoveryCodes> {
    const user = await this.users.current(caller, branchCode);
    const row = await this.requireEnabled(user.id);
    await this.checkCode(user, row, code);
    const recoveryCodes = newRecoveryCodes();
    await this.db.transaction((m) => this.replaceRecoveryCodes(m, user.id, recoveryCodes));
    return { message: 'New recovery codes are ready: the old ones no longer work', recoveryCodes, token: null };
  }

  /** Turns it off for a fresh code (a password is not enough); every other session of the account ends. */
  async disable(caller: Caller | null, branchCode: string, code: string): Promise<TwoFactorDisabled> {
    const user = await this.users.current(caller, branchCode);
    const row = await this.requireEnabled(user.id);
    await this.checkCode(user, row, code);
    const changed = await this.db.transaction(async (m) => {
      await m.getRepository(TwoFactorRecoveryCode).delete({ userId: user.id });
      await m.getRepository(StaffTwoFactor).delete({ userId: user.id });
      await endTokens(m, user.id);
      await recordTwoFactorOff(m, user.id);
      return m.getRepository(User).findOneByOrFail({ id: user.id });
    });
    return { message: 'Two-factor sign-in is off', token: this.sessionToken(changed) };
  }

  /**
   * A super-admin turns off another member of staff's two-factor sign-in (a lost phone and lost recovery
   * codes): the account's sessions end, and it signs in with its password until it enrols again.
   */
  async resetFor(caller: Caller | null, branchCode: string, userId: number): Promise<boolean> {
    const actor = requireSuperAdmin(caller);
    await this.users.current(caller, branchCode);
    if (actor.userId === userId) throw new ValidationError('Turn off your own two-factor sign-in in My Profile, with a code', 'userId');
    const target = await this.db.repo(User).findOneBy({ id: userId, branchCode });
    if (!target) throw new NotFoundError('User not found');
    if (!(await this.db.repo(StaffTwoFactor).existsBy({ userId })))
      throw new ConflictError('Two-factor sign-in is not on for this account');
    await this.db.transaction(async (m) => {
      await m.getRepository(TwoFactorRecoveryCode).delete({ userId });
      await m.getRepository(StaffTwoFactor).delete({ userId });
      await endTokens(m, userId);
      await recordTwoFactorOff(m, userId);
    });
    return true;
  }

  /** After a right password: a challenge for an account with two-factor sign-in on, else whether it must enrol. */
  async signInStep(user: User): Promise<SignInStep> {
    if (await this.enabledRow(user.id)) {
      return {
        challenge: this.wiring.tokens.signChallenge({ userId: user.id, branchCode: user.branchCode, tokenVersion: user.tokenVersion }),
      };
    }
    return { setupRequired: this.wiring.policy === 'required' && isStaffRole(user.role) };
  }

  /** The second step of a sign-in: the challenge from login and a code (TOTP or recovery) → the account's token. */
  async verifySignIn(branchCode: string, challenge: string, code: string): Promise<{ token: string; user: User }> {
    const claim = String(challenge ?? '').length > 2000 ? null : this.wiring.tokens.verifyChallenge(challenge);
    if (!claim || claim.branchCode !== branchCode) throw new UnauthorizedError(CHALLENGE_ENDED_MESSAGE);
    const user = await this.db.repo(User).findOneBy({ id: claim.userId, branchCode });
    // A password change, reset, role change or logout since the password step ends the challenge too.
    if (!user || !user.isActive || user.tokenVersion !== claim.tokenVersion) throw new UnauthorizedError(CHALLENGE_ENDED_MESSAGE);
    const row = await this.enabledRow(user.id);
    if (!row) throw new UnauthorizedError(CHALLENGE_ENDED_MESSAGE);
    await this.checkCode(user, row, code);
    return { token: this.sessionToken(user), user };
  }

  private sessionToken(user: User): string {
    return this.wiring.tokens.sign({ userId: user.id, role: user.role, branchCode: user.branchCode, tokenVersion: user.tokenVersion });
  }

  private enabledRow(userId: number): Promise<StaffTwoFactor | null> {
    return this.db
      .repo(StaffTwoFactor)
      .createQueryBuilder('t')
      .where('t.userId = :userId AND t.enabledAt IS NOT NULL', { userId })
      .getOne();
  }

  private async requireEnabled(userId: number): Promise<StaffTwoFactor> {
    const row = await this.enabledRow(userId);
    if (!row) throw new ConflictError('Two-factor sign-in is not on for this account');
    return row;
  }

  private typedCode(code: string): string {
    const typed = normaliseCode(code);
    if (!typed) throw new ValidationError('Type the code from your authenticator app, or a recovery code', 'code');
    if (typed.length > 32) throw new ValidationError(WRONG_CODE_MESSAGE, 'code');
    return typed;
  }

  /**
   * A fresh code of the account: a TOTP code newer than the last one accepted, or an unused recovery
   * code, which is used up. Counted before the check; a right code gives the count back.
   */
  private async checkCode(user: User, row: StaffTwoFactor, code: string): Promise<void> {
    const typed = this.typedCode(code);
    await this.counted(user, async () => {
      if (!looksLikeTotp(typed)) return this.useRecoveryCode(user.id, typed);
      const step = await totpStep(this.box.open(row.secretEncrypted, context(user.id)), typed, null);
      if (step === null) return null;
      // Atomic, so two requests with the same code cannot both pass.
      const taken = await this.db
        .repo(StaffTwoFactor)
        .createQueryBuilder()
        .update(StaffTwoFactor)
        .set({ lastUsedStep: step })
        .where('id = :id AND (last_used_step IS NULL OR last_used_step < :step)', { id: row.id, step })
        .execute();
      if (!taken.affected) throw new ValidationError(USED_CODE_MESSAGE, 'code');
      return step;
    });
  }

  private async useRecoveryCode(userId: number, typed: string): Promise<number | null> {
    const used = await this.db
      .repo(TwoFactorRecoveryCode)
      .createQueryBuilder()
      .update(TwoFactorRecoveryCode)
      .set({ usedAt: new Date() })
      .where('user_id = :userId AND code_hash = :hash AND used_at IS NULL', { userId, hash: hashRecoveryCode(typed) })
      .execute();
    return used.affected ? 0 : null;
  }

  /** Runs a check counted against the account's wrong-code limit; null from the check is a wrong code. */
  private async counted<T>(user: User, check: () => Promise<T | null>): Promise<T> {
    const key = `${user.branchCode}|${user.id}`;
    await consumeOrRefuse(this.wiring.codes, key, 'wrong two-factor codes');
    const result = await check();
    if (result === null) throw new ValidationError(WRONG_CODE_MESSAGE, 'code');
    await this.wiring.codes.delete(key);
    return result;
  }

  private async replaceRecoveryCodes(m: EntityManager, userId: number, codes: string[]): Promise<void> {
    const repo = m.getRepository(TwoFactorRecoveryCode);
    await repo.delete({ userId });
    await repo.insert(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code), usedAt: null })));
  }
}

/** Deletes made with the query builder leave no row for the audit subscriber: the user's record says it was turned off. */
function recordTwoFactorOff(m: EntityManager, userId: number): Promise<void> {
  return recordEvent(m, 'users', String(userId), AuditAction.UPDATE, [{ field: 'twoFactor', before: 'on', after: 'off' }]);
}
