import { stringify } from 'csv-stringify/sync';
import { EntityManager, ObjectLiteral } from 'typeorm';
import { Caller, requireStaff } from '../../../common/auth';
import type { CrudService } from '../../../common/crud/crud.service';
import type { CrudListOptions } from '../../../common/crud/types';
import { ConflictError, ValidationError } from '../../../common/errors';
import type { Database } from '../../../db/database';
import { recordUpdate } from '../../../common/audit/audit-recorder';
import {
  COLLECTION_SEPARATOR,
  COLLECTIONS_COLUMN,
  csvColumns,
  formatCell,
  PLAIN_FIELDS,
  REF_COLUMNS,
  TREE_COLUMNS,
  TreeColumn,
} from './product-csv';
import { collectionSlugs, linkedById, treeNames } from './product-csv-lookups';
import { planImport } from './product-import-plan';
import { setMembership } from './product-admin.service';
import { columnOfProperty, LinkedRow, MAX_CSV_ROWS, ProductImportReport, report } from './product-import-rows';
import { Product } from './product.entity';
import { CSV_IMPORT_STOCK_NOTES, recordProductFormStock } from '../stock/stock-ledger';

/** About the most characters one export answers (a catalogue with long texts stops sooner than MAX_CSV_ROWS). */
export const MAX_CSV_EXPORT_CHARS = 20_000_000;
const EXPORT_BATCH = 200;

export interface ProductCsvExport {
  csv: string;
  rowCount: number;
  totalItems: number;
  truncated: boolean;
}

/**
 * Product CSV export and import with every field of the product form. Links are written as their
 * legacy code and their name; an import resolves a code (or, without one, a name) to the row of the
 * branch, and matches products by code: a known code updates that product, a new or empty one creates
 * it. An import is first a dry run (every row's errors, and what it would create and update); applying
 * it writes every row in one transaction, or nothing when any row has an error.
 */
export class ProductCsvService {
  constructor(
    private readonly db: Database,
    private readonly products: CrudService<Product>,
  ) {}

  /**
   * The products the staff list shows with these options (filters and sort), as CSV: at most
   * MAX_CSV_ROWS rows and about MAX_CSV_EXPORT_CHARS characters, read EXPORT_BATCH rows at a time.
   */
  async export(caller: Caller | null, branchCode: string, options: CrudListOptions = {}): Promise<ProductCsvExport> {
    requireStaff(caller);
    const qb = await this.products.listQuery(caller, branchCode, options);
    const totalItems = await qb.clone().getCount();
    const columns = csvColumns();
    const parts = [stringify([columns], { record_delimiter: 'windows' })];
    let size = parts[0].length;
    let rowCount = 0;
    while (rowCount < Math.min(totalItems, MAX_CSV_ROWS) && size < MAX_CSV_EXPORT_CHARS) {
      const batch = await qb
        .clone()
        .skip(rowCount)
        .take(Math.min(EXPORT_BATCH, MAX_CSV_ROWS - rowCount))
        .getMany();
      if (!batch.length) break;
      const records = await this.records(branchCode, columns, batch);
      for (const record of records) {
        if (size >= MAX_CSV_EXPORT_CHARS) break;
        const line = stringify([record], { record_delimiter: 'windows' });
        parts.push(line);
        size += line.length;
        rowCount++;
      }
    }
    return { csv: parts.join(''), rowCount, totalItems, truncated: totalItems > rowCount };
  }

