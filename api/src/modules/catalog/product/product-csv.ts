import type { FieldSpec } from '../../../common/crud/fields';
import { productCrud } from './product.crud';

/**
 * The columns of the product CSV: every field of the product form under its GraphQL input name, each
 * link (parent item, brand, color, ...) as two columns — its legacy code and its name — the tree above
 * the parent item by name (department, category, subCategory: checked on import, never written), and
 * `collections` as collection slugs separated by '|'.
 */
export type RefSpec = Extract<FieldSpec, { kind: 'ref' }>;
export type PlainSpec = Exclude<FieldSpec, RefSpec>;

export interface RefColumns {
  /** Product property holding the id: brandId. */
  field: string;
  spec: RefSpec;
  codeColumn: string;
  nameColumn: string;
  /** The linked row's property holding its name ('title' for a parent item). */
  nameProperty: 'name' | 'title';
}

export const TREE_COLUMNS = ['department', 'category', 'subCategory'] as const;
export type TreeColumn = (typeof TREE_COLUMNS)[number];
export const COLLECTIONS_COLUMN = 'collections';
export const COLLECTION_SEPARATOR = '|';
/** Columns the export writes that an import reads only to check (stock moves through the stock ledger when the form does not take it). */
const EXPORT_ONLY_FIELDS = ['stockQuantity'];

const fields = productCrud.fields;

export const PLAIN_FIELDS: [string, PlainSpec][] = Object.entries(fields).filter((e): e is [string, PlainSpec] => e[1].kind !== 'ref');

export const REF_COLUMNS: RefColumns[] = Object.entries(fields)
  .filter((e): e is [string, RefSpec] => e[1].kind === 'ref')
  .map(([field, spec]) => {
    const codeColumn = spec.codeField ?? `${field.replace(/Id$/, '')}Code`;
    return {
      field,
      spec,
      codeColumn,
      nameColumn: codeColumn.replace(/Code$/, ''),
      nameProperty: field === 'parentItemId' ? 'title' : 'name',
    };
  });

/** Every column in the order the export writes them. */
export function csvColumns(): string[] {
  const head = ['code', 'name', 'slug', 'title'];
  const parent = REF_COLUMNS.find((r) => r.field === 'parentItemId')!;
  const columns = [...head, ...TREE_COLUMNS, parent.codeColumn, parent.nameColumn];
  for (const [field, spec] of Object.entries(fields)) {
    if (head.includes(field) || field === parent.field) continue;
    const ref = REF_COLUMNS.find((r) => r.field === field);
    if (ref) columns.push(ref.codeColumn, ref.nameColumn);
    else if (spec.kind !== 'ref') columns.push(field);
  }
  for (const field of EXPORT_ONLY_FIELDS) if (!columns.includes(field)) columns.splice(columns.indexOf('discountInPercent') + 1, 0, field);
  return [...columns, COLLECTIONS_COLUMN];
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is written with
 * a leading apostrophe, which the import takes off again (so is one that already starts with an
 * apostrophe and then such a character, so that its own apostrophe survives the round trip).
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
export const guardCell = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);
export const unguardCell = (text: string): string => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);

/** How a stored value of a plain field is written to its cell. */
export function formatCell(spec: PlainSpec, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (spec.kind) {
    case 'money':
      return (Number(value) / 100).toFixed(2);
    case 'bool':
      return value ? 'true' : 'false';
    case 'datetime':
      return value instanceof Date ? value.toISOString() : String(value);
    case 'text':
      return guardCell(String(value));
    default:
      return String(value);
  }
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/**
 * A non-empty cell (its formula guard already taken off) as the product form's input would hold it (a number for money and numbers, a
 * boolean for flags); a cell that does not read as its kind is passed on as text, so the form's own
 * check gives its message ("Sale price must be an amount in pounds").
 */
export function parseCell(spec: PlainSpec, cell: string): unknown {
  const text = cell.trim();
  switch (spec.kind) {
    case 'money': {
      const amount = text.replace(/^£/, '');
      return NUMBER.test(amount) ? Number(amount) : text;
    }
    case 'int':
    case 'float':
      return NUMBER.test(text) ? Number(text) : text;
    case 'bool': {
      const word = text.toLowerCase();
      return TRUE.has(word) ? true : FALSE.has(word) ? false : text;
    }
    case 'datetime': {
      const at = new Date(text);
      return Number.isNaN(at.getTime()) ? text : at;
    }
    default:
      return spec.kind === 'text' ? cell : text;
  }
}
