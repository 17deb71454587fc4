import { EntityManager, In } from 'typeorm';
import { validateInput } from '../../../common/crud/validate';
import { AppError } from '../../../common/errors';
import { slugify } from '../../../common/slug';
import { Collection, CollectionProduct } from '../collection/collection.entity';
import {
  COLLECTION_SEPARATOR,
  COLLECTIONS_COLUMN,
  parseCell,
  PLAIN_FIELDS,
  REF_COLUMNS,
  TREE_COLUMNS,
  TreeColumn,
  unguardCell,
} from './product-csv';
import { chunks, linkedByCodeOrName, treeNames } from './product-csv-lookups';
import { dropUnchangedPrices } from './product-admin.service';
import {
  changedColumns,
  columnOfProperty,
  ImportAction,
  ImportError,
  LinkedRow,
  lower,
  PlannedRow,
  readCsv,
  resolveLink,
  sameSet,
} from './product-import-rows';
import { keepDiscountConsistent, productCrud } from './product.crud';
import { Product } from './product.entity';

const TREE_LABEL: Record<TreeColumn, string> = { department: 'Department', category: 'Category', subCategory: 'Sub-category' };

/** Reads the file and decides each row: its values, what it creates or updates, its errors. */
export async function planImport(m: EntityManager, branchCode: string, csv: string): Promise<PlannedRow[]> {
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
    links.set(ref.field, await linkedByCodeOrName(m, ref, branchCode, [...new Set(wanted)]));
  }
  const parentIds = [
    ...links.get('parentItemId')!.map((p) => p.id),
    ...[...existing.values()].map((p) => p.parentItemId).filter((id): id is number => id !== null),
  ];
  const trees = await treeNames(m, [...new Set(parentIds)]);
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
    if (mode === 'create' && values.galleryImages == null && typeof values.mainImage === 'string') values.galleryImages = values.mainImage;
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
  await fillNewCodesAndSlugs(
    m,
    branchCode,
    planned.filter((r) => r.action === 'create'),
  );
  return planned;
}

/** Codes (PRD-0001, ...) and slugs (from the name) for new products that have none, free in the branch and the file. */
async function fillNewCodesAndSlugs(m: EntityManager, branchCode: string, rows: PlannedRow[]): Promise<void> {
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