  /** The cells of some products, their links looked up once for the batch. */
  private async records(branchCode: string, columns: string[], rows: Product[]): Promise<string[][]> {
    const links = new Map<string, Map<number, LinkedRow>>();
    for (const ref of REF_COLUMNS)
      links.set(
        ref.field,
        await linkedById(
          this.db.dataSource.manager,
          ref,
          branchCode,
          rows.map((p) => (p as ObjectLiteral)[ref.field] as number | null),
        ),
      );
    const trees = await treeNames(
      this.db.dataSource.manager,
      rows.map((p) => p.parentItemId).filter((id): id is number => id !== null),
    );
    const collections = await collectionSlugs(
      this.db.dataSource.manager,
      rows.map((p) => p.id),
    );
    const plain = new Map(PLAIN_FIELDS);
    const name = (text: string) => formatCell({ kind: 'text', label: '', max: 0 }, text);
    return rows.map((p) =>
      columns.map((column) => {
        const row = p as ObjectLiteral;
        if (column === COLLECTIONS_COLUMN) return (collections.get(p.id) ?? []).join(COLLECTION_SEPARATOR);
        if ((TREE_COLUMNS as readonly string[]).includes(column))
          return p.parentItemId ? name(trees.get(p.parentItemId)?.[column as TreeColumn] ?? '') : '';
        const ref = REF_COLUMNS.find((r) => r.codeColumn === column || r.nameColumn === column);
        if (ref) {
          const linked = links.get(ref.field)!.get(row[ref.field]);
          return linked ? name(column === ref.codeColumn ? linked.code : linked.name) : '';
        }
        const spec = plain.get(column) ?? { kind: 'int' as const, label: column };
        return formatCell(spec, spec.kind === 'money' ? row[spec.column] : row[column]);
      }),
    );
  }

  /** What importing this CSV would do, row by row, without writing anything. */
  async preview(caller: Caller | null, branchCode: string, csv: string): Promise<ProductImportReport> {
    requireStaff(caller);
    const planned = await planImport(this.db.dataSource.manager, branchCode, csv);
    return report(planned, false);
  }

  /**
   * Imports the CSV in one transaction: every row is checked again as the dry run checks it, and when
   * any row has an error nothing is written (the report says why, with `applied: false`).
   */
  async import(caller: Caller | null, branchCode: string, csv: string): Promise<ProductImportReport> {
    requireStaff(caller);
    const created: number[] = [];
    const updated: number[] = [];
    const planned = await this.db.transaction(async (m) => {
      const rows = await planImport(m, branchCode, csv);
      if (rows.some((r) => r.errors.length)) return rows;
      for (const row of rows) {
        let id = row.existing?.id;
        if (row.action === 'create') {
          const saved = await m.save(m.create(Product, { ...row.values, branchCode } as Partial<Product>));
          id = saved.id;
          created.push(id);
          await recordProductFormStock({ manager: m, branchCode, before: null, after: saved }, CSV_IMPORT_STOCK_NOTES);
        } else if (row.action === 'update') {
          const { stockQuantity, ...others } = Object.fromEntries(
            Object.entries(row.values).filter(([k]) => row.changes.includes(columnOfProperty(k))),
          ) as Partial<Product>;
          if (Object.keys(others).length) {
            await m.update(Product, { id }, others);
            await recordUpdate(m, Product, row.existing!, others);
          }
          if (stockQuantity !== undefined) await this.setStock(m, branchCode, row.existing!, stockQuantity);
          updated.push(id!);
        }
        if (row.collectionIds && (row.action === 'create' ? row.collectionIds.length > 0 : row.changes.includes(COLLECTIONS_COLUMN))) {
          await setMembership(
            m,
            branchCode,
            id!,
            row.collectionIds,
            (missing) => new ValidationError(`No collection with id ${missing}`, COLLECTIONS_COLUMN),
          );
        }
      }
      return rows;
    });
    if (created.length) this.db.changed(Product, created, 'create');
    if (updated.length) this.db.changed(Product, updated, 'update');
    return report(planned, !planned.some((r) => r.errors.length));
  }

  /**
   * Sets an existing product's stock to the file's figure through the ledger: the difference from the
   * stock the plan read is added (not the figure written over it, so a sale made meanwhile is not lost)
   * and recorded as an 'adjusted' row noted 'CSV import'.
   */
  private async setStock(m: EntityManager, branchCode: string, existing: Product, stockQuantity: number): Promise<void> {
    const change = Math.trunc(stockQuantity - existing.stockQuantity);
    if (change === 0) return;
    const moved = await m
      .createQueryBuilder()
      .update(Product)
      .set({ stockQuantity: () => `stock_quantity + ${change}` })
      .where('id = :id AND stock_quantity + :change >= 0', { id: existing.id, change })
      .execute();
    if (moved.affected !== 1)
      throw new ConflictError(
        `${existing.name} sold meanwhile, so its stock cannot be set to ${stockQuantity}; export the file again and retry`,
      );
    await recordProductFormStock(
      { manager: m, branchCode, before: existing, after: { ...existing, stockQuantity } as Product },
      CSV_IMPORT_STOCK_NOTES,
    );
  }
}
