import { LRUCache } from 'lru-cache';
import { ValidationError } from '../../../common/errors';
import { ListResult, MAX_PAGE_SIZE } from '../../../common/list';
import type { Database, DataChange } from '../../../db/database';
import { Brand } from '../../attributes/brand';
import { Shade } from '../../attributes/shade';
import { Product } from '../product/product.entity';
import type { StoreProductService } from '../product/store-product.service';
import { branchExists } from '../store/branches';
import type { PageInput } from '../store/listing.types';
import type { RedisChannel } from '../../../common/redis-channel';
import { redisSearchBus, SearchChange } from './search-bus';
import { buildProductIndex, loadDocuments, MatchOptions, ProductIndex, productsUsing, SEARCH_MATCH } from './search-documents';
import { typosAllowed, wordsOf } from './typo-distance';

export const MAX_SEARCH_LENGTH = 200;
/** Branch indexes kept at once; the least recently searched is dropped (and rebuilt when searched again). */
export const MAX_SEARCH_INDEXES = 16;

const ENTITY_NAMES = new Map<Function, SearchChange['entity']>([
  [Product, 'product'],
  [Brand, 'brand'],
  [Shade, 'shade'],
]);

export interface ProductSearchOptions {
  /** When set, changes are shared with other instances through this Redis server. */
  redisUrl?: string;
  onError?: (err: Error) => void;
  /** Branch indexes kept at once (MAX_SEARCH_INDEXES). */
  maxIndexes?: number;
}

/**
 * Product search over name, brand, code, shade, description and ingredients with an in-process index
 * per branch (`ProductIndex`: per field, each word's products as one compact list; no stored texts),
 * built on the first search and kept current from the database's change events (and, with Redis, from the other instances' changes). Only branches that exist get an
 * index, and only the most recently searched ones keep it: a made-up branch code costs one query.
 */
export class ProductSearchService {
  private readonly indexes: LRUCache<string, Promise<ProductIndex>>;
  private updates: Promise<void> = Promise.resolve();
  private readonly bus: RedisChannel<SearchChange> | null;
  private readonly onError: (err: Error) => void;
  private readonly listener = (change: DataChange) => this.onLocalChange(change);

  constructor(
    private readonly db: Database,
    private readonly products: StoreProductService,
    options: ProductSearchOptions = {},
  ) {
    this.onError = options.onError ?? throttledWarning();
    this.indexes = new LRUCache({ max: options.maxIndexes ?? MAX_SEARCH_INDEXES });
    db.events.on('change', this.listener);
    this.bus = options.redisUrl
      ? redisSearchBus(options.redisUrl, {
          onMessage: (change) => this.enqueue(change),
          onReconnect: () => this.indexes.clear(),
          onError: this.onError,
        })
      : null;
  }

  /** Matching active products, best first. A blank text answers an empty page without reading anything. */
  async search(branchCode: string, query: string | null | undefined, page: Partial<PageInput> = {}): Promise<ListResult<Product>> {
    const text = (query ?? '').trim();
    if (!text) return { items: [], totalItems: 0 };
    if (text.length > MAX_SEARCH_LENGTH) throw new ValidationError(`Search text must be at most ${MAX_SEARCH_LENGTH} characters`, 'query');
    await this.updates;
    const index = await this.indexFor(branchCode);
    if (!index) return { items: [], totalItems: 0 };
    const skip = Math.max(page.skip ?? 0, 0);
    const take = Math.min(Math.max(page.take ?? 24, 1), MAX_PAGE_SIZE);
    const hits = index.search(text, skip + take);
    const items = await this.products.byIds(branchCode, hits.ids.slice(skip));
    return { items, totalItems: hits.total };
  }

  /** Ids of the active products matching the text, best first, at most `limit` (none for a blank text). */
  async rankedIds(branchCode: string, query: string, limit: number): Promise<number[]> {
    return this.idsOf(branchCode, query, limit);
  }

