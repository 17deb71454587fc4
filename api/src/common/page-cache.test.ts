import { PageCache, type RenderedPage } from './page-cache';
import { PublicReads } from './public-reads';

const page = (bytes: number, status = 200): RenderedPage => ({ status, body: Buffer.alloc(bytes, 'x'), etag: '"tag"' });

describe('PageCache', () => {
  test('stays within its entries and bytes however many different pages are kept', async () => {
    const cache = new PageCache(new PublicReads(), { maxEntries: 50, maxBytes: 200_000 });
    for (let i = 0; i < 5_000; i++) await cache.render(`br /search?q=${i}`, async () => page(10_000));
    expect(cache.size).toBeLessThanOrEqual(50);
    expect(cache.bytes).toBeLessThanOrEqual(200_000);
    expect(cache.size).toBeGreaterThan(10);

    const many = new PageCache(new PublicReads(), { maxEntries: 50, maxBytes: 10_000_000 });
    for (let i = 0; i < 5_000; i++) await many.render(`br /search?q=${i}`, async () => page(100));
    expect(many.size).toBe(50);
  });

  test('keeps only whole 200 pages: not errors, redirects or a page over 2 MB', async () => {
    const cache = new PageCache(new PublicReads());
    await cache.render('a', async () => page(100, 404));
    await cache.render('b', async () => ({ status: 301, location: '/' }));
    await cache.render('c', async () => ({ status: 200, body: Buffer.alloc(10) }));
    await cache.render('d', async () => page(3 * 1024 * 1024));
    expect(cache.size).toBe(0);
    await cache.render('e', async () => page(100));
    expect(cache.get('e')?.body?.length).toBe(100);
  });

  test('is emptied with the guest reads, and a page rendered while a write happened is not kept', async () => {
    const reads = new PublicReads();
    const cache = new PageCache(reads);
    await cache.render('a', async () => page(100));
    reads.invalidate();
    expect(cache.get('a')).toBeUndefined();

    await cache.render('b', async () => {
      reads.invalidate();
      return page(100);
    });
    expect(cache.get('b')).toBeUndefined();

    // SQLite: a transaction that wrote may be seen before it ends.
    reads.uncommittedStarted();
    await cache.render('c', async () => page(100));
    reads.uncommittedEnded();
    expect(cache.get('c')).toBeUndefined();
  });

  test('renders a page once for requests that come while it renders, but not for one after a write', async () => {
    const reads = new PublicReads();
    const cache = new PageCache(reads);
    const renders: (() => void)[] = [];
    const produce = () => new Promise<RenderedPage>((resolve) => renders.push(() => resolve(page(100))));
    const first = cache.render('a', produce);
    const second = cache.render('a', produce);
    expect(renders).toHaveLength(1);
    reads.invalidate();
    const afterWrite = cache.render('a', produce);
    expect(renders).toHaveLength(2);
    for (const finish of renders) finish();
    await Promise.all([first, second, afterWrite]);
    // The render begun before the write is not kept; the one after it is.
    expect(cache.size).toBe(1);
  });

  test('forgets a page after its time', async () => {
    const cache = new PageCache(new PublicReads(), { ttlMs: 30 });
    await cache.render('a', async () => page(100));
    expect(cache.get('a')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(cache.get('a')).toBeUndefined();
  });
});
