import { Extensions } from 'type-graphql';

/** The field extensions the query cost reads (api/src/http/query-cost.ts). */
export const COST_EXTENSIONS = { listSize: 'listSize', listSizeOneWith: 'listSizeOneWith', cost: 'cost' } as const;

/**
 * The most items a list field answers for one parent, for the query cost: a list without a `take` or
 * `limit` argument declares it (the catalogue's shape: about 20 products to a parent item, ...), and
 * one with such an argument may declare a cap below MAX_PAGE_SIZE. `oneWith` names an argument that,
 * when given, narrows the list to one item (`navbarCategories(categoryCode)`).
 */
export function ListSize(size: number, options: { oneWith?: string } = {}) {
  return Extensions({
    [COST_EXTENSIONS.listSize]: size,
    ...(options.oneWith ? { [COST_EXTENSIONS.listSizeOneWith]: options.oneWith } : {}),
  });
}

/**
 * What a field's own work costs, besides the fields it answers: a root field that runs many queries or
 * searches the whole catalogue declares more than the usual root field, so aliasing it is not cheap.
 */
export function Cost(cost: number) {
  return Extensions({ [COST_EXTENSIONS.cost]: cost });
}
