import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { penceToPounds } from '../../../common/money';
import type { Database } from '../../../db/database';
import { FILTER_LINKS } from '../../attributes/product-links';
import { columnOf, type ProductLink } from '../../../common/product-link';
import type { FilterOption, FreeFromOption, PriceRangeOption, RatingOption } from '../store/filter-options.types';
import { PRICE_BANDS, PRODUCT_FLAGS, RATING_FLOORS } from '../store/product-attributes';
import type { Product } from './product.entity';

const PRICE = '(p.salePricePence - p.discountInAmountPence)';

/** A shopper's choice outside the attribute groups, as a condition on `p`, with the filter panel group it belongs to. */
export interface ChoiceCondition {
  facet: 'prices' | 'freeFrom' | 'rating' | 'stock';
  sql: string;
  params: ObjectLiteral;
}

/** What the filter panel counts: per attribute list its products (its own choice left out), and the products the other counts read. */
export interface CountedProducts {
  forLink(link: ProductLink): SelectQueryBuilder<Product>;
  /** Before the choices below, which each count other than its own group's applies by CASE. */
  rest: SelectQueryBuilder<Product>;
  choices: ChoiceCondition[];
}

export interface FilterCounts {
  /** One per filter link, in FILTER_LINKS' order. */
  lists: FilterOption[][];
  prices: PriceRangeOption[];
  freeFrom: FreeFromOption[];
  ratings: RatingOption[];
  inStock: number;
}

const bandCondition = (band: (typeof PRICE_BANDS)[number]) =>
  [band.min !== null ? `${PRICE} >= ${band.min}` : null, band.max !== null ? `${PRICE} <= ${band.max}` : null]
    .filter(Boolean)
    .join(' AND ');

/**
 * The counts outside the attribute lists, one column each. A flag counts with every chosen flag, itself included
 * (ticking vegan, organic shows vegan AND organic), so it leaves no choice out; the others leave out their own group's.
 */
const SUMS: { column: string; sql: string; leavesOut?: ChoiceCondition['facet'] }[] = [
  ...PRICE_BANDS.map((band, i) => ({ column: `band${i}`, sql: bandCondition(band), leavesOut: 'prices' as const })),
  ...PRODUCT_FLAGS.map((flag, i) => ({ column: `flag${i}`, sql: `p.${flag.key} = :flagOn` })),
  ...RATING_FLOORS.map((floor, i) => ({ column: `rating${i}`, sql: `p.reviewAverage >= ${floor}`, leavesOut: 'rating' as const })),
  { column: 'inStock', sql: 'p.stockQuantity > 0', leavesOut: 'stock' as const },
];

const LIST_COLUMNS = ['grp', 'id', 'code', 'name', 'hexCode', 'count'];
const SUMS_ROW = -1;

type Row = Record<string, string | number | null>;

/** What one card of a family-grouped listing stands for: its family, or the product itself when it has none. */
const FAMILY = 'COALESCE(p.parentItemId, -p.id)';

/** An attribute list: its products grouped by the link's column first (an index can answer that), then named. */
function listQuery(
  db: Database,
  link: ProductLink,
  group: number,
  products: SelectQueryBuilder<Product>,
  families: boolean,
): SelectQueryBuilder<ObjectLiteral> {
  const counts = products
    .select(`p.${columnOf(link)}`, 'id')
    .addSelect(families ? `COUNT(DISTINCT ${FAMILY})` : 'COUNT(p.id)', 'n')
    .groupBy(`p.${columnOf(link)}`);
  const qb = db
    .repo(link.entity)
    .createQueryBuilder('a')
    .select(String(group), 'grp')
    .addSelect('a.id', 'id')
    .addSelect('a.code', 'code')
    .addSelect('a.name', 'name')
    .addSelect(link.hasHex ? 'a.hexCode' : 'NULL', 'hexCode')
    .addSelect('c.n', 'count')
    .innerJoin(`(${counts.getQuery()})`, 'c', 'c.id = a.id')
    .where('a.isActive = :attributeActive', { attributeActive: true })
    .setParameters(counts.getParameters());
  SUMS.forEach((sum) => qb.addSelect('NULL', sum.column));
  return qb;
}

