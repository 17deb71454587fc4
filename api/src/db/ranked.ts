import type { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';

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

/**
 * Rows of `repo` by the ids several short queries select (each selects `id`, keeping its own ORDER BY and LIMIT),
 * in one statement. For the first few rows of each of a few groups this reads each group's first rows from an
 * index and stops, where rankedWithin ranks every row of every group. The queries name their parameters apart.
 */
export function withIdsOf<E extends ObjectLiteral>(
  repo: Repository<E>,
  alias: string,
  parts: SelectQueryBuilder<E>[],
): SelectQueryBuilder<E> {
  const union = parts.map((part, i) => `SELECT u${i}.id FROM (${part.getQuery()}) u${i}`).join(' UNION ALL ');
  const parameters = Object.assign({}, ...parts.map((part) => part.getParameters())) as ObjectLiteral;
  // The outer query only looks the ids up: conditions on it too would let SQLite scan their index instead.
  return repo.createQueryBuilder(alias).where(`${alias}.id IN (SELECT u.id FROM (${union}) u)`).setParameters(parameters);
}
