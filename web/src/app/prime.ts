/**
 * Fills the cache with a route's documents. A failed query does not fail the page: its component shows
 * the error state (as routes.tsx's loaders do).
 */
export async function prime(...queries: Promise<unknown>[]): Promise<null> {
  await Promise.all(queries.map((query) => query.catch(() => undefined)));
  return null;
}
