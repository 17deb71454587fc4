import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PublicReads } from './public-reads';

/** A page as it goes out: its status and either a redirect or its body, already compressed for one encoding. */
export interface RenderedPage {
  status: number;
  location?: string;
  body?: Buffer;
  /** Set on pages that may be kept (a hash of the body). */
  etag?: string;
}

interface KeptPage {
  body: Buffer;
  etag: string;
}

/** Pages kept at once, whatever their size. */
export const MAX_KEPT_PAGES = 1_000;
/** What the kept pages may weigh: bodies and keys. */
export const MAX_KEPT_PAGE_BYTES = 32 * 1024 * 1024;
/** A page larger than this is never kept (a storefront page compressed is some 20–60 KB, plain some 100–300 KB). */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/**
 * How long a page is kept at most, whatever is written: what on a page depends on the clock (Latest Deals'
 * start and end, the product page's dispatch promise before the browser's clock takes over) is at most this
 * late, and without Redis so is another instance's write.
 */
export const KEPT_PAGE_SECONDS = 30;
/** Every kept page costs this much besides its bytes (the map's node, the key's and the ETag's strings). */
const ENTRY_OVERHEAD_BYTES = 256;

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
}

/** A strong ETag of a body: its bytes' SHA-1, which differs between the encodings of one page as it should. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Guests' storefront pages, compressed, by URL and encoding (http/guest-pages.ts says which): a page kept
 * here is sent again without a render or a compression. It is emptied whenever the guests' kept reads are
 * (PublicReads: every committed write that pages read, here or on another instance through Redis), so it
 * shows what they would; a page whose render overlapped a write is not kept. Concurrent requests for a
 * page being rendered wait for that one render rather than starting their own. Bounded by entries, by
 * bytes and by time (KEPT_PAGE_SECONDS).
 */
export class PageCache {
  private readonly pages: LRUCache<string, KeptPage>;
  /** Renders under way, by key: later requests for the same page share them. */
  private readonly rendering = new Map<string, Promise<RenderedPage>>();

  constructor(
    private readonly reads: PublicReads,
    options: PageCacheOptions = {},
  ) {
    this.pages = new LRUCache<string, KeptPage>({
      max: options.maxEntries ?? MAX_KEPT_PAGES,
      maxSize: options.maxBytes ?? MAX_KEPT_PAGE_BYTES,
      maxEntrySize: MAX_PAGE_BYTES,
      ttl: options.ttlMs ?? KEPT_PAGE_SECONDS * 1000,
      ttlAutopurge: true,
      sizeCalculation: (page, key) => ENTRY_OVERHEAD_BYTES + page.body.length + 2 * (key.length + page.etag.length),
    });
    reads.onInvalidate(() => this.clear());
  }

  /** The kept page for `key`, if any. */
  get(key: string): RenderedPage | undefined {
    const page = this.pages.get(key);
    return page && { status: 200, body: page.body, etag: page.etag };
  }

  /**
   * Renders the page of `key` (or waits for the render already under way) and keeps it when it is a 200
   * with a body and nothing was written while it was rendered.
   */
  render(key: string, produce: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const running = this.rendering.get(key);
    if (running) return running;
    const mark = this.reads.mark();
    const done = produce()
      .then((page) => {
        if (page.status === 200 && page.body && page.etag && this.reads.isCurrent(mark))
          this.pages.set(key, { body: page.body, etag: page.etag });
        return page;
      })
      .finally(() => {
        if (this.rendering.get(key) === done) this.rendering.delete(key);
      });
    this.rendering.set(key, done);
    return done;
  }

  /** Forgets every page, and lets requests from now on start their own render rather than wait for one begun before. */
  clear(): void {
    this.pages.clear();
    this.rendering.clear();
  }

  get size(): number {
    return this.pages.size;
  }

  /** The kept pages' weight as counted against MAX_KEPT_PAGE_BYTES. */
  get bytes(): number {
    return this.pages.calculatedSize;
  }
}
