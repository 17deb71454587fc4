import type { EntityManager } from 'typeorm';
import type { Caller } from '../../../common/auth';
import { ConflictError, NotFoundError, ValidationError } from '../../../common/errors';
import type { Database } from '../../../db/database';
import { lockRow } from '../../../db/row-lock';
import { User } from '../user/user.entity';
import type { UserService } from '../user/user.service';
import { SavedAddress } from './saved-address.entity';
import type { SavedAddressInput } from './saved-address.inputs';
import { checkSavedAddress, MAX_SAVED_ADDRESSES } from './saved-address-rules';

/**
 * A customer's saved delivery addresses: only ever their own (another's id is NOT_FOUND), at most
 * MAX_SAVED_ADDRESSES, and exactly one default whenever there is any. Each change runs in a transaction
 * that first locks the customer's row (MySQL), so two requests cannot both pass the limit or leave two defaults.
 */
export class SavedAddressService {
  constructor(
    private readonly db: Database,
    private readonly users: UserService,
  ) {}

  /** The caller's addresses, the default first, then in the order they were saved. */
  async mine(caller: Caller | null, branchCode: string): Promise<SavedAddress[]> {
    const user = await this.users.current(caller, branchCode);
    return this.listOf(this.db.dataSource.manager, branchCode, user.id);
  }

  async create(caller: Caller | null, branchCode: string, input: SavedAddressInput): Promise<SavedAddress> {
    const user = await this.users.current(caller, branchCode);
    const values = checkSavedAddress(input);
    return this.db.transaction(async (m) => {
      await lockRow(m, User, user.id);
      const repo = m.getRepository(SavedAddress);
      const count = await repo.countBy({ branchCode, userId: user.id });
      if (count >= MAX_SAVED_ADDRESSES) throw new ConflictError(`You can keep at most ${MAX_SAVED_ADDRESSES} addresses; delete one first`);
      const isDefault = count === 0 || input.isDefault === true;
      if (isDefault) await repo.update({ branchCode, userId: user.id }, { isDefault: false });
      return repo.save(repo.create({ ...values, branchCode, userId: user.id, isDefault }));
    });
  }

  async update(caller: Caller | null, branchCode: string, id: number, input: SavedAddressInput): Promise<SavedAddress> {
    const user = await this.users.current(caller, branchCode);
    const values = checkSavedAddress(input);
    return this.db.transaction(async (m) => {
      await lockRow(m, User, user.id);
      const address = await this.ownOrFail(m, branchCode, user.id, id);
      if (address.isDefault && input.isDefault === false) {
        throw new ValidationError('This is your default address; make another address the default instead', 'isDefault');
      }
      const repo = m.getRepository(SavedAddress);
      if (input.isDefault === true && !address.isDefault) await repo.update({ branchCode, userId: user.id }, { isDefault: false });
      await repo.update({ id }, { ...values, isDefault: address.isDefault || input.isDefault === true });
      return repo.findOneByOrFail({ id });
    });
  }

  /** Makes one address the default and every other of the caller's not. */
  async setDefault(caller: Caller | null, branchCode: string, id: number): Promise<SavedAddress> {
    const user = await this.users.current(caller, branchCode);
    return this.db.transaction(async (m) => {
      await lockRow(m, User, user.id);
      await this.ownOrFail(m, branchCode, user.id, id);
      const repo = m.getRepository(SavedAddress);
      await repo.update({ branchCode, userId: user.id }, { isDefault: false });
      await repo.update({ id }, { isDefault: true });
      return repo.findOneByOrFail({ id });
    });
  }

  /** Deletes the address and answers it as it was; when it was the default, the oldest remaining one becomes the default. */
  async remove(caller: Caller | null, branchCode: string, id: number): Promise<SavedAddress> {
    const user = await this.users.current(caller, branchCode);
    return this.db.transaction(async (m) => {
      await lockRow(m, User, user.id);
      const address = await this.ownOrFail(m, branchCode, user.id, id);
      const repo = m.getRepository(SavedAddress);
      await repo.delete({ id });
      if (address.isDefault) {
        const next = await repo.findOne({ where: { branchCode, userId: user.id }, order: { id: 'ASC' } });
        if (next) await repo.update({ id: next.id }, { isDefault: true });
      }
      return address;
    });
  }

  /** Every address of one account (the data export), default first. */
  listOf(m: EntityManager, branchCode: string, userId: number): Promise<SavedAddress[]> {
    return m.getRepository(SavedAddress).find({ where: { branchCode, userId }, order: { isDefault: 'DESC', id: 'ASC' } });
  }

  private async ownOrFail(m: EntityManager, branchCode: string, userId: number, id: number): Promise<SavedAddress> {
    const address = await m.getRepository(SavedAddress).findOneBy({ branchCode, userId, id });
    if (!address) throw new NotFoundError(`No saved address with id ${id}`);
    return address;
  }
}
