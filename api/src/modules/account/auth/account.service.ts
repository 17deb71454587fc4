import crypto from 'node:crypto';
import type { Database } from '../../../db/database';
import type { Caller } from '../../../common/auth';
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '../../../common/errors';
import type { ImageStore, StoredImage } from '../../../common/images';
import { User } from '../user/user.entity';
import { SavedAddress } from '../address/saved-address.entity';
import { Role } from '../../../common/roles';
import { normaliseEmail, UserService } from '../user/user.service';
import type { AccountWiring } from './account-environment';
import type { LoginPayload, PasswordChangedPayload, RegisterInput, RegisterPayload, UpdateProfileInput } from './account.inputs';
import { checkNewPassword, hasImage } from './account-rules';
import type { LoginAttemptLimiter, PasswordCheckLimiter } from './attempt-limiter';
import { endTokens } from './end-tokens';
import { closeOpenResets } from './password-reset.service';
import { checkProfileChanges, checkRegistration } from './registration';
import { hashPassword, verifyPassword } from './tokens';
import { recordUpdate } from '../../../common/audit/audit-recorder';
import { SECOND_STEP_NEEDED_MESSAGE, type TwoFactorService } from '../two-factor/two-factor.service';

export const REGISTERED_MESSAGE = 'User registered successfully!';
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';
/** The users table's e-mail column holds at most this many characters. */
const MAX_STORED_EMAIL_LENGTH = 200;
/**
 * Kept clear on purpose: a customer who already has an account must be told so. It does reveal that an
 * e-mail is registered, so register is rate-limited per address (RATE_LIMITS register) to keep that slow.
 */
const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

