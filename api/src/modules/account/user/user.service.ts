import type { Database } from '../../../db/database';
import { ValidationError } from '../../../common/errors';
import { hashPassword } from '../auth/tokens';
import { Role, User } from './user.entity';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Accounts: customers and staff. */
export class UserService {
  constructor(private readonly db: Database) {}

  /**
   * Makes sure a super-admin with these credentials exists in the branch (ADMIN_EMAIL / ADMIN_PASSWORD
   * at start): creates it, or resets the password and role of the account with that e-mail.
   */
  async ensureSuperAdmin(branchCode: string, email: string, password: string): Promise<User> {
    const normalised = normaliseEmail(email);
    if (!/^[^\s@]+@[^\s@]+$/.test(normalised)) throw new ValidationError('ADMIN_EMAIL is not an e-mail address', 'email');
    if (password.length < 8) throw new ValidationError('ADMIN_PASSWORD must have at least 8 characters', 'password');
    const repo = this.db.repo(User);
    const passwordHash = await hashPassword(password);
    const existing = await repo.findOneBy({ branchCode, email: normalised });
    if (existing) {
      existing.passwordHash = passwordHash;
      existing.role = Role.SUPER_ADMIN;
      existing.isActive = true;
      return repo.save(existing);
    }
    return repo.save(repo.create({ branchCode, email: normalised, name: 'Administrator', passwordHash, role: Role.SUPER_ADMIN }));
  }

  findById(branchCode: string, id: number): Promise<User | null> {
    return this.db.repo(User).findOneBy({ branchCode, id });
  }
}
