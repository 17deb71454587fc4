import { NotFoundError } from '../../../common/errors';
import type { Database } from '../../../db/database';
import { Collection } from '../collection/collection.entity';
import { impossibleSlug, normaliseSlug } from './active-rows';

/** The two product lists of the home page slider, shown whatever their CollectionListVeiw says. */
export const FIXED_COLLECTIONS = ['new-arrivals', 'trending'];

/** A collection shoppers may open: a fixed one, or one whose CollectionListVeiw contains 'yes'. */
export async function visibleCollection(db: Database, branchCode: string, slug: string): Promise<Collection> {
  const wanted = normaliseSlug(slug);
  const row = wanted && !impossibleSlug(wanted) ? await db.repo(Collection).findOneBy({ branchCode, slug: wanted }) : null;
  if (!row || !(FIXED_COLLECTIONS.includes(row.slug) || row.view.toLowerCase().includes('yes'))) {
    throw new NotFoundError(`No collection with slug "${slug.trim().slice(0, 120)}"`);
  }
  return row;
}
