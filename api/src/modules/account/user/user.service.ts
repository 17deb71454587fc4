import type { EntityManager } from 'typeorm';
import type { Database } from '../../../db/database';
import { Caller, requireUser } from '../../../common/auth';
import { containsCondition } from '../../../common/contains';
import { SortDirection } from '../../../common/crud/types';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../../common/errors';
import type { ImageStore } from '../../../common/images';
import { ListResult, MAX_PAGE_SIZE } from '../../../common/list';
import { endTokens } from '../auth/end-tokens';
import { hashPassword } from '../auth/tokens';
import { User } from './user.entity';
import { Role, STAFF_ROLES } from '../../../common/roles';
import { USER_SORT_FIELDS, UserListOptions } from './user.inputs';
import { recordDelete, recordUpdate } from '../../../common/audit/audit-recorder';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Accounts: customers and staff; who is calling, and staff management with its safety rules. */
export class UserService {
  constructor(
    private readonly db: Database,
    private readonly images: ImageStore,
  ) {}

  /**
   * The bootstrap super-admin of ADMIN_EMAIL / ADMIN_PASSWORD at start. ADMIN_PASSWORD is a first-start
   * credential, not a standing one: it sets the password only when the super-admin is created, or when
   * an existing account with that e-mail is made the super-admin (then its earlier tokens end). An
   * existing active super-admin is left as it is, so a password changed since then stays changed.
   */
  async ensureSuperAdmin(branchCode: string, email: string, password: string): Promise<'created' | 'promoted' | 'kept'> {
    const normalised = normaliseEmail(email);
    if (!/^[^\s@]+@[^\s@]+$/.test(normalised)) throw new ValidationError('ADMIN_EMAIL is not an e-mail address', 'email');
    if (password.length < 8) throw new ValidationError('ADMIN_PASSWORD must have at least 8 characters', 'password');
    const repo = this.db.repo(User);
    const existing = await repo.findOneBy({ branchCode, email: normalised });
    if (existing?.role === Role.SUPER_ADMIN && existing.isActive) return 'kept';
    const passwordHash = await hashPassword(password);
    if (existing) {
      await this.db.transaction(async (m) => {
        await m.getRepository(User).update({ id: existing.id }, { passwordHash, role: Role.SUPER_ADMIN, isActive: true });
        await endTokens(m, existing.id);
      });
      return 'promoted';
    }
    await repo.save(repo.create({ branchCode, email: normalised, name: 'Administrator', passwordHash, role: Role.SUPER_ADMIN }));
    return 'created';
  }

  findById(branchCode: string, id: number): Promise<User | null> {
    return this.db.repo(User).findOneBy({ branchCode, id });
  }

  /** The caller's own account as it is now: it must exist, be active and belong to this branch. */
  async current(caller: Caller | null, branchCode: string): Promise<User> {
    const c = requireUser(caller);
    if (c.branchCode !== branchCode) throw new UnauthorizedError('You are logged in to another branch');
    const user = await this.db.repo(User).findOneBy({ branchCode, id: c.userId });
    if (!user || !user.isActive) throw new UnauthorizedError('Your account no longer exists or has been disabled');
    return user;
  }

  async list(caller: Caller | null, branchCode: string, options: Partial<UserListOptions> = {}): Promise<ListResult<User>> {
    await this.currentStaff(caller, branchCode);
    const qb = this.db.repo(User).createQueryBuilder('u').where('u.branchCode = :branchCode', { branchCode });
    if (options.search?.trim()) {
      const byName = containsCondition('u.name', 'searchName', options.search);
      const byEmail = containsCondition('u.email', 'searchEmail', options.search);
      qb.andWhere(`(${byName.sql} OR ${byEmail.sql})`, { ...byName.params, ...byEmail.params });
    }
    if (options.role) qb.andWhere('u.role = :role', { role: options.role });
    if (typeof options.isActive === 'boolean') qb.andWhere('u.isActive = :active', { active: options.isActive });
    const sortBy = options.sortBy ?? 'id';
    if (!(USER_SORT_FIELDS as readonly string[]).includes(sortBy)) {
      throw new ValidationError(`Cannot sort users by "${sortBy}"; use one of ${USER_SORT_FIELDS.join(', ')}`, 'sortBy');
    }
    qb.orderBy(`u.${sortBy}`, options.sortDirection === SortDirection.DESC ? 'DESC' : 'ASC');
    if (sortBy !== 'id') qb.addOrderBy('u.id', 'ASC');
    const take = Math.min(Math.max(options.take ?? 50, 1), MAX_PAGE_SIZE);
    const [items, totalItems] = await qb
      .skip(Math.max(options.skip ?? 0, 0))
      .take(take)
      .getManyAndCount();
    return { items, totalItems };
  }