  /**
   * Ids of the active products whose name, brand or shade holds words starting with those of the text, best
   * first: what the search box suggests. Descriptions and ingredients are left out while names match (a
   * three-letter prefix matches tens of thousands of them at 100,000 products, and a suggestion is chosen by
   * its name); when no name does, the results page's own best matches, so the box never says "no results"
   * for a text the results page answers.
   */
  async suggestedIds(branchCode: string, query: string, limit: number): Promise<number[]> {
    const named = await this.idsOf(branchCode, query, limit, SEARCH_MATCH);
    return named.length ? named : this.idsOf(branchCode, query, limit);
  }

  /**
   * Ids of the active products whose name, brand or shade has every word of the text a typo or two away
   * (whole words of four letters or more; see `typosAllowed`), best first: what "no results" suggests instead.
   */
  async closeIds(branchCode: string, query: string, limit: number): Promise<number[]> {
    if (!wordsOf(query).some((w) => w.length >= 4)) return [];
    return this.idsOf(branchCode, query, limit, {
      prefix: false,
      typos: (term) => (term.length >= 4 ? typosAllowed(term) : 0),
    });
  }

  /** Ids of the best matches: of the whole search, or, with `namedOnly` options, of the named fields alone. */
  private async idsOf(branchCode: string, query: string, limit: number, namedOnly?: MatchOptions): Promise<number[]> {
    const text = query.trim();
    if (!text) return [];
    if (text.length > MAX_SEARCH_LENGTH) throw new ValidationError(`Search text must be at most ${MAX_SEARCH_LENGTH} characters`, 'query');
    await this.updates;
    const index = await this.indexFor(branchCode);
    if (!index) return [];
    return namedOnly ? index.searchNamed(text, limit, namedOnly) : index.search(text, limit).ids;
  }

  /** The branches whose index is kept. */
  indexedBranches(): string[] {
    return [...this.indexes.keys()];
  }

  /** True once the branch's index has been asked for (searches build it lazily). */
  isIndexed(branchCode: string): boolean {
    return this.indexes.has(branchCode);
  }

  /** Waits for queued index updates and the Redis subscription. */
  async settled(): Promise<void> {
    await this.bus?.ready();
    await this.updates;
  }

  close(): void {
    this.db.events.off('change', this.listener);
    this.bus?.close();
  }

  private async indexFor(branchCode: string): Promise<ProductIndex | null> {
    const kept = this.indexes.get(branchCode);
    if (kept) return kept;
    if (!(await branchExists(this.db, branchCode))) return null;
    let index = this.indexes.get(branchCode);
    if (!index) {
      const building = buildProductIndex(this.db, branchCode);
      building.catch(() => this.indexes.delete(branchCode));
      this.indexes.set(branchCode, (index = building));
    }
    return index;
  }

  private onLocalChange({ entity, ids }: DataChange): void {
    const name = ENTITY_NAMES.get(entity);
    if (!name || !ids.length) return;
    this.enqueue({ entity: name, ids });
    this.bus?.publish({ entity: name, ids });
  }

  private enqueue(change: SearchChange): void {
    this.updates = this.updates
      .then(() => this.apply(change))
      .catch((err: Error) => {
        this.indexes.clear();
        this.onError(err);
      });
  }

  /** Re-reads the changed products and replaces them in every built index (deleted or inactive ones leave). */
  private async apply({ entity, ids }: SearchChange): Promise<void> {
    if (!this.indexes.size) return;
    const productIds = entity === 'product' ? ids : await productsUsing(this.db, entity, ids);
    if (!productIds.length) return;
    const docs = await loadDocuments(this.db, { ids: productIds });
    for (const [branchCode, pending] of [...this.indexes.entries()]) {
      const index = await pending.catch(() => null);
      if (!index) continue;
      for (const id of productIds) if (index.has(id)) index.discard(id);
      index.addAll(docs.filter((d) => d.branchCode === branchCode && d.isActive));
      // Memory stays bounded under endless edits (each takes a new place): the next search builds it afresh.
      if (index.wantsRebuild()) this.indexes.delete(branchCode);
    }
  }
}

/** Reports infrastructure trouble (e.g. Redis unreachable) at most once a minute per message. */
function throttledWarning(): (err: Error) => void {
  const last = new Map<string, number>();
  return (err) => {
    const now = Date.now();
    if (now - (last.get(err.message) ?? 0) < 60_000) return;
    last.set(err.message, now);
    process.emitWarning(`Product search index: ${err.message}`);
  };
}
