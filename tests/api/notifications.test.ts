import { Role } from '../../api/src/common/roles';
import { Review } from '../../api/src/modules/catalog/review/review.entity';
import { ContactMessage } from '../../api/src/modules/content/contact-message/contact-message.entity';
import { OrderEvent } from '../../api/src/modules/orders/order/order-event.entity';
import { insertOrder, insertProduct, insertUser } from '../helpers/orders';
import { ask, askError, countQueries } from '../helpers/store';
import { sqliteOnly } from '../helpers/test-db';
import { graphql } from '../generated';
import type { TestStaffNotificationsQuery } from '../generated/graphql';
import { startTestShop, TestShop } from '../helpers/test-shop';

const NOTIFICATIONS = graphql(`
  query TestStaffNotifications {
    staffNotifications {
      total
      entries {
        kind
        label
        count
        path
      }
    }
  }
`);

describe.each(sqliteOnly)('staff notifications on %s', (dialect) => {
  let t: TestShop;
  let admin: Record<string, string>;
  let superAdmin: Record<string, string>;
  let customer: Record<string, string>;

  beforeAll(async () => {
    t = await startTestShop(dialect);
    admin = (await insertUser(t, Role.ADMIN)).headers;
    superAdmin = (await insertUser(t, Role.SUPER_ADMIN)).headers;
    customer = (await insertUser(t, Role.USER)).headers;
  });
  afterAll(() => t?.close());

  test('anonymous is UNAUTHENTICATED and a customer FORBIDDEN', async () => {
    expect((await askError(t, NOTIFICATIONS)).code).toBe('UNAUTHENTICATED');
    expect((await askError(t, NOTIFICATIONS, {}, customer)).code).toBe('FORBIDDEN');
  });

  test('an empty shop has five entries at zero, each with the screen that lists it', async () => {
    expect((await ask(t, NOTIFICATIONS, {}, admin)).staffNotifications).toEqual({
      total: 0,
      entries: [
        { kind: 'pendingOrders', label: 'Pending orders', count: 0, path: '/dashboard/orders?status=pending' },
        { kind: 'returnRequests', label: 'Return requests', count: 0, path: '/dashboard/orders?status=delivered&returns=requested' },
        { kind: 'unhandledContactMessages', label: 'Unhandled contact messages', count: 0, path: '/dashboard/contact-messages?handled=no' },
        { kind: 'reviewsWaiting', label: 'Reviews waiting', count: 0, path: '/dashboard/ratings?status=pending' },
        { kind: 'lowStock', label: 'Low-stock products', count: 0, path: '/dashboard/products?stock=low' },
      ],
    });
  });

  test('counts pending orders, return requests still delivered (not refunded), unhandled messages, reviews waiting and active products at or below the low-stock level, in one cheap query', async () => {
    const db = t.shop.db;
    const serum = await insertProduct(db, { name: 'Hyaluronic Acid Serum', pricePence: 1299, stock: 50 });
    await insertProduct(db, { name: 'Nude Eyeshadow Palette', pricePence: 2450, stock: 5 });
    await insertProduct(db, { name: 'Body Wave Wig', pricePence: 4999, stock: 0 });
    await insertProduct(db, { name: 'Micellar Water', pricePence: 650, stock: 6 });
    await insertProduct(db, { name: 'Retired Nail Polish', pricePence: 499, stock: 1, isActive: false });
    for (const status of ['pending', 'pending', 'paid', 'cancelled'])
      await insertOrder(db, { status, lines: [{ product: serum, quantity: 1 }] });
    const events = db.repo(OrderEvent);
    // Two delivered orders with a return request, one already refunded, one delivered without a request.
    for (const [status, asked] of [
      ['delivered', true],
      ['delivered', true],
      ['refunded', true],
      ['delivered', false],
    ] as const) {
      const order = await insertOrder(db, { status, lines: [{ product: serum, quantity: 1 }] });
      if (asked)
        await events.save(events.create({ branchCode: 'MAIN', orderId: order.id, status: 'return-requested', note: 'Wrong shade' }));
    }
    const messages = db.repo(ContactMessage);
    for (const handledAt of [null, null, null, new Date()]) {
      await messages.save(
        messages.create({
          branchCode: 'MAIN',
          fullName: 'Amara Okafor',
          email: 'amara@example.co.uk',
          subject: 'support',
          message: null,
          attachments: [],
          handledAt,
        }),
      );
    }
    await messages.save(
      messages.create({
        branchCode: 'LEEDS',
        fullName: 'Other Branch',
        email: 'o@example.co.uk',
        subject: 'sales',
        message: null,
        attachments: [],
        handledAt: null,
      }),
    );
    const reviews = db.repo(Review);
    for (const status of ['pending', 'approved', 'rejected', 'pending', 'pending']) {
      await reviews.save(
        reviews.create({
          branchCode: 'MAIN',
          productId: serum.id,
          userId: null,
          authorFullName: 'Priya Shah',
          rating: 5,
          title: 'Lovely',
          body: 'Lovely serum.',
          status,
        }),
      );
    }

    let body: TestStaffNotificationsQuery | undefined;
    const queries = await countQueries(db, async () => {
      body = await ask(t, NOTIFICATIONS, {}, superAdmin);
    });
    expect(body!.staffNotifications.entries.map((e) => [e.kind, e.count])).toEqual([
      ['pendingOrders', 2],
      ['returnRequests', 2],
      ['unhandledContactMessages', 3],
      ['reviewsWaiting', 3],
      ['lowStock', 2],
    ]);
    expect(body!.staffNotifications.total).toBe(12);
    // The caller's account check, then one COUNT per entry.
    expect(queries).toBeLessThanOrEqual(7);
  });
});
