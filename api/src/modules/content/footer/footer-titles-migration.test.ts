import { dialects, openTestDatabase, TestDatabase } from '../../../../../tests/helpers/test-db';
import { Collection } from '../../catalog/collection/collection.entity';
import { FooterGroup, FooterLink } from './footer.entity';

jest.setTimeout(120_000);

describe.each(dialects)('the migration that renames the demo seed’s titles, on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(dialect);
  });
  afterAll(() => t?.close());

  test('a shop seeded before reads Returns & Refunds, Terms of Service, FAQs and Hair Extensions; titles staff changed stay', async () => {
    const { db } = t;
    // Later migrations are undone first, back to and including this one (SQLite: see review-rating.test.ts).
    const executed = async () => ((await db.dataSource.query('SELECT name FROM migrations')) as { name: string }[]).map((m) => m.name);
    if (dialect === 'sqlite') await db.dataSource.query('PRAGMA foreign_keys = OFF');
    while ((await executed()).includes('AddCurrencyRatesShopWording1795687343866'))
      await db.dataSource.undoLastMigration({ transaction: 'all' });
    if (dialect === 'sqlite') await db.dataSource.query('PRAGMA foreign_keys = ON');

    // The demo seed's rows as an earlier version wrote them, on two branches; on the second, staff renamed two.
    for (const [branchCode, returns, faq] of [
      ['MAIN', 'Return & Refunds', 'Faq'],
      ['LEEDS', 'Our returns', 'Help'],
    ]) {
      const group = await db
        .repo(FooterGroup)
        .save(db.repo(FooterGroup).create({ branchCode, mainTitle: 'Customer Service', position: 1 }));
      await db.repo(FooterLink).save(
        [
          [returns, 'return-refunds'],
          [faq, 'faq'],
          ['Terms Of Services', 'terms-of-services'],
          ['Contact Us', 'contact-us'],
        ].map(([subtitle, slug], i) =>
          db.repo(FooterLink).create({ branchCode, groupId: group.id, subtitle, slug, body: null, position: i }),
        ),
      );
    }
    await db
      .repo(Collection)
      .save(
        db
          .repo(Collection)
          .create({ branchCode: 'MAIN', name: 'Dressmaker European Hair Extention', slug: 'dressmaker-european-hair-extensions' }),
      );
    await db.dataSource.runMigrations({ transaction: 'all' });

    const titles = async (branchCode: string) =>
      (await db.repo(FooterLink).find({ where: { branchCode }, order: { position: 'ASC' } })).map((l) => [l.subtitle, l.slug]);
    expect(await titles('MAIN')).toEqual([
      ['Returns & Refunds', 'return-refunds'],
      ['FAQs', 'faq'],
      ['Terms of Service', 'terms-of-services'],
      ['Contact Us', 'contact-us'],
    ]);
    expect(await titles('LEEDS')).toEqual([
      ['Our returns', 'return-refunds'],
      ['Help', 'faq'],
      ['Terms of Service', 'terms-of-services'],
      ['Contact Us', 'contact-us'],
    ]);
    expect((await db.repo(Collection).findOneByOrFail({ slug: 'dressmaker-european-hair-extensions' })).name).toBe(
      'Dressmaker European Hair Extensions',
    );
  });
});
