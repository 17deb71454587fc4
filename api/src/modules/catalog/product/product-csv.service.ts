import { stringify } from 'csv-stringify/sync';
import { Brackets, EntityManager, In, ObjectLiteral } from 'typeorm';
import { Caller, requireStaff } from '../../../common/auth';
import type { BranchEntity } from '../../../common/branch-entity';
import type { CrudService } from '../../../common/crud/crud.service';
import type { CrudListOptions } from '../../../common/crud/types';
import { validateInput } from '../../../common/crud/validate';
import { AppError, ConflictError, ValidationError } from '../../../common/errors';
import { slugify } from '../../../common/slug';
import type { Database } from '../../../db/database';
import { recordUpdate } from '../../../common/audit/audit-recorder';
import { Category } from '../category/category.entity';
import { Collection, CollectionProduct } from '../collection/collection.entity';
import { Department } from '../department/department.entity';
import { ParentItem } from '../parent-item/parent-item.entity';
import { SubCategory } from '../sub-category/sub-category.entity';
import {
  COLLECTION_SEPARATOR,
  COLLECTIONS_COLUMN,
  csvColumns,
  formatCell,
  parseCell,
  PLAIN_FIELDS,
  REF_COLUMNS,
  RefColumns,
  TREE_COLUMNS,
  TreeColumn,
  unguardCell,
} from './product-csv';
import { dropUnchangedPrices, setMembership } from './product-admin.service';
import {
  changedColumns,
  columnOfProperty,
  ImportAction,
  ImportError,
  LinkedRow,
  lower,
  MAX_CSV_ROWS,
  PlannedRow,
  ProductImportReport,
  readCsv,
  report,
  resolveLink,
  sameSet,
  TreeNames,
} from './product-import-rows';
import { keepDiscountConsistent, productCrud } from './product.crud';
import { Product } from './product.entity';
import { CSV_IMPORT_STOCK_NOTES, recordProductFormStock } from '../stock/stock-ledger';

/** About the most characters one export answers (a catalogue with long texts stops sooner than MAX_CSV_ROWS). */
export const MAX_CSV_EXPORT_CHARS = 20_000_000;
const EXPORT_BATCH = 200;
const CHUNK = 500;

export interface ProductCsvExport {
  csv: string;
  rowCount: number;
  totalItems: number;
  truncated: boolean;
}

