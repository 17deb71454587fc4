/**
 * Fills the cache with a route's documents. A failed query does not fail the page: its component shows
 * the error state (its useQuery asks again in the browser, where the error is shown in the legacy shop's wording).
 */
export async function prime(...queries: Promise<unknown>[]): Promise<null> {
  await Promise.all(queries.map((query) => query.catch(() => undefined)));
  return null;
}