  async get(caller: Caller | null, branchCode: string, id: number): Promise<User> {
    await this.currentStaff(caller, branchCode);
    const user = await this.findById(branchCode, id);
    if (!user) throw notFound(id);
    return user;
  }

  /** Super-admins only; the last active super-admin of the branch keeps the role. */
  async updateRole(caller: Caller | null, branchCode: string, id: number, role: Role): Promise<User> {
    const actor = await this.currentStaff(caller, branchCode);
    if (actor.role !== Role.SUPER_ADMIN) throw new ForbiddenError('Only a super-admin can change roles');
    if (!Object.values(Role).includes(role)) throw new ValidationError(`Role must be one of ${Object.values(Role).join(', ')}`, 'role');
    return this.db.transaction(async (m) => {
      const repo = m.getRepository(User);
      const target = await repo.findOneBy({ branchCode, id });
      if (!target) throw notFound(id);
      if (target.role === Role.SUPER_ADMIN && role !== Role.SUPER_ADMIN) await this.keepOneSuperAdmin(m, target, 'demote');
      if (target.role !== role) {
        await repo.update({ id }, { role });
        await recordUpdate(m, User, target, { role });
        await endTokens(m, id);
      }
      return repo.findOneByOrFail({ id });
    });
  }

  /**
   * Admins may delete customers; only a super-admin deletes staff. Nobody deletes their own account or
   * the last active super-admin. Answers the account as it was.
   */
  async remove(caller: Caller | null, branchCode: string, id: number): Promise<User> {
    const actor = await this.currentStaff(caller, branchCode);
    if (actor.id === id) throw new ForbiddenError('You cannot delete your own account');
    const removed = await this.db.transaction(async (m) => {
      const repo = m.getRepository(User);
      const target = await repo.findOneBy({ branchCode, id });
      if (!target) throw notFound(id);
      if (STAFF_ROLES.includes(target.role) && actor.role !== Role.SUPER_ADMIN)
        throw new ForbiddenError('Only a super-admin can delete staff accounts');
      if (target.role === Role.SUPER_ADMIN) await this.keepOneSuperAdmin(m, target, 'delete');
      await repo.delete({ id });
      await recordDelete(m, User, target);
      return target;
    });
    await this.images.remove('users', removed.image);
    return removed;
  }

  private async currentStaff(caller: Caller | null, branchCode: string): Promise<User> {
    const user = await this.current(caller, branchCode);
    if (!STAFF_ROLES.includes(user.role)) throw new ForbiddenError('Only staff can do this');
    return user;
  }

  /** Refuses to take away the branch's last active super-admin (rows locked on MySQL so two requests cannot race). */
  private async keepOneSuperAdmin(m: EntityManager, target: User, action: string): Promise<void> {
    if (!target.isActive) return;
    const qb = m
      .getRepository(User)
      .createQueryBuilder('u')
      .select('u.id')
      .where('u.branchCode = :branchCode AND u.role = :role AND u.isActive = :active', {
        branchCode: target.branchCode,
        role: Role.SUPER_ADMIN,
        active: true,
      });
    if (this.db.dialect === 'mysql') qb.setLock('pessimistic_write');
    const superAdmins = await qb.getMany();
    if (!superAdmins.some((u) => u.id !== target.id)) throw new ConflictError(`Cannot ${action} the last super-admin of this branch`);
  }
}

function notFound(id: number) {
  return new NotFoundError(`No user with id ${id}`);
}
