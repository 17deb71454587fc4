import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Keeps the rows of `query` ranked `from`..`to` (1-based, both included) within each group of
 * `partition` in the given order: "the newest 24 products of each brand" for many brands in one query.
 * `query` selects an entity with an `id`; `partition` and `order` name its properties (ROW_NUMBER:
 * SQLite 3.25+, MariaDB 10.2+, MySQL 8).
 */
export function rankedWithin<E extends ObjectLiteral>(
  query: SelectQueryBuilder<E>,
  partition: string,
  order: [string, 'ASC' | 'DESC'][],
  from: number,
  to: number,
): SelectQueryBuilder<E> {
  const alias = query.alias;
  const ranked = query
    .clone()
    .select(`${alias}.id`, 'id')
    .addSelect(
      `ROW_NUMBER() OVER (PARTITION BY ${alias}.${partition} ORDER BY ${order.map(([p, dir]) => `${alias}.${p} ${dir}`).join(', ')})`,
      'rank_in_group',
    )
    .orderBy();
  return query
    .andWhere(
      `${alias}.id IN (SELECT ranked.id FROM (${ranked.getQuery()}) ranked WHERE ranked.rank_in_group BETWEEN :rankFrom AND :rankTo)`,
    )
    .setParameters({ ...ranked.getParameters(), rankFrom: from, rankTo: to });
}
