import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { Caller } from '../auth';
import type { BranchEntity } from '../branch-entity';
import type { ImageArea } from '../images';
import type { FieldSpecs } from './fields';

/**
 * Everything the generic CRUD service, resolver factory, legacy REST rows and registry-driven tests
 * need to know about one admin data set.
 */
export interface CrudDescriptor<E extends BranchEntity = BranchEntity> {
  entity: new () => E;
  /** GraphQL names: color / colors → colors, color, createColor, updateColor, deleteColor. */
  one: string;
  many: string;
  /** Human name used in messages: 'color', 'parent item'. */
  label: string;
  /** Writable fields. */
  fields: FieldSpecs;
  /** Property searched by the admin list's case-insensitive contains filter. */
  searchField: string;
  /** Further properties the same search also matches (any of them: a product's code beside its name). */
  searchAlso?: string[];
  /** Properties a list may be sorted by (id and createdAt always may). */
  sortFields: string[];
  defaultSort?: { field: string; direction: 'ASC' | 'DESC' };
  /** A sort field whose order is an SQL expression over the row (alias `e`) rather than its column. */
  sortExpressions?: Record<string, string>;
  /** 'public': anyone may read (non-staff see active rows only); 'staff': reads need a staff role. */
  read: 'public' | 'staff';
  /** Generated when a create gives none: `${codePrefix}-0001`. */
  codePrefix?: string;
  /** On create, a field left out takes another's value: { name: 'title' }. */
  copyWhenMissing?: Record<string, string>;
  /** A set's own rule on the validated values before they are written (existing is null on create). */
  beforeWrite?: (values: Record<string, unknown>, existing: E | null) => void;
  /**
   * A set's own work in the same transaction as the row's insert, update or delete (a ledger moving
   * the figure it records). Throwing rolls the write back.
   */
  inWrite?: (write: CrudWrite<E>) => Promise<void>;
  /** A slug is made from this field when a create gives none. */
  slugFrom?: string;
  /** Folder under uploads/ for the set's image (fileName, imageHeight, imageWidth). */
  uploadArea?: ImageArea;
  /** List filters beyond search, active and refs: an option each, applied to the list query (alias `e`) when given. */
  listFilters?: Record<string, ListFilter>;
}

/**
 * One extra list option: its GraphQL type, what it does, and the condition it adds. `param` is a
 * parameter name free for the filter's own use; the condition should use an indexed column.
 */
export interface ListFilter {
  /** 'choice': a string that must be one of `values` (anything else is refused as bad input). */
  type: 'int' | 'boolean' | 'choice';
  values?: readonly string[];
  description: string;
  apply(qb: SelectQueryBuilder<any>, value: number | boolean | string, param: string): void;
}

/** One write as `inWrite` sees it: the row before (null on create) and after (null on delete). */
export interface CrudWrite<E extends BranchEntity = BranchEntity> {
  manager: EntityManager;
  caller: Caller;
  branchCode: string;
  before: E | null;
  after: E | null;
}

export function defineCrud<E extends BranchEntity>(d: CrudDescriptor<E>): CrudDescriptor<E> {
  return d;
}