function sumsQuery(source: CountedProducts, families: boolean): SelectQueryBuilder<Product> {
  const qb = source.rest.select(String(SUMS_ROW), 'grp');
  LIST_COLUMNS.slice(1).forEach((column) => qb.addSelect('NULL', column));
  SUMS.forEach((sum) => {
    const when = [sum.sql, ...source.choices.filter((c) => c.facet !== sum.leavesOut).map((c) => c.sql)].join(' AND ');
    qb.addSelect(
      families ? `COUNT(DISTINCT CASE WHEN ${when} THEN ${FAMILY} END)` : `SUM(CASE WHEN ${when} THEN 1 ELSE 0 END)`,
      sum.column,
    );
  });
  source.choices.forEach((c) => qb.setParameters(c.params));
  return qb.setParameter('flagOn', true);
}

/** Every arm reads the same scope, so a name two arms share must mean one value. */
function mergedParameters(arms: SelectQueryBuilder<ObjectLiteral>[]): ObjectLiteral {
  const merged: ObjectLiteral = {};
  for (const [name, value] of arms.flatMap((arm) => Object.entries(arm.getParameters()))) {
    if (name in merged && JSON.stringify(merged[name]) !== JSON.stringify(value))
      throw new Error(`filter counts: parameter ${name} differs`);
    merged[name] = value;
  }
  return merged;
}

/**
 * The whole filter panel in one statement (UNION ALL of one grouped arm per attribute list and one row of
 * conditional sums), rather than a query per group: one round trip, and after a write nothing else is kept.
 * With `families` (a listing grouped by family, as shade-led ones are) each count is of families, as the cards
 * are: "Marlow Grey (1)" where one foundation comes in nine Marlow Grey shades.
 */
export async function countFilters(db: Database, source: CountedProducts, families = false): Promise<FilterCounts> {
  const arms = [sumsQuery(source, families), ...FILTER_LINKS.map((link, i) => listQuery(db, link, i, source.forLink(link), families))];
  const { driver } = db.dataSource;
  // TypeORM moves an alias's columns ahead of the others, so each arm is read back in one column order.
  const columns = [...LIST_COLUMNS, ...SUMS.map((sum) => sum.column)].map((column) => driver.escape(column)).join(', ');
  const union = arms.map((arm, i) => `SELECT ${columns} FROM (${arm.getQuery()}) ${driver.escape(`arm${i}`)}`).join(' UNION ALL ');
  const ordered = `${union} ORDER BY ${driver.escape('name')}, ${driver.escape('id')}`;
  const [sql, values] = driver.escapeQueryWithParameters(ordered, mergedParameters(arms));
  const rows: Row[] = await db.dataSource.query(sql, values);
  const lists: FilterOption[][] = FILTER_LINKS.map(() => []);
  let sums: Row = {};
  for (const row of rows) {
    const group = Number(row.grp);
    if (group === SUMS_ROW) sums = row;
    else
      lists[group].push({
        id: Number(row.id),
        code: String(row.code),
        name: String(row.name),
        hexCode: row.hexCode === null ? null : String(row.hexCode),
        count: Number(row.count),
      });
  }
  const sum = (column: string) => Number(sums[column] ?? 0);
  return {
    lists,
    prices: PRICE_BANDS.map((band, i) => ({
      label: band.label,
      minPrice: penceToPounds(band.min),
      maxPrice: penceToPounds(band.max),
      count: sum(`band${i}`),
    })).filter((band) => band.count > 0),
    freeFrom: PRODUCT_FLAGS.map((flag, i) => ({ flag: flag.key, label: flag.label, count: sum(`flag${i}`) })),
    ratings: RATING_FLOORS.map((minRating, i) => ({ minRating, count: sum(`rating${i}`) })),
    inStock: sum('inStock'),
  };
}
