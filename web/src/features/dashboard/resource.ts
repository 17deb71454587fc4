import type { ReactNode } from 'react';
import type { TypedDocumentNode } from '@apollo/client';

/** What every row of a list-pattern data set has. */
export interface Row {
  id: number;
}

/** A column of the list table; `sort` names the server's sort field when the column can be sorted. */
export interface Column<R> {
  label: string;
  value: (row: R) => ReactNode;
  sort?: string;
  /** Numbers are right-aligned (docs/design.md). */
  numeric?: boolean;
}

/** What a select of another set's rows needs of that set (a list-pattern entry has all of it). */
export interface OptionSet {
  list: TypedDocumentNode<unknown, never>;
  rows: (data: unknown) => ListResult<Row & Record<string, unknown>>;
  nameOf: (row: Row & Record<string, unknown>) => string;
  defaultSort?: string;
  fallback: { many: string };
}

/** Where a select's choices come from: another set's list, filtered by the value of an earlier field. */
export interface OptionSource {
  /** The path of the set whose rows are the choices ('departments'), or the set itself when it has no entry here (products). */
  resource: string | OptionSet;
  /** The list filter (`departmentId`) and the form field whose value it takes; the select waits for that field. */
  filter?: { by: string; from: string };
  /** A long set (products): a search box beside the select asks the server for the rows whose name contains what is typed. */
  search?: boolean;
}

/** A filter of the list beside the search, kept in the URL (?department=3); a new choice starts at page 1. */
export interface UrlFilter {
  /** The URL's query key ('department'). */
  param: string;
  label: string;
  /** Fixed choices, or another set's rows (a `filter.from` names the filter whose choice they wait for). */
  choices: { value: string; label: string }[] | OptionSource;
  /** The list options a choice adds: { departmentId: 3 }, { isActive: true }. */
  options: (value: string) => Record<string, unknown>;
}

interface FieldBase<R> {
  /** The input field sent to the API; a `virtual` field only steers a dependent select and is never sent. */
  name: string;
  label: string;
  /** The message shown when the field is left empty. */
  required?: string;
  /** The form's value when editing a row (defaults to the row's property of the same name). */
  initial?: (row: R) => unknown;
  virtual?: boolean;
  /** Left out when blank instead of cleared (the server generates codes and slugs; positions default to 0). */
  omitBlank?: boolean;
  /** The value a new row's form starts with (a checkbox: true). */
  defaultValue?: string | boolean;
  hint?: string;
}

export type FormField<R> = FieldBase<R> &
  (
    | { kind: 'text' | 'textarea' | 'email' | 'colour' | 'date' }
    | { kind: 'number'; min?: number; max?: number; step?: number }
    | { kind: 'money' }
    | { kind: 'checkbox' }
    | { kind: 'datetime' }
    | { kind: 'select'; options: { value: string; label: string }[] }
    | {
        kind: 'ref';
        source: OptionSource;
        /** A searched select's current choice when editing (it may not be among the rows found). */ labelOf?: (
          row: R,
        ) => string | null | undefined;
      }
    | { kind: 'image' }
  );

/** A list result as every generic CRUD list answers it. */
export interface ListResult<R> {
  items: R[];
  totalItems: number;
}

/**
 * One data set of the back office's list pattern (docs/back-office.md): its route, title, typed documents,
 * columns and form. Routes, the sidebar, the list page and the form modal are all built from these.
 */
export interface ResourceEntry<TData = unknown, R extends Row = Row> {
  /** The child route under /dashboard ('brands'), and the resource's key. */
  path: string;
  /** The page title and the sidebar entry ('Brands'). */
  title: string;
  /** The singular in sentences: 'Add brand', "Delete the brand 'Acme'?". */
  one: string;
  /** The sidebar group. */
  group: 'Catalogue' | 'Attributes' | 'Content' | 'Sales';
  list: TypedDocumentNode<TData, never>;
  rows: (data: TData) => ListResult<R>;
  create: TypedDocumentNode<unknown, never>;
  update: TypedDocumentNode<unknown, never>;
  remove: TypedDocumentNode<unknown, never>;
  /** The name shown in the delete confirmation and in selects of other sets. */
  nameOf: (row: R) => string;
  columns: Column<R>[];
  fields: FormField<R>[];
  /** The upload area of the set's image (POST /upload/{area}); required when a field is an image. */
  imageArea?: string;
  /** The sort the list starts with, when the set has a natural one. */
  defaultSort?: string;
  /** The legacy fallback nouns: 'Failed to fetch {many}', 'Failed to add / update / delete {one}'. */
  fallback: { many: string; one: string };
  /** What follows a delete, said in the confirmation. */
  deleteNote?: string;
  /** Toast words where the legacy shop has its own (banners), each shown for `ms`; otherwise '{One} added' and so on. */
  toasts?: { adding: string; added: string; deleting: string; deleted: string; ms: number };
  /** Other names the top bar's search finds the set by ('item classes'). */
  aliases?: string[];
  /** Rows staff may not change here (the stock ledger's order rows): no Edit or Delete on them. */
  readOnly?: (row: R) => boolean;
  /** Filters beside the search, kept in the URL. */
  filters?: UrlFilter[];
  /** Add and Edit go to pages of their own instead of the modal form (products). */
  routes?: { add: string; edit: (row: R) => string };
}

/** A resource with its types erased, as the generic page and the registry hold it. */
export type AdminResource = ResourceEntry<unknown, Row & Record<string, unknown>>;

/** A form field whose name is an input field of the set's create input, or a virtual one. */
type TypedField<R, TInput> = FormField<R> & ({ virtual: true } | { virtual?: false; name: Extract<keyof TInput, string> });

/** The row type of a list query's root field ({ items, totalItems }). */
export type RowOf<T> = T extends { items: Array<infer R> } ? R : never;

/**
 * Checks one entry against its documents' generated types — `field` names the list query's root field,
 * whose items are the rows; form field names must be fields of the create input — then erases the
 * types for the registry.
 */
export function defineResource<TData, K extends keyof TData, TInput, TListVars, TUpdateVars, TRemoveVars>(
  entry: Omit<ResourceEntry<TData, RowOf<TData[K]> & Row>, 'list' | 'rows' | 'create' | 'update' | 'remove' | 'fields'> & {
    list: TypedDocumentNode<TData, TListVars>;
    field: K;
    create: TypedDocumentNode<unknown, { input: TInput }>;
    update: TypedDocumentNode<unknown, TUpdateVars>;
    remove: TypedDocumentNode<unknown, TRemoveVars>;
    fields: TypedField<RowOf<TData[K]> & Row, TInput>[];
  },
): AdminResource {
  const { field, ...rest } = entry;
  return { ...rest, rows: (data: TData) => data[field] } as unknown as AdminResource;
}
