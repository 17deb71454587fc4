import { parse } from 'graphql';
import { GuestReadSync } from '../../api/src/common/guest-read-sync';
import { PublicReads } from '../../api/src/common/public-reads';
import { FaqGroup } from '../../api/src/modules/content/faq/faq.entity';
import { startRedis, waitFor } from '../helpers/store';
import { dialects, openTestDatabase, TestDatabase } from '../helpers/test-db';

/**
 * Kept guest reads are emptied by committed writes only (N6), and a read that runs while a write is not
 * yet committed is never kept: otherwise a page could show the old (MySQL) or a rolled-back (SQLite)
 * value until the time limit.
 */
describe.each(dialects)('kept guest reads around transactions on %s', (dialect) => {
  let t: TestDatabase;
  let reads: PublicReads;
  let sync: GuestReadSync;
  let groupId: number;
  const heading = () =>
    reads
      .read({ document: parse('query FaqHeading { heading }'), operationName: 'FaqHeading' }, async () => ({
        data: { heading: (await t.db.repo(FaqGroup).findOneByOrFail({ id: groupId })).heading },
      }))
      .then((r) => r.data?.heading);

  beforeAll(async () => {
    t = await openTestDatabase(dialect);
    groupId = (await t.db.repo(FaqGroup).save({ heading: 'Delivery', position: 0 })).id;
    reads = new PublicReads();
    sync = new GuestReadSync(t.db, reads);
  });
  afterAll(async () => {
    sync?.close();
    await t?.close();
  });

  test('a read made between a write and its commit is not kept; the commit empties what was', async () => {
    expect(await heading()).toBe('Delivery');
    expect(reads.size).toBe(1);
    await t.db.transaction(async (m) => {
      await m.getRepository(FaqGroup).update({ id: groupId }, { heading: 'Delivery and returns' });
      await heading();
    });
    expect(reads.size).toBe(0);
    expect(await heading()).toBe('Delivery and returns');
    expect(reads.size).toBe(1);
  });

  test('a rolled-back write leaves what was kept, and nothing it may have shown is kept', async () => {
    expect(await heading()).toBe('Delivery and returns');
    await expect(
      t.db.transaction(async (m) => {
        await m.getRepository(FaqGroup).update({ id: groupId }, { heading: 'Never committed' });
        await heading();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await heading()).toBe('Delivery and returns');
    reads.invalidate();
    expect(await heading()).toBe('Delivery and returns');
  });

  test('a lone statement outside a transaction empties them; a read-only transaction does not', async () => {
    await heading();
    await t.db.transaction(async (m) => m.getRepository(FaqGroup).findOneBy({ id: groupId }));
    expect(reads.size).toBe(1);
    await t.db.dataSource.query('UPDATE faq_groups SET position = position + 1 WHERE id = ?', [groupId]);
    expect(reads.size).toBe(0);
  });
});

describe('kept guest reads when Redis goes away', () => {
  test('the outage is reported once, and local writes still empty the kept reads', async () => {
    const redis = await startRedis();
    const t = await openTestDatabase('sqlite');
    const reads = new PublicReads();
    const troubles: Error[] = [];
    const sync = new GuestReadSync(t.db, reads, { redisUrl: redis.url, onRedisTrouble: (err) => troubles.push(err) });
    try {
      await sync.ready();
      await redis.stop();
      await waitFor(async () => troubles.length > 0);
      const read = () =>
        reads.read({ document: parse('query Count { n }'), operationName: 'Count' }, async () => ({
          data: { n: await t.db.repo(FaqGroup).count() },
        }));
      expect((await read()).data).toEqual({ n: 0 });
      await t.db.repo(FaqGroup).save({ heading: 'Returns', position: 1 });
      expect((await read()).data).toEqual({ n: 1 });
      expect(troubles).toHaveLength(1);
    } finally {
      sync.close();
      await t.close();
    }
  });
});

describe('kept guest reads with read replicas', () => {
  test('what was kept right after a write (perhaps from a replica that had not applied it) is emptied once more after the lag', async () => {
    const t = await openTestDatabase('sqlite');
    const reads = new PublicReads();
    const sync = new GuestReadSync(t.db, reads, { replicaLagMs: 300 });
    try {
      const id = (await t.db.repo(FaqGroup).save({ heading: 'Delivery', position: 0 })).id;
      const keep = () =>
        reads.read({ document: parse('query FaqHeadingLag { heading }'), operationName: 'FaqHeadingLag' }, async () => ({
          data: { heading: 'seen' },
        }));
      await t.db.repo(FaqGroup).update({ id }, { heading: 'Delivery and returns' });
      await keep();
      expect(reads.size).toBe(1);
      await waitFor(async () => reads.size === 0, 3000);
      // Once: what is kept after that stays until the next write.
      await keep();
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(reads.size).toBe(1);
    } finally {
      sync.close();
      await t.close();
    }
  });
});
