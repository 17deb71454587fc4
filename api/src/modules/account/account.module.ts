import type { ServiceDeps } from '../../services';
import { UserService } from './user/user.service';

/** Accounts: register, login, profile, passwords, staff management. */
export const accountResolvers: Function[] = [];

export function createAccountServices({ db }: ServiceDeps) {
  return { users: new UserService(db) };
}

export function createAccountLoaders(_services: ReturnType<typeof createAccountServices>, _branchCode: string) {
  return {};
}
