import { parse } from 'csv-parse/sync';
import type { ObjectLiteral } from 'typeorm';
import { AppError, ValidationError } from '../../../common/errors';
import { csvColumns, PLAIN_FIELDS, REF_COLUMNS, RefColumns, TREE_COLUMNS } from './product-csv';
import type { Product } from './product.entity';

/**
 * The rows of a product CSV import as the dry run and the import see them: the file's limits, what
 * each row plans to do and its errors, and the pure steps over them (reading the file, resolving a
 * link's code or name, what changed, the report). ProductCsvService does the database work.
 */

/** The most products one export answers and one import takes. */
export const MAX_CSV_ROWS = 2_000;
/**
 * The most bytes (UTF-8) an imported file may hold: 2,000 rows of the export with long descriptions. Staff's
 * GraphQL requests may be this large and a little more (http/app.ts); everyone else's stay at 1 MB.
 */
export const MAX_CSV_BYTES = 5_000_000;
/** The most errors a report lists (errorCount still counts them all). */
export const MAX_REPORTED_ERRORS = 1_000;

export type ImportAction = 'create' | 'update' | 'unchanged' | 'error';

export interface ImportError {
  /** The file's row: the header is row 1, the first product row 2. */
  rowNumber: number;
  /** The column the error is about, or null for the whole row or file. */
  column: string | null;
  message: string;
}

export interface ImportRow {
  rowNumber: number;
  code: string;
  name: string;
  action: ImportAction;
  /** The columns an update changes (every given column for a create). */
  changes: string[];
}

export interface ProductImportReport {
  applied: boolean;
  totalRows: number;
  createCount: number;
  updateCount: number;
  unchangedCount: number;
  errorRowCount: number;
  errorCount: number;
  rows: ImportRow[];
  errors: ImportError[];
}

export interface PlannedRow extends ImportRow {
  errors: ImportError[];
  existing?: Product;
  values: Record<string, unknown>;
  collectionIds?: number[];
}

export interface LinkedRow {
  id: number;
  code: string;
  name: string;
}

export interface TreeNames {
  subCategory: string;
  category: string;
  department: string;
}

export const lower = (s: string) => s.trim().toLowerCase();

/** The header and the product rows of the file, within the limits. */
export function readCsv(csv: string): { header: string[]; records: string[][] } {
  if (Buffer.byteLength(csv, 'utf8') > MAX_CSV_BYTES)
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The file is larger than ${MAX_CSV_BYTES / 1_000_000} MB: split it into files of fewer rows`,
      'csv',
    );
  let rows: string[][];
  try {
    rows = parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw new ValidationError(
      `The file is not valid CSV${line ? ` (line ${line})` : ''}: ${(err as Error).message.replace(/^[A-Za-z_]+: /, '')}`,
      'csv',
    );
  }
  if (!rows.length) throw new ValidationError('The file is empty: the first row must name the columns', 'csv');
  const header = rows[0].map((h) => h.trim());
  const known = new Set(csvColumns());
  const unknown = header.filter((h) => !known.has(h));
  if (unknown.length)
    throw new ValidationError(
      `Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `"${u}"`).join(', ')}; the columns are those of the export`,
      'csv',
    );
  const twice = header.find((h, i) => header.indexOf(h) !== i);
  if (twice) throw new ValidationError(`Column "${twice}" appears twice`, 'csv');
  if (!header.includes('code') && !header.includes('name')) throw new ValidationError('The file needs a code or a name column', 'csv');
  const records = rows.slice(1);
  if (records.length > MAX_CSV_ROWS)
    throw new ValidationError(
      `The file has ${records.length} products; at most ${MAX_CSV_ROWS.toLocaleString('en-GB')} can be imported at once`,
      'csv',
    );
  return { header, records };
}

/**
 * The id a link's two cells name: the code wins (the name, when given too, must be that row's); a
 * name alone must name one row (a parent item's name may be narrowed by the tree columns). undefined:
 * the file has neither column; null: both cells are empty.
 */
export function resolveLink(
  ref: RefColumns,
  codeCell: string | undefined,
  nameCell: string | undefined,
  candidates: LinkedRow[],
  record: string[],
  cellOf: (record: string[], name: string) => string | undefined,
  trees: Map<number, TreeNames>,
  fail: (column: string, message: string) => void,
): number | null | undefined {
  if (codeCell === undefined && nameCell === undefined) return undefined;
  const code = (codeCell ?? '').trim();
  const name = (nameCell ?? '').trim();
  const label = ref.spec.label;
  if (code) {
    const row = candidates.find((c) => c.code.toLowerCase() === code.toLowerCase());
    if (!row) return void fail(ref.codeColumn, `No ${label.toLowerCase()} with code ${code}`);
    if (name && lower(row.name) !== lower(name))
      return void fail(ref.nameColumn, `${label} "${name}" is not the name of ${label.toLowerCase()} ${code} ("${row.name}")`);
    return row.id;
  }
  if (!name) return null;
  let named = candidates.filter((c) => lower(c.name) === lower(name));
  if (named.length > 1 && ref.field === 'parentItemId') {
    for (const level of TREE_COLUMNS) {
      const given = lower(cellOf(record, level) ?? '');
      if (given) named = named.filter((c) => lower(trees.get(c.id)?.[level] ?? '') === given);
    }
  }
  if (!named.length) return void fail(ref.nameColumn, `No ${label.toLowerCase()} named "${name}"`);
  if (named.length > 1)
    return void fail(ref.nameColumn, `${named.length} ${label.toLowerCase()} rows are named "${name}": give its code in ${ref.codeColumn}`);
  return named[0].id;
}

/** The CSV column a product property is written from (salePricePence → salePrice). */
export function columnOfProperty(property: string): string {
  const money = PLAIN_FIELDS.find(([, spec]) => spec.kind === 'money' && spec.column === property);
  return money ? money[0] : (REF_COLUMNS.find((r) => r.field === property)?.codeColumn ?? property);
}

export function changedColumns(values: Record<string, unknown>, product: Product): string[] {
  const row = product as unknown as ObjectLiteral;
  return Object.entries(values)
    .filter(([property, value]) => !sameValue(value, row[property]))
    .map(([property]) => columnOfProperty(property));
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  if (a instanceof Date || b instanceof Date) return new Date(a as string).getTime() === new Date(b as string).getTime();
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b) && a !== null && b !== null;
  if (typeof a === 'boolean' || typeof b === 'boolean') return Boolean(a) === Boolean(b) && a !== null && b !== null;
  return String(a) === String(b);
}

export const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));

export function report(rows: PlannedRow[], applied: boolean): ProductImportReport {
  const errors = rows.flatMap((r) => r.errors);
  const count = (action: ImportAction) => rows.filter((r) => r.action === action).length;
  return {
    applied,
    totalRows: rows.length,
    createCount: count('create'),
    updateCount: count('update'),
    unchangedCount: count('unchanged'),
    errorRowCount: count('error'),
    errorCount: errors.length,
    rows: rows.map(({ rowNumber, code, name, action, changes }) => ({ rowNumber, code, name, action, changes })),
    errors: errors.slice(0, MAX_REPORTED_ERRORS),
  };
}