const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
const TREE_LABEL: Record<TreeColumn, string> = { department: 'Department', category: 'Category', subCategory: 'Sub-category' };

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
        await this.linkedById(
          ref,
          branchCode,
          rows.map((p) => (p as ObjectLiteral)[ref.field] as number | null),
        ),
      );
    const trees = await this.treeNames(
      this.db.dataSource.manager,
      rows.map((p) => p.parentItemId).filter((id): id is number => id !== null),
    );
    const collections = await this.collectionSlugs(rows.map((p) => p.id));
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
    const planned = await this.plan(this.db.dataSource.manager, branchCode, csv);
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
      const rows = await this.plan(m, branchCode, csv);
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

  /** Reads the file and decides each row: its values, what it creates or updates, its errors. */
  private async plan(m: EntityManager, branchCode: string, csv: string): Promise<PlannedRow[]> {
    const { header, records } = readCsv(csv);
    const column = new Map(header.map((name, i) => [name, i]));
    const cellOf = (record: string[], name: string): string | undefined =>
      column.has(name) ? unguardCell(record[column.get(name)!] ?? '') : undefined;

    const codes = [...new Set(records.map((r) => lower(cellOf(r, 'code') ?? '')).filter(Boolean))];
    const existing = new Map<string, Product>();
    for (const part of chunks(codes)) {
      const found = await m
        .createQueryBuilder(Product, 'p')
        .where('p.branchCode = :branchCode', { branchCode })
        .andWhere('LOWER(p.code) IN (:...codes)', { codes: part })
        .getMany();
      for (const p of found) existing.set(p.code.toLowerCase(), p);
    }
    const links = new Map<string, LinkedRow[]>();
    for (const ref of REF_COLUMNS) {
      const wanted = records
        .flatMap((r) => [cellOf(r, ref.codeColumn), cellOf(r, ref.nameColumn)])
        .map((c) => lower(c ?? ''))
        .filter(Boolean);
      links.set(ref.field, await this.linkedByCodeOrName(m, ref, branchCode, [...new Set(wanted)]));
    }
    const parentIds = [
      ...links.get('parentItemId')!.map((p) => p.id),
      ...[...existing.values()].map((p) => p.parentItemId).filter((id): id is number => id !== null),
    ];
    const trees = await this.treeNames(m, [...new Set(parentIds)]);
    const collections = column.has(COLLECTIONS_COLUMN)
      ? await m.find(Collection, { where: { branchCode }, select: { id: true, slug: true } })
      : [];
    const collectionBySlug = new Map(collections.map((c) => [c.slug.toLowerCase(), c.id]));
    const memberships = new Map<number, number[]>();
    if (column.has(COLLECTIONS_COLUMN)) {
      for (const part of chunks([...existing.values()].map((p) => p.id))) {
        for (const link of await m.find(CollectionProduct, { where: { productId: In(part) } })) {
          memberships.set(link.productId, [...(memberships.get(link.productId) ?? []), link.collectionId]);
        }
      }
    }
    const slugHolders = new Map<string, number>();
    for (const part of chunks([...new Set(records.map((r) => lower(cellOf(r, 'slug') ?? '')).filter(Boolean))])) {
      const holders = await m
        .createQueryBuilder(Product, 'p')
        .select(['p.id', 'p.slug'])
        .where('p.branchCode = :branchCode', { branchCode })
        .andWhere('LOWER(p.slug) IN (:...slugs)', { slugs: part })
        .getMany();
      for (const h of holders) slugHolders.set(h.slug.toLowerCase(), h.id);
    }
    const productMeta = m.connection.getMetadata(Product);
    const nullable = (property: string) => productMeta.findColumnWithPropertyName(property)?.isNullable ?? true;

    const planned: PlannedRow[] = [];
    const codeRows = new Map<string, number>();
    const slugRows = new Map<string, number>();
    for (const [index, record] of records.entries()) {
      const rowNumber = index + 2;
      const errors: ImportError[] = [];
      const fail = (col: string | null, message: string) => errors.push({ rowNumber, column: col, message });
      if (record.length !== header.length) fail(null, `Row ${rowNumber} has ${record.length} cells; the header has ${header.length}`);
      const code = (cellOf(record, 'code') ?? '').trim();
      const product = code ? existing.get(code.toLowerCase()) : undefined;
      const mode = product ? 'update' : 'create';
      if (code) {
        const earlier = codeRows.get(code.toLowerCase());
        if (earlier !== undefined) fail('code', `Code ${code} is also in row ${earlier}`);
        else codeRows.set(code.toLowerCase(), rowNumber);
      }

      const values: Record<string, unknown> = {};
      for (const [field, spec] of PLAIN_FIELDS) {
        const cell = cellOf(record, field);
        let input: unknown;
        if (cell === undefined || cell.trim() === '') {
          if (cell === undefined || mode === 'create') {
            if (mode === 'create' && spec.required) fail(field, `${spec.label} is required`);
            continue;
          }
          const property = spec.kind === 'money' ? spec.column : field;
          if (spec.required) input = null;
          else if (nullable(property)) input = null;
          else if (spec.kind === 'text') input = '';
          else continue;
        } else input = parseCell(spec, cell);
        try {
          const checked = validateInput({ [field]: spec }, { [field]: input }, mode);
          // As the form's service stores them: an emptied text column that cannot be null holds ''.
          for (const [property, value] of Object.entries(checked)) if (value === null && !nullable(property)) checked[property] = '';
          Object.assign(values, checked);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          fail(field, err.message);
        }
      }
      if (mode === 'create' && values.galleryImages == null && typeof values.mainImage === 'string')
        values.galleryImages = values.mainImage;
      if (values.slug) {
        const slug = String(values.slug);
        const earlier = slugRows.get(slug);
        if (earlier !== undefined) fail('slug', `Slug ${slug} is also in row ${earlier}`);
        slugRows.set(slug, rowNumber);
        const holder = slugHolders.get(slug);
        if (holder !== undefined && holder !== product?.id) fail('slug', `A product with slug "${slug}" already exists`);
      }

      for (const ref of REF_COLUMNS) {
        const resolved = resolveLink(
          ref,
          cellOf(record, ref.codeColumn),
          cellOf(record, ref.nameColumn),
          links.get(ref.field)!,
          record,
          cellOf,
          trees,
          fail,
        );
        if (resolved === undefined) continue;
        if (resolved === null && mode === 'create') continue;
        values[ref.field] = resolved;
      }
      const parentId = 'parentItemId' in values ? (values.parentItemId as number | null) : (product?.parentItemId ?? null);
      const parentFailed = errors.some((e) => e.column === 'parentItemCode' || e.column === 'parentItem');
      for (const level of TREE_COLUMNS) {
        const given = (cellOf(record, level) ?? '').trim();
        if (!given || parentFailed) continue;
        const actual = parentId ? trees.get(parentId)?.[level] : undefined;
        if (actual === undefined) fail(level, `${TREE_LABEL[level]} "${given}" needs a parent item`);
        else if (lower(actual) !== lower(given))
          fail(
            level,
            `${TREE_LABEL[level]} "${given}" is not the ${TREE_LABEL[level].toLowerCase()} of the parent item (it is under "${actual}")`,
          );
      }

      let collectionIds: number[] | undefined;
      const listed = cellOf(record, COLLECTIONS_COLUMN);
      if (listed !== undefined) {
        collectionIds = [];
        for (const slug of listed.split(COLLECTION_SEPARATOR).map(lower).filter(Boolean)) {
          const id = collectionBySlug.get(slug);
          if (id === undefined) fail(COLLECTIONS_COLUMN, `No collection with slug ${slug}`);
          else if (!collectionIds.includes(id)) collectionIds.push(id);
        }
      }

      if (!errors.some((e) => ['salePrice', 'discountInAmount', 'discountInPercent'].includes(e.column ?? ''))) {
        try {
          dropUnchangedPrices(values, product ?? null);
          keepDiscountConsistent(values, product ?? null);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          fail(err.field ?? null, err.message);
        }
      }

      const changes = product ? changedColumns(values, product) : Object.keys(values).map(columnOfProperty);
      if (product && collectionIds && !sameSet(collectionIds, memberships.get(product.id) ?? [])) changes.push(COLLECTIONS_COLUMN);
      if (!product && collectionIds?.length) changes.push(COLLECTIONS_COLUMN);
      if (!product && code) values.code = code;
      const action: ImportAction = errors.length ? 'error' : !product ? 'create' : changes.length ? 'update' : 'unchanged';
      planned.push({
        rowNumber,
        code: product?.code ?? code,
        name: String(values.name ?? product?.name ?? ''),
        action,
        changes: [...new Set(changes)],
        errors,
        existing: product,
        values,
        collectionIds,
      });
    }
    await this.fillNewCodesAndSlugs(
      m,
      branchCode,
      planned.filter((r) => r.action === 'create'),
    );
    return planned;
  }

  /** Codes (PRD-0001, ...) and slugs (from the name) for new products that have none, free in the branch and the file. */
  private async fillNewCodesAndSlugs(m: EntityManager, branchCode: string, rows: PlannedRow[]): Promise<void> {
    const taken = (property: 'code' | 'slug', value: string) =>
      m
        .createQueryBuilder(Product, 'p')
        .select('p.id')
        .where(`p.branchCode = :branchCode AND LOWER(p.${property}) = :value`, { branchCode, value: value.toLowerCase() })
        .getOne();
    const usedCodes = new Set(rows.map((r) => r.code.toLowerCase()).filter(Boolean));
    const usedSlugs = new Set(rows.map((r) => String(r.values.slug ?? '')).filter(Boolean));
    let next = (await m.countBy(Product, { branchCode })) + 1;
    for (const row of rows) {
      if (!row.code) {
        for (; ; next++) {
          const code = `${productCrud.codePrefix}-${String(next).padStart(4, '0')}`;
          if (!usedCodes.has(code.toLowerCase()) && !(await taken('code', code))) {
            row.code = code;
            row.values.code = code;
            usedCodes.add(code.toLowerCase());
            break;
          }
        }
      }
      if (!row.values.slug) {
        const base = slugify(row.name) || 'product';
        for (let n = 1; ; n++) {
          const slug = n === 1 ? base : `${base}-${n}`;
          if (!usedSlugs.has(slug) && !(await taken('slug', slug))) {
            row.values.slug = slug;
            usedSlugs.add(slug);
            break;
          }
        }
      }
    }
  }

  /** The linked rows (code and name) of one link column that the file names by code or by name. */
  private async linkedByCodeOrName(m: EntityManager, ref: RefColumns, branchCode: string, keys: string[]): Promise<LinkedRow[]> {
    const found: LinkedRow[] = [];
    for (const part of chunks(keys)) {
      const rows = await m
        .createQueryBuilder(ref.spec.entity(), 'l')
        .select(['l.id', 'l.code', `l.${ref.nameProperty}`])
        .where('l.branchCode = :branchCode', { branchCode })
        .andWhere(
          new Brackets((w) => w.where('LOWER(l.code) IN (:...keys)', { keys: part }).orWhere(`LOWER(l.${ref.nameProperty}) IN (:...keys)`)),
        )
        .getMany();
      for (const row of rows as (BranchEntity & ObjectLiteral)[])
        if (!found.some((f) => f.id === row.id)) found.push({ id: row.id, code: row.code, name: row[ref.nameProperty] });
    }
    return found;
  }

  private async linkedById(ref: RefColumns, branchCode: string, ids: (number | null)[]): Promise<Map<number, LinkedRow>> {
    const map = new Map<number, LinkedRow>();
    for (const part of chunks([...new Set(ids.filter((id): id is number => id !== null))])) {
      const rows = await this.db.repo(ref.spec.entity()).find({ where: { branchCode, id: In(part) } as never });
      for (const row of rows as (BranchEntity & ObjectLiteral)[])
        map.set(row.id, { id: row.id, code: row.code, name: row[ref.nameProperty] });
    }
    return map;
  }

  /** The sub-category, category and department names above each parent item. */
  private async treeNames(m: EntityManager, parentItemIds: number[]): Promise<Map<number, TreeNames>> {
    const map = new Map<number, TreeNames>();
    for (const part of chunks([...new Set(parentItemIds)])) {
      const rows = await m
        .createQueryBuilder(ParentItem, 'pi')
        .innerJoin(SubCategory, 'sc', 'sc.id = pi.subCategoryId')
        .innerJoin(Category, 'c', 'c.id = sc.categoryId')
        .innerJoin(Department, 'd', 'd.id = c.departmentId')
        .select('pi.id', 'id')
        .addSelect('sc.name', 'subCategory')
        .addSelect('c.name', 'category')
        .addSelect('d.name', 'department')
        .where('pi.id IN (:...ids)', { ids: part })
        .getRawMany<{ id: number | string } & TreeNames>();
      for (const r of rows) map.set(Number(r.id), { subCategory: r.subCategory, category: r.category, department: r.department });
    }
    return map;
  }

  private async collectionSlugs(productIds: number[]): Promise<Map<number, string[]>> {
    const map = new Map<number, string[]>();
    for (const part of chunks(productIds)) {
      const links = await this.db
        .repo(CollectionProduct)
        .createQueryBuilder('cp')
        .innerJoinAndSelect('cp.collection', 'c')
        .where('cp.productId IN (:...ids)', { ids: part })
        .orderBy('c.position', 'ASC')
        .addOrderBy('c.id', 'ASC')
        .getMany();
      for (const link of links) map.set(link.productId, [...(map.get(link.productId) ?? []), link.collection!.slug]);
    }
    return map;
  }
}
