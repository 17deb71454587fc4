import crypto from 'node:crypto';
import type { Database } from '../../../db/database';
import type { Caller } from '../../../common/auth';
import { ConflictError, UnauthorizedError, ValidationError } from '../../../common/errors';
import type { ImageStore, StoredImage } from '../../../common/images';
import { User } from '../user/user.entity';
import { Role } from '../../../common/roles';
import { normaliseEmail, UserService } from '../user/user.service';
import type { AccountWiring } from './account-environment';
import type { AccountMessage, LoginPayload, RegisterInput, RegisterPayload, UpdateProfileInput } from './account.inputs';
import { checkNewPassword } from './account-rules';
import type { AttemptLimiter } from './attempt-limiter';
import { closeOpenResets } from './password-reset.service';
import { checkProfileChanges, checkRegistration } from './registration';
import { hashPassword, verifyPassword } from './tokens';

export const REGISTERED_MESSAGE = 'User registered successfully!';
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';
const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

let dummyHash: Promise<string> | undefined;
/** A hash to check unknown e-mails against, so that they take as long as known ones. */
const hashForUnknownEmail = () => (dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex')));

const isUniqueViolation = (err: unknown) => /UNIQUE constraint|Duplicate entry|ER_DUP_ENTRY/i.test(String((err as Error)?.message ?? ''));

export interface AccountLimiters {
  /** Failed logins per branch, e-mail and client address. */
  logins: AttemptLimiter;
  /** Wrong current passwords per account in changePassword. */
  passwordChecks: AttemptLimiter;
}

/** A customer's own account: register, log in, profile and password. */
export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly images: ImageStore,
    private readonly users: UserService,
    private readonly env: AccountWiring,
    private readonly limiters: AccountLimiters,
  ) {}

  /** A new customer account (role 'user'), with the checks and messages of spec section 5. */
  async register(branchCode: string, input: RegisterInput): Promise<RegisterPayload> {
    const { password, ...values } = checkRegistration(input);
    const repo = this.db.repo(User);
    if (await repo.existsBy({ branchCode, email: values.email })) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
    const passwordHash = await hashPassword(password);
    const image = await this.images.save('users', input.image!);
    try {
      const user = await repo.save(repo.create({ ...values, branchCode, passwordHash, role: Role.USER, isActive: true, image: image.fileName }));
      return { message: REGISTERED_MESSAGE, user };
    } catch (err) {
      await this.images.remove('users', image.fileName);
      if (isUniqueViolation(err)) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
      throw err;
    }
  }

  /**
   * Name is the e-mail, as the legacy login form sends it. Unknown e-mails and wrong passwords get the
   * same answer after the same work; repeated failures from one address are refused for a while.
   */
  async login(branchCode: string, name: string, password: string, clientAddress = ''): Promise<LoginPayload> {
    const email = normaliseEmail(name ?? '');
    if (!email) throw new ValidationError('Email is Required', 'name');
    if (!password) throw new ValidationError('Password is Required', 'password');
    const key = `${branchCode}|${email}|${clientAddress}`;
    this.limiters.logins.check(key, 'failed login attempts');
    const user = await this.db.repo(User).findOneBy({ branchCode, email });
    const matches = await verifyPassword(password, user?.passwordHash ?? (await hashForUnknownEmail()));
    if (!user || !matches) {
      this.limiters.logins.record(key);
      throw new UnauthorizedError(INVALID_LOGIN_MESSAGE);
    }
    if (!user.isActive) throw new UnauthorizedError('This account has been disabled');
    this.limiters.logins.clear(key);
    const token = this.env.tokens.sign({ userId: user.id, role: user.role, branchCode });
    return { token, user };
  }

  profile(caller: Caller | null, branchCode: string): Promise<User> {
    return this.users.current(caller, branchCode);
  }

  async updateProfile(caller: Caller | null, branchCode: string, input: UpdateProfileInput): Promise<User> {
    const user = await this.users.current(caller, branchCode);
    const changes = checkProfileChanges(input);
    const image: StoredImage | undefined = input.image ? await this.images.save('users', input.image) : undefined;
    const repo = this.db.repo(User);
    await repo.update({ id: user.id }, { ...changes, ...(image ? { image: image.fileName } : {}) });
    if (image) await this.images.remove('users', user.image);
    return repo.findOneByOrFail({ id: user.id });
  }

  async changePassword(caller: Caller | null, branchCode: string, currentPassword: string, newPassword: string, confirmPassword: string): Promise<AccountMessage> {
    const user = await this.users.current(caller, branchCode);
    if (!currentPassword) throw new ValidationError('Current password is required', 'currentPassword');
    const password = checkNewPassword(newPassword, confirmPassword);
    const key = String(user.id);
    this.limiters.passwordChecks.check(key, 'wrong current passwords');
    if (!(await verifyPassword(currentPassword, user.passwordHash))) {
      this.limiters.passwordChecks.record(key);
      throw new ValidationError('Current password is incorrect', 'currentPassword');
    }
    this.limiters.passwordChecks.clear(key);
    if (currentPassword === password) throw new ValidationError('New password must be different from the current password', 'newPassword');
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (m) => {
      await m.getRepository(User).update({ id: user.id }, { passwordHash });
      await closeOpenResets(m, user.id);
    });
    return { message: 'Password changed successfully' };
  }
}
