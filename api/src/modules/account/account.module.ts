import type { ServiceDeps } from '../../services';
import { defineModule } from '../shop-module';
import { SavedAddress } from './address/saved-address.entity';
import { PasswordResetToken } from './auth/password-reset-token.entity';
import { StaffTwoFactor, TwoFactorRecoveryCode } from './two-factor/staff-two-factor.entity';
import { User } from './user/user.entity';
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
import { TwoFactorResolver } from './two-factor/two-factor.resolver';
import { TwoFactorService } from './two-factor/two-factor.service';
import { resolveTwoFactorKey } from './two-factor/secret-box';
import { WishlistItem } from './wishlist/wishlist-item.entity';
import { WishlistResolver } from './wishlist/wishlist.resolver';
import { WishlistService } from './wishlist/wishlist.service';

/** Accounts: register, login, logout, profile, passwords, staff management, saved addresses, the wishlist, the customer's data and account deletion. */
const accountResolvers: Function[] = [
  AccountResolver,
  UserResolver,
  SavedAddressResolver,
  PrivacyResolver,
  TwoFactorResolver,
  WishlistResolver,
];

function createAccountServices({ db, images, tokens, mails, config, rateLimits, logger }: ServiceDeps) {
  const environment: AccountWiring = { tokens, mails, publicUrl: config.publicUrl };
  const users = new UserService(db, images);
  const limiters = { logins: new LoginAttemptLimiter(rateLimits), passwordChecks: new PasswordCheckLimiter(rateLimits) };
  const savedAddresses = new SavedAddressService(db, users);
  const twoFactor = new TwoFactorService(db, users, {
    tokens,
    policy: config.staffTwoFactor,
    codes: rateLimits.limiter('twoFactorCodes'),
    key: () => resolveTwoFactorKey(config.twoFactorKey, config.dataDir),
  });
  return {
    users,
    twoFactor,
    savedAddresses,
    wishlist: new WishlistService(db, users),
    privacy: new PrivacyService(db, images, users, savedAddresses, limiters.passwordChecks),
    accounts: new AccountService(db, images, users, environment, limiters, twoFactor),
    passwordResets: new PasswordResetService(db, environment, rateLimits.limiter('resetMailsPerEmail'), logger),
  };
}

type AccountServices = ReturnType<typeof createAccountServices>;

function createAccountLoaders(_services: AccountServices, _branchCode: string) {
  return {};
}

/** The accounts' registration (see shop-module.ts). */
export const accountModule = defineModule({
  entities: [User, PasswordResetToken, SavedAddress, StaffTwoFactor, TwoFactorRecoveryCode, WishlistItem],
  crud: [],
  resolvers: accountResolvers,
  services: createAccountServices,
  loaders: createAccountLoaders,
});
