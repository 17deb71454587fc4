import type { ServiceDeps } from '../../services';
import type { AccountWiring } from './auth/account-environment';
import { AccountResolver } from './auth/account.resolver';
import { AccountService } from './auth/account.service';
import { LoginAttemptLimiter, PasswordCheckLimiter } from './auth/attempt-limiter';
import { PasswordResetService } from './auth/password-reset.service';
import { UserResolver } from './user/user.resolver';
import { SavedAddressResolver } from './address/saved-address.resolver';
import { SavedAddressService } from './address/saved-address.service';
import { PrivacyResolver } from './privacy/privacy.resolver';
import { PrivacyService } from './privacy/privacy.service';
import { UserService } from './user/user.service';

/** Accounts: register, login, logout, profile, passwords, staff management, saved addresses, the customer's data and account deletion. */
export const accountResolvers: Function[] = [AccountResolver, UserResolver, SavedAddressResolver, PrivacyResolver];

export function createAccountServices({ db, images, tokens, mails, config, rateLimits, logger }: ServiceDeps) {
  const environment: AccountWiring = { tokens, mails, publicUrl: config.publicUrl };
  const users = new UserService(db, images);
  const limiters = { logins: new LoginAttemptLimiter(rateLimits), passwordChecks: new PasswordCheckLimiter(rateLimits) };
  const savedAddresses = new SavedAddressService(db, users);
  return {
    users,
    savedAddresses,
    privacy: new PrivacyService(db, images, users, savedAddresses, limiters.passwordChecks),
    accounts: new AccountService(db, images, users, environment, limiters),
    passwordResets: new PasswordResetService(db, environment, rateLimits.limiter('resetMailsPerEmail'), logger),
  };
}

type AccountServices = ReturnType<typeof createAccountServices>;

export function createAccountLoaders(_services: AccountServices, _branchCode: string) {
  return {};
}