let dummyHash: Promise<string> | undefined;
/** A hash to check unknown e-mails against, so that they take as long as known ones. */
const hashForUnknownEmail = () => (dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex')));

const isUniqueViolation = (err: unknown) => /UNIQUE constraint|Duplicate entry|ER_DUP_ENTRY/i.test(String((err as Error)?.message ?? ''));

export interface AccountLimiters {
  /** Failed logins per e-mail and address, per address, and per e-mail. */
  logins: LoginAttemptLimiter;
  /** Wrong current passwords per account in changePassword. */
  passwordChecks: PasswordCheckLimiter;
}

/** A customer's own account: register, log in, profile and password. */
export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly images: ImageStore,
    private readonly users: UserService,
    private readonly env: AccountWiring,
    private readonly limiters: AccountLimiters,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /**
   * A new customer account (role 'user'), signed in at once (the answer carries its token). A complete UK
   * address (address, city, postcode) also becomes the default address of its address book, in the same
   * transaction. `legacyForm`: the legacy REST form's rules (see checkRegistration).
   */
  async register(branchCode: string, input: RegisterInput, { legacyForm = false } = {}): Promise<RegisterPayload> {
    const { password, postcode, ...values } = checkRegistration(input, { legacyForm });
    const repo = this.db.repo(User);
    if (await repo.existsBy({ branchCode, email: values.email })) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
    const passwordHash = await hashPassword(password);
    const image = hasImage(input.image) ? await this.images.save('users', input.image) : null;
    try {
      const user = await this.db.transaction(async (m) => {
        const users = m.getRepository(User);
        const saved = await users.save(
          users.create({ ...values, branchCode, passwordHash, role: Role.USER, isActive: true, image: image?.fileName ?? null }),
        );
        if (postcode && values.address && values.city) {
          const addresses = m.getRepository(SavedAddress);
          await addresses.insert(
            addresses.create({
              branchCode,
              userId: saved.id,
              label: 'Home',
              fullName: saved.name,
              phone: values.contactNo1,
              addressLine1: values.address,
              addressLine2: null,
              city: values.city,
              postcode,
              isDefault: true,
            }),
          );
        }
        return saved;
      });
      return { message: REGISTERED_MESSAGE, user, token: this.tokenFor(user) };
    } catch (err) {
      if (image) await this.images.remove('users', image.fileName);
      if (isUniqueViolation(err)) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
      throw err;
    }
  }

  /**
   * Name is the e-mail, as the legacy login form sends it. Unknown e-mails and wrong passwords get the
   * same answer after the same work. Every attempt is counted before the password check (see
   * LoginAttemptLimiter), so parallel guesses cannot pass the limits. An account with two-factor sign-in
   * gets a challenge instead of a token (see verifyTwoFactor); a client that cannot take that step
   * (`secondStep: false`, the legacy REST login) is refused for it, after the password was checked.
   */
  async login(branchCode: string, name: string, password: string, clientAddress = '', { secondStep = true } = {}): Promise<LoginPayload> {
    const email = normaliseEmail(name ?? '');
    // The legacy REST login (the client without a second step) keeps the legacy form's exact messages.
    if (!email) throw new ValidationError(secondStep ? 'Email is required' : 'Email is Required', 'name');
    if (!password) throw new ValidationError(secondStep ? 'Password is required' : 'Password is Required', 'password');
    // No account has a longer address (the column's length): refused before it becomes a rate-limit key held in memory.
    if (email.length > MAX_STORED_EMAIL_LENGTH) throw new UnauthorizedError(INVALID_LOGIN_MESSAGE);
    const attempt = await this.limiters.logins.begin(`${branchCode}|${email}`, clientAddress || 'unknown');
    const user = await this.db.repo(User).findOneBy({ branchCode, email });
    const matches = await verifyPassword(password, user?.passwordHash ?? (await hashForUnknownEmail()));
    if (!user || !matches) throw new UnauthorizedError(INVALID_LOGIN_MESSAGE);
    await attempt.succeeded();
    if (!user.isActive) throw new UnauthorizedError('This account has been disabled');
    const next = await this.twoFactor.signInStep(user);
    if (next.challenge !== undefined) {
      if (!secondStep) throw new ForbiddenError(SECOND_STEP_NEEDED_MESSAGE);
      return { token: null, user: null, twoFactorChallenge: next.challenge, twoFactorSetupRequired: false };
    }
    return { token: this.tokenFor(user), user, twoFactorChallenge: null, twoFactorSetupRequired: next.setupRequired };
  }

  /** Ends the caller's tokens (every device's: they share the account's token version); false for a guest. */
  async logout(caller: Caller | null, branchCode: string): Promise<boolean> {
    if (!caller || caller.branchCode !== branchCode) return false;
    await this.db.transaction((m) => endTokens(m, caller.userId));
    return true;
  }

  profile(caller: Caller | null, branchCode: string): Promise<User> {
    return this.users.current(caller, branchCode);
  }

  async updateProfile(caller: Caller | null, branchCode: string, input: UpdateProfileInput): Promise<User> {
    const user = await this.users.current(caller, branchCode);
    const changes = checkProfileChanges(input);
    const image: StoredImage | undefined = input.image ? await this.images.save('users', input.image) : undefined;
    const repo = this.db.repo(User);
    const set = { ...changes, ...(image ? { image: image.fileName } : {}) };
    await this.db.transaction(async (m) => {
      await m.update(User, { id: user.id }, set);
      await recordUpdate(m, User, user, set);
    });
    if (image) await this.images.remove('users', user.image);
    return repo.findOneByOrFail({ id: user.id });
  }

  /** Changes the password and ends every earlier token of the account; answers a fresh token for this session. */
  async changePassword(
    caller: Caller | null,
    branchCode: string,
    currentPassword: string,
    newPassword: string,
    confirmPassword: string,
  ): Promise<PasswordChangedPayload> {
    const user = await this.users.current(caller, branchCode);
    if (!currentPassword) throw new ValidationError('Current password is required', 'currentPassword');
    const password = checkNewPassword(newPassword, confirmPassword);
    const attempt = await this.limiters.passwordChecks.begin(`${branchCode}|${user.id}`);
    if (!(await verifyPassword(currentPassword, user.passwordHash)))
      throw new ValidationError('Current password is incorrect', 'currentPassword');
    await attempt.succeeded();
    if (currentPassword === password) throw new ValidationError('New password must be different from the current password', 'newPassword');
    const passwordHash = await hashPassword(password);
    const changed = await this.db.transaction(async (m) => {
      await m.getRepository(User).update({ id: user.id }, { passwordHash });
      await recordUpdate(m, User, user, { passwordHash });
      await endTokens(m, user.id);
      await closeOpenResets(m, user.id);
      return m.getRepository(User).findOneByOrFail({ id: user.id });
    });
    return { message: 'Password changed successfully', token: this.tokenFor(changed) };
  }

  private tokenFor(user: User): string {
    return this.env.tokens.sign({ userId: user.id, role: user.role, branchCode: user.branchCode, tokenVersion: user.tokenVersion });
  }
}
