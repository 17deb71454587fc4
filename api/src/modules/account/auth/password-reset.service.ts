import crypto from 'node:crypto';
import { EntityManager, IsNull } from 'typeorm';
import type { Database } from '../../../db/database';
import { BackgroundJobs } from '../../../common/background-jobs';
import { ValidationError } from '../../../common/errors';
import { consumeIfLeft } from '../../../common/rate-limit';
import { User } from '../user/user.entity';
import { normaliseEmail } from '../user/user.service';
import type { AccountWiring } from './account-environment';
import type { AccountMessage } from './account.inputs';
import { checkEmailFormat } from '../../../common/email';
import { checkNewPassword, trimmed } from './account-rules';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '../../../common/logger';
import { endTokens } from './end-tokens';
import { PasswordResetToken } from './password-reset-token.entity';
import { hashPassword } from './tokens';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, we have sent it a link to reset the password. The link works once, within 1 hour.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. You can now log in with the new password.';
const INVALID_TOKEN_MESSAGE = 'This password reset link is invalid, used or expired. Please ask for a new one.';

export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** Marks every open reset token of the account as used (after a reset or a password change). */
export async function closeOpenResets(m: EntityManager, userId: number, at = new Date()): Promise<void> {
  await m.getRepository(PasswordResetToken).update({ userId, usedAt: IsNull() }, { usedAt: at });
}

/** Forgotten passwords: single-use, expiring links sent by mail; only the token's sha256 is stored. */
export class PasswordResetService {
  private readonly jobs = new BackgroundJobs();

  constructor(
    private readonly db: Database,
    private readonly env: AccountWiring,
    /** Reset mails per branch and e-mail, so that nobody can flood an inbox. */
    private readonly mails: RateLimiterAbstract,
    private readonly logger?: Logger,
  ) {}

  /**
   * Always the same answer, as fast, whether or not an account has this e-mail: looking the account up,
   * storing the token and mailing happen after the answer, and a mail failure is logged, never answered.
   */
  async forgotPassword(branchCode: string, email: string): Promise<AccountMessage> {
    const normalised = normaliseEmail(email ?? '');
    if (!normalised) throw new ValidationError('Email is required', 'email');
    checkEmailFormat(normalised);
    void this.jobs.run(
      () => this.mailLinkIfAccount(branchCode, normalised),
      (err) => this.logger?.error({ err }, 'the password reset mail could not be sent'),
    );
    return { message: FORGOT_PASSWORD_MESSAGE };
  }

  /** Resolves when every reset mail asked for so far has been sent or has failed (for shutdown and tests). */
  settled(): Promise<void> {
    return this.jobs.settled();
  }

  private async mailLinkIfAccount(branchCode: string, email: string): Promise<void> {
    const user = await this.db.repo(User).findOneBy({ branchCode, email });
    if (!user?.isActive) return;
    if (await consumeIfLeft(this.mails, `${branchCode}|${email}`)) await this.sendLink(user);
  }

  async resetPassword(branchCode: string, token: string, newPassword: string, confirmPassword: string): Promise<AccountMessage> {
    const raw = trimmed(token);
    if (!raw) throw new ValidationError('The reset token is missing; open the link from the e-mail again', 'token');
    const password = checkNewPassword(newPassword, confirmPassword);
    const invalid = () => new ValidationError(INVALID_TOKEN_MESSAGE, 'token');
    const found = await this.db.repo(PasswordResetToken).findOneBy({ tokenHash: sha256(raw) });
    if (!found || found.usedAt || found.expiresAt.getTime() <= Date.now()) throw invalid();
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (m) => {
      const user = await m.getRepository(User).findOneBy({ id: found.userId, branchCode });
      if (!user?.isActive) throw invalid();
      const now = new Date();
      const claimed = await m.getRepository(PasswordResetToken).update({ id: found.id, usedAt: IsNull() }, { usedAt: now });
      if (!claimed.affected) throw invalid();
      await m.getRepository(User).update({ id: user.id }, { passwordHash });
      await endTokens(m, user.id);
      await closeOpenResets(m, user.id, now);
    });
    return { message: RESET_DONE_MESSAGE };
  }

  private async sendLink(user: User): Promise<void> {
    const token = crypto.randomBytes(32).toString('base64url');
    await this.db
      .repo(PasswordResetToken)
      .insert({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS), usedAt: null });
    // In the fragment, which browsers never send to a server, so the token reaches no access log.
    const link = `${this.env.publicUrl}/reset-password#token=${token}`;
    await this.env.mails.passwordReset(user.branchCode, user.email, { name: user.name, link, validFor: '1 hour' });
  }
}
