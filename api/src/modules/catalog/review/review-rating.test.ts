import { dialects, openTestDatabase, TestDatabase } from '../../../../../tests/helpers/test-db';
import { insertOrder, insertProduct } from '../../../../../tests/helpers/orders';
import { Role } from '../../../common/roles';
import { User } from '../../account/user/user.entity';
import { Product } from '../product/product.entity';
import { Review } from './review.entity';

jest.setTimeout(120_000);

describe.each(dialects)('the migration that stores review figures, on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(dialect);
  });
  afterAll(() => t?.close());

  test("fills each product's average and count from its approved reviews, and marks reviews by customers with a delivered order verified", async () => {
    const { db } = t;
    const users = db.repo(User);
    const buyer = await users.save(
      users.create({ branchCode: 'MAIN', name: 'Amara Okafor', email: 'amara@example.co.uk', passwordHash: 'x', role: Role.USER }),
    );
    const browser = await users.save(
      users.create({ branchCode: 'MAIN', name: 'Ben Jones', email: 'ben@example.co.uk', passwordHash: 'x', role: Role.USER }),
    );
    const serum = await insertProduct(db, { name: 'Serum', pricePence: 2000, stock: 5 });
    const balm = await insertProduct(db, { name: 'Balm', pricePence: 800, stock: 5 });
    await insertOrder(db, { userId: buyer.id, status: 'delivered', lines: [{ product: serum, quantity: 1 }] });
    await insertOrder(db, { userId: browser.id, status: 'dispatched', lines: [{ product: serum, quantity: 1 }] });
    const review = (productId: number, rating: number, status: string, userId: number | null) =>
      db.repo(Review).create({ branchCode: 'MAIN', productId, userId, authorFullName: 'A B', rating, title: 'T', body: 'B', status });
    await db
      .repo(Review)
      .save([
        review(serum.id, 5, 'approved', buyer.id),
        review(serum.id, 4, 'approved', browser.id),
        review(serum.id, 4, 'approved', null),
        review(serum.id, 1, 'rejected', null),
        review(balm.id, 2, 'pending', null),
      ]);
    // The shop as it was before the migration: no stored figures, no verified flag; then the migration runs.
    // (runMigrations turns SQLite's foreign keys off while it works; undoing does not, and its table rebuild would cascade.)
    // Later migrations are undone first, back to and including this one.
    const executed = async () => ((await db.dataSource.query('SELECT name FROM migrations')) as { name: string }[]).map((m) => m.name);
    if (dialect === 'sqlite') await db.dataSource.query('PRAGMA foreign_keys = OFF');
    while ((await executed()).includes('AddReviewAverageVerifiedBuyer1795678141374'))
      await db.dataSource.undoLastMigration({ transaction: 'all' });
    if (dialect === 'sqlite') await db.dataSource.query('PRAGMA foreign_keys = ON');
    const [kept]: { n: number | string }[] = await db.dataSource.query('SELECT COUNT(*) AS n FROM reviews');
    expect(Number(kept.n)).toBe(5);
    await db.dataSource.runMigrations({ transaction: 'all' });

    const products = await db.repo(Product).findBy({ id: serum.id });
    const balmRow = await db.repo(Product).findOneByOrFail({ id: balm.id });
    expect([products[0].reviewAverage, products[0].reviewCount]).toEqual([4.3, 3]);
    expect([balmRow.reviewAverage, balmRow.reviewCount]).toEqual([null, 0]);
    const verified = (await db.repo(Review).find({ order: { id: 'ASC' } })).map((r) => r.verifiedBuyer);
    expect(verified).toEqual([true, false, false, false, false]);
  });
});
