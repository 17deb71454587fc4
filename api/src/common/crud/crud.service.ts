import { EntityManager, EntityMetadata, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import type { Database } from '../../db/database';
import { AuditAction } from '../audit/audit-entry.entity';
import { recordWrite } from '../audit/audit-recorder';
import { actsAsStaff, Caller, requireStaff } from '../auth';
import type { BranchEntity } from '../branch-entity';
import { containsCondition } from '../contains';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { ImageStore, ImageUploadInput } from '../images';
import { ListResult, MAX_PAGE_SIZE } from '../list';
import { slugify } from '../slug';
import type { CrudDescriptor } from './descriptor';
import type { CrudListOptions } from './types';
import { validateInput } from './validate';

type Row = BranchEntity & ObjectLiteral;

/** More writes of a module's own, run in the row's transaction after it (a product's pictures and collections). */
export type AlsoInWrite<E> = (manager: EntityManager, row: E) => Promise<void>;

/**
 * List, get, create, update and delete for one admin data set, configured by its descriptor. Holds
 * the rules they share: branch scoping, staff-only writes, validation, unique codes and slugs,
 * references resolved in the branch, refusal to delete rows others point at, and image files.
 */
export class CrudService<E extends Row> {
  private readonly removedHooks: ((row: E) => Promise<void>)[] = [];

  constructor(
    readonly d: CrudDescriptor<E>,
    private readonly db: Database,
    private readonly images: ImageStore,
  ) {}

  /** Work done after a row is deleted, beside its image: a module removing other files the row names. */
  onRemoved(hook: (row: E) => Promise<void>): void {
    this.removedHooks.push(hook);
  }

  private get meta(): EntityMetadata {
    return this.db.dataSource.getMetadata(this.d.entity);
  }

  private has(property: string): boolean {
    return Boolean(this.meta.findColumnWithPropertyName(property));
  }

  async list(caller: Caller | null, branchCode: string, options: CrudListOptions = {}): Promise<ListResult<E>> {
    const qb = await this.listQuery(caller, branchCode, options);
    const take = Math.min(Math.max(options.take ?? 50, 1), MAX_PAGE_SIZE);
    const [items, totalItems] = await qb
      .skip(Math.max(options.skip ?? 0, 0))
      .take(take)
      .getManyAndCount();
    return { items, totalItems };
  }

  /** The rows a list with these options answers, filtered and sorted, before paging (for lists and exports alike). */
  async listQuery(caller: Caller | null, branchCode: string, options: CrudListOptions = {}): Promise<SelectQueryBuilder<E>> {
    if (this.d.read === 'staff') requireStaff(caller);
    const qb = this.db.repo(this.d.entity).createQueryBuilder('e').where('e.branchCode = :branchCode', { branchCode });
    if (this.has('isActive')) {
      if (!actsAsStaff(caller)) qb.andWhere('e.isActive = :active', { active: true });
      else if (typeof options.isActive === 'boolean') qb.andWhere('e.isActive = :active', { active: options.isActive });
    }
    if (options.search?.trim()) {
      const filters = [this.d.searchField, ...(this.d.searchAlso ?? [])].map((field, i) =>
        containsCondition(`e.${field}`, i ? `search${i}` : 'search', options.search!),
      );
      qb.andWhere(`(${filters.map((f) => f.sql).join(' OR ')})`, Object.assign({}, ...filters.map((f) => f.params)));
    }
    await this.applyRefFilters(qb, branchCode, options);
    for (const [option, filter] of Object.entries(this.d.listFilters ?? {})) {
      const value = options[option];
      if (typeof value === 'string' && filter.type === 'choice') {
        if (!filter.values?.includes(value)) throw new ValidationError(`${option} must be one of ${filter.values?.join(', ')}`, option);
        filter.apply(qb, value, `filter_${option}`);
      } else if (typeof value === 'number' || typeof value === 'boolean') filter.apply(qb, value, `filter_${option}`);
    }
    this.applySort(qb, options);
    return qb;
  }

  async get(caller: Caller | null, branchCode: string, id: number): Promise<E> {
    if (this.d.read === 'staff') requireStaff(caller);
    const row = await this.db.repo(this.d.entity).findOneBy({ branchCode, id } as never);
    if (!row || (this.has('isActive') && !actsAsStaff(caller) && !(row as ObjectLiteral).isActive)) throw this.notFound(id);
    return row;
  }

  async create(caller: Caller | null, branchCode: string, input: Record<string, unknown>, also?: AlsoInWrite<E>): Promise<E> {
    const staff = requireStaff(caller);
    const values = await this.prepare(branchCode, input, 'create');
    for (const [field, from] of Object.entries(this.d.copyWhenMissing ?? {})) if (values[field] == null) values[field] = values[from];
    this.d.beforeWrite?.(values, null);
    if (this.d.codePrefix && this.has('code') && !values.code) values.code = await this.nextCode(branchCode);
    if (this.d.slugFrom && this.has('slug') && !values.slug)
      values.slug = await this.freeSlug(branchCode, String(values[this.d.slugFrom] ?? ''));
    await this.checkUnique(branchCode, values);
    const image = await this.storeImage(input.image as ImageUploadInput | undefined);
    const saved = await this.write(
      staff,
      branchCode,
      null,
      async (repo) => {
        const inserted = (await repo.save(repo.create({ ...values, ...image, branchCode } as never) as never)) as unknown as E;
        return repo.findOneByOrFail({ id: inserted.id } as never);
      },
      also,
    );
    this.db.changed(this.d.entity, [saved!.id], 'create');
    return saved!;
  }

  async update(caller: Caller | null, branchCode: string, id: number, input: Record<string, unknown>, also?: AlsoInWrite<E>): Promise<E> {
    const staff = requireStaff(caller);
    const existing = await this.db.repo(this.d.entity).findOneBy({ branchCode, id } as never);
    if (!existing) throw this.notFound(id);
    const values = await this.prepare(branchCode, input, 'update');
    this.d.beforeWrite?.(values, existing);
    await this.checkUnique(branchCode, values, id);
    const image = await this.storeImage(input.image as ImageUploadInput | undefined);
    const updated = await this.write(
      staff,
      branchCode,
      id,
      async (repo) => {
        await repo.update({ id } as never, { ...values, ...image } as never);
        return repo.findOneByOrFail({ id } as never);
      },
      also,
    );
    if (image && this.d.uploadArea) await this.images.remove(this.d.uploadArea, (existing as ObjectLiteral).fileName);
    this.db.changed(this.d.entity, [id], 'update');
    return updated!;
  }

  /** Deletes the row and its image; refuses while other rows point at it. Returns the row as it was. */
  async remove(caller: Caller | null, branchCode: string, id: number): Promise<E> {
    const staff = requireStaff(caller);
    const existing = await this.db.repo(this.d.entity).findOneBy({ branchCode, id } as never);
    if (!existing) throw this.notFound(id);
    await this.checkNotReferenced(id);
    await this.write(staff, branchCode, id, async (repo) => {
      await repo.delete({ id } as never);
      return null;
    });
    if (this.d.uploadArea) await this.images.remove(this.d.uploadArea, (existing as ObjectLiteral).fileName);
    for (const hook of this.removedHooks) await hook(existing);
    this.db.changed(this.d.entity, [id], 'delete');
    return existing;
  }

  /**
   * Runs one row write, the set's `inWrite` work and the caller's `also` in one transaction. The row being changed is read
   * again inside it (locked on MySQL; SQLite runs one writer at a time), so concurrent edits each see the
   * row as the other left it. A constraint violation answers as a conflict.
   */
  private write(
    caller: Caller,
    branchCode: string,
    id: number | null,
    work: (repo: Repository<E>) => Promise<E | null>,
    also?: AlsoInWrite<E>,
  ): Promise<E | null> {
    return this.db
      .transaction(async (manager) => {
        const repo = manager.getRepository(this.d.entity);
        let before: E | null = null;
        if (id !== null) {
          before = await repo.findOne({
            where: { branchCode, id } as never,
            ...(this.db.dialect === 'mysql' ? { lock: { mode: 'pessimistic_write' as const } } : {}),
          });
          if (!before) throw this.notFound(id);
        }
        const after = await work(repo);
        // Inserts are audited by the subscriber; this update or delete went through the query builder.
        if (before) await recordWrite(manager, this.d.entity, after ? AuditAction.UPDATE : AuditAction.DELETE, before, after);
        await this.d.inWrite?.({ manager, caller, branchCode, before, after });
        if (after && also) {
          await also(manager, after);
          return repo.findOneByOrFail({ id: after.id } as never);
        }
        return after;
      })
      .catch((err) => this.translate(err));
  }

  private notFound(id: number) {
    return new NotFoundError(`No ${this.d.label} with id ${id}`);
  }

  /** Validated values, with refs resolved to ids of rows in the same branch. */
  private async prepare(branchCode: string, input: Record<string, unknown>, mode: 'create' | 'update'): Promise<Record<string, unknown>> {
    const values = validateInput(this.d.fields, input, mode);
    for (const [name, spec] of Object.entries(this.d.fields)) {
      if (spec.kind === 'ref') {
        const code = spec.codeField ? input[spec.codeField] : undefined;
        if (values[name] === undefined && typeof code === 'string' && code.trim()) {
          values[name] = await this.idOfCode(spec.entity(), branchCode, code.trim(), spec.label, spec.codeField!);
        } else if (typeof values[name] === 'number') {
          const exists = await this.db.repo(spec.entity()).existsBy({ branchCode, id: values[name] } as never);
          if (!exists) throw new ValidationError(`${spec.label} ${values[name]} does not exist`, name);
        }
      }
    }
    for (const [property, value] of Object.entries(values)) {
      const column = this.meta.findColumnWithPropertyName(property);
      if (value === null && column && !column.isNullable) {
        if (column.type === 'varchar' || column.type === 'text') values[property] = '';
        else throw new ValidationError(`${this.d.fields[property]?.label ?? property} is required`, property);
      }
    }
    return values;
  }

  private async idOfCode(entity: new () => BranchEntity, branchCode: string, code: string, label: string, field: string): Promise<number> {
    const row = await this.db.repo(entity).findOne({ where: { branchCode, code } as never, select: { id: true } as never });
    if (!row) throw new ValidationError(`No ${label.toLowerCase()} with code ${code}`, field);
    return row.id;
  }

  private async applyRefFilters(qb: SelectQueryBuilder<E>, branchCode: string, options: CrudListOptions): Promise<void> {
    for (const [name, spec] of Object.entries(this.d.fields)) {
      if (spec.kind !== 'ref') continue;
      let id = options[name] as number | null | undefined;
      const code = spec.codeField ? (options[spec.codeField] as string | null | undefined) : undefined;
      if ((id === undefined || id === null) && code?.trim()) {
        const row = await this.db
          .repo(spec.entity())
          .findOne({ where: { branchCode, code: code.trim() } as never, select: { id: true } as never });
        id = row?.id ?? -1;
      }
      if (typeof id === 'number') qb.andWhere(`e.${name} = :${name}`, { [name]: id });
    }
  }

  private applySort(qb: SelectQueryBuilder<E>, options: CrudListOptions): void {
    const allowed = ['id', 'createdAt', ...this.d.sortFields];
    if (options.sortBy && !allowed.includes(options.sortBy)) {
      throw new ValidationError(`Cannot sort ${this.d.label} rows by "${options.sortBy}"; use one of ${allowed.join(', ')}`, 'sortBy');
    }
    const sort = options.sortBy
      ? { field: options.sortBy, direction: options.sortDirection ?? 'ASC' }
      : (this.d.defaultSort ?? { field: 'id', direction: 'ASC' });
    const expression = this.d.sortExpressions?.[sort.field];
    if (expression) qb.addSelect(expression, 'sort_value').orderBy('sort_value', sort.direction === 'DESC' ? 'DESC' : 'ASC');
    else qb.orderBy(`e.${sort.field}`, sort.direction === 'DESC' ? 'DESC' : 'ASC');
    if (sort.field !== 'id') qb.addOrderBy('e.id', 'ASC');
  }

  private async nextCode(branchCode: string): Promise<string> {
    const count = await this.db.repo(this.d.entity).countBy({ branchCode } as never);
    for (let n = count + 1; ; n++) {
      const code = `${this.d.codePrefix}-${String(n).padStart(4, '0')}`;
      if (!(await this.holderOf(branchCode, 'code', code))) return code;
    }
  }

  private async freeSlug(branchCode: string, source: string): Promise<string> {
    const base = slugify(source) || this.d.one.toLowerCase();
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await this.holderOf(branchCode, 'slug', slug))) return slug;
    }
  }

  /**
   * The unique indices of the table (branch + code, branch + slug, ...) checked before writing, for a
   * clear message. Text is compared ignoring case, as MariaDB's collation does, so SQLite agrees.
   */
  private async checkUnique(branchCode: string, values: Record<string, unknown>, exceptId?: number): Promise<void> {
    for (const index of this.meta.indices.filter((i) => i.isUnique)) {
      const props = index.columns.map((c) => c.propertyName).filter((p) => p !== 'branchCode');
      const value = values[props[0]];
      if (props.length !== 1 || value === undefined || value === null) continue;
      const holder = await this.holderOf(branchCode, props[0], value);
      if (holder !== undefined && holder !== exceptId) {
        const label = this.d.fields[props[0]]?.label?.toLowerCase() ?? props[0];
        throw new ConflictError(`A ${this.d.label} with ${label} "${values[props[0]]}" already exists`);
      }
    }
  }

  /** The id of the branch's row holding this value (text compared ignoring case), if any. */
  private async holderOf(branchCode: string, property: string, value: unknown): Promise<number | undefined> {
    const qb = this.db.repo(this.d.entity).createQueryBuilder('e').select('e.id').where('e.branchCode = :branchCode', { branchCode });
    if (typeof value === 'string') qb.andWhere(`LOWER(e.${property}) = :value`, { value: value.toLowerCase() });
    else qb.andWhere(`e.${property} = :value`, { value });
    return (await qb.getOne())?.id;
  }

  /** Rows of other tables that point here and would block (or be orphaned by) the delete. */
  private async checkNotReferenced(id: number): Promise<void> {
    for (const other of this.db.dataSource.entityMetadatas) {
      for (const relation of other.manyToOneRelations) {
        if (relation.inverseEntityMetadata.target !== this.d.entity || relation.onDelete === 'CASCADE' || relation.onDelete === 'SET NULL')
          continue;
        const column = relation.joinColumns[0].propertyName;
        const count = await this.db.repo(other.target as never).countBy({ [column]: id } as never);
        if (count > 0) {
          const what = other.tableName.replace(/_/g, ' ');
          throw new ConflictError(
            `Cannot delete this ${this.d.label}: ${count} ${count === 1 ? what.replace(/s$/, '') : what} still use${count === 1 ? 's' : ''} it`,
          );
        }
      }
    }
  }

  private async storeImage(upload: ImageUploadInput | undefined | null) {
    if (!upload) return undefined;
    if (!this.d.uploadArea) throw new ValidationError(`A ${this.d.label} has no image`, 'image');
    const stored = await this.images.saveDataUrl(this.d.uploadArea, upload);
    return { fileName: stored.fileName, imageHeight: stored.height, imageWidth: stored.width };
  }

  /** A unique or foreign-key violation that slipped past the checks (a race) still answers as a conflict. */
  private translate(err: unknown): never {
    const message = String((err as Error)?.message ?? '');
    if (/UNIQUE constraint|Duplicate entry|ER_DUP_ENTRY/i.test(message))
      throw new ConflictError(`This ${this.d.label} clashes with an existing one`);
    if (/FOREIGN KEY constraint|foreign key constraint fails|ER_ROW_IS_REFERENCED/i.test(message))
      throw new ConflictError(`This ${this.d.label} is still in use`);
    throw err;
  }
}
