import type { ServiceDeps } from '../../services';
import type { AccountWiring } from './auth/account-environment';
import { AccountResolver } from './auth/account.resolver';
import { AccountService } from './auth/account.service';
import { LoginAttemptLimiter, PasswordCheckLimiter } from './auth/attempt-limiter';
import { PasswordResetService } from './auth/password-reset.service';
import { UserResolver } from './user/user.resolver';
import { UserService } from './user/user.service';

/** Accounts: register, login, logout, profile, passwords, staff management. */
export const accountResolvers: Function[] = [AccountResolver, UserResolver];

export function createAccountServices({ db, images, tokens, mailer, config, rateLimits, logger }: ServiceDeps) {
  const environment: AccountWiring = { tokens, mailer, publicUrl: config.publicUrl };
  const users = new UserService(db, images);
  const limiters = { logins: new LoginAttemptLimiter(rateLimits), passwordChecks: new PasswordCheckLimiter(rateLimits) };
  return {
    users,
    accounts: new AccountService(db, images, users, environment, limiters),
    passwordResets: new PasswordResetService(db, environment, rateLimits.limiter('resetMailsPerEmail'), logger),
  };
}

type AccountServices = ReturnType<typeof createAccountServices>;

export function createAccountLoaders(_services: AccountServices, _branchCode: string) {
  return {};
}
