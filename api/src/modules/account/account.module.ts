import type { ServiceDeps } from '../../services';
import type { AccountWiring } from './auth/account-environment';
import { AccountResolver } from './auth/account.resolver';
import { AccountService } from './auth/account.service';
import { AttemptLimiter } from './auth/attempt-limiter';
import { PasswordResetService } from './auth/password-reset.service';
import { UserResolver } from './user/user.resolver';
import { UserService } from './user/user.service';

const MINUTE = 60_000;

/** Accounts: register, login, profile, passwords, staff management. */
export const accountResolvers: Function[] = [AccountResolver, UserResolver];

export function createAccountServices({ db, images, tokens, mailer, config }: ServiceDeps) {
  const environment: AccountWiring = { tokens, mailer, publicUrl: config.publicUrl };
  const users = new UserService(db, images);
  const limiters = { logins: new AttemptLimiter(10, 15 * MINUTE), passwordChecks: new AttemptLimiter(10, 15 * MINUTE) };
  return {
    users,
    accounts: new AccountService(db, images, users, environment, limiters),
    passwordResets: new PasswordResetService(db, environment, new AttemptLimiter(5, 60 * MINUTE)),
  };
}

type AccountServices = ReturnType<typeof createAccountServices>;

export function createAccountLoaders(_services: AccountServices, _branchCode: string) {
  return {};
}
