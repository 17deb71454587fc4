import { Role } from '../../api/src/common/roles';
import { createUser, PASSWORD, pngDataUrl, readOutbox } from '../helpers/accounts';
import { api } from '../helpers/legacy';
import { insertOrder, insertProduct, insertUser, stockOf } from '../helpers/orders';
import { sqliteOnly } from '../helpers/test-db';
import { startTestShop, TestShop } from '../helpers/test-shop';

describe.each(sqliteOnly)('legacy account and order calls on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect, { seed: 'none' });
  });
  afterAll(() => t?.close());

  test('POST /register answers the spec messages, then registers', async () => {
    const missing = await api(t, 'POST', '/register', { body: { Email: 'ann@example.co.uk', Password: 'longenough1' } });
    expect(missing).toEqual({ status: 400, body: { message: 'Name is Required' } });
    const mismatch = await api(t, 'POST', '/register', {
      body: { Name: 'Ann', Email: 'ann@example.co.uk', Password: 'longenough1', ConfirmPassword: 'other-pass1' },
    });
    expect(mismatch.body.message).toBe('Passwords do not match');
    const body = {
      Name: 'Ann Lee',
      Email: 'Ann@Example.co.uk',
      Password: 'longenough1',
      ContactNo1: '07700 900123',
      City: 'Leeds',
      Address: '1 Park Row',
      FileName: 'me.png',
      Image: await pngDataUrl(),
    };
    const ok = await api(t, 'POST', '/register?BranchCode=MAIN', { body });
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBe('User registered successfully!');
    expect(ok.body.result).toEqual(
      expect.objectContaining({ Name: 'Ann Lee', Email: 'ann@example.co.uk', Role: 'user', UserImage: expect.stringMatching(/\.png$/) }),
    );
    expect(JSON.stringify(ok.body)).not.toMatch(/password/i);
    expect((await api(t, 'POST', '/register', { body })).status).toBe(409);
  });

  test("POST /register keeps the legacy form's required fields and messages (the website's form asks for less)", async () => {
    const full = {
      Name: 'Cara Bell',
      Email: 'cara@example.co.uk',
      Password: 'longenough1',
      ContactNo1: '07700 900123',
      City: 'Leeds',
      Address: '1 Park Row',
      FileName: 'me.png',
      Image: await pngDataUrl(),
    };
    const without = (field: keyof typeof full) => api(t, 'POST', '/register', { body: { ...full, [field]: undefined } });
    expect(await without('ContactNo1')).toEqual({ status: 400, body: { message: 'Contact No 1 is Required' } });
    expect(await without('City')).toEqual({ status: 400, body: { message: 'City is Required' } });
    expect(await without('Address')).toEqual({ status: 400, body: { message: 'Address is Required' } });
    expect(await without('Image')).toEqual({ status: 400, body: { message: 'Profile image is Required' } });
    // Contact numbers stay as the legacy client typed them.
    const ok = await api(t, 'POST', '/register', { body: { ...full, ContactNo1: 'ask at reception' } });
    expect([ok.status, ok.body.result.ContactNo1, ok.body.token]).toEqual([201, 'ask at reception', undefined]);
  });

  test('POST /login answers {token}; GET /profile and PUT /password use it', async () => {
    await createUser(t.shop.db, { email: 'bob@example.co.uk', name: 'Bob', role: Role.SUPER_ADMIN });
    const bad = await api(t, 'POST', '/login', { body: { Name: 'bob@example.co.uk', Password: 'wrong-password' } });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ message: 'Invalid email or password' });
    const login = await api(t, 'POST', '/login', { body: { Name: 'BOB@example.co.uk', Password: PASSWORD } });
    expect(login.status).toBe(201);
    expect(typeof login.body.token).toBe('string');
    const auth = { authorization: `Bearer ${login.body.token}` };
    const profile = await api(t, 'GET', '/profile', { headers: auth });
    expect(profile.body.result).toEqual(expect.objectContaining({ Name: 'Bob', Role: 'super-admin', Email: 'bob@example.co.uk' }));
    expect((await api(t, 'GET', '/profile')).status).toBe(401);
    expect((await api(t, 'GET', '/profile', { headers: { authorization: 'Bearer forged.token.here' } })).status).toBe(401);
    const wrong = await api(t, 'PUT', '/password', {
      headers: auth,
      body: { CurrentPassword: 'nope-nope', NewPassword: 'brand-new-pass1' },
    });
    expect(wrong.status).toBe(400);
    const changed = await api(t, 'PUT', '/password', {
      headers: auth,
      body: { CurrentPassword: PASSWORD, NewPassword: 'brand-new-pass1', ConfirmPassword: 'brand-new-pass1' },
    });
    expect(changed.status).toBe(200);
    expect((await api(t, 'POST', '/login', { body: { Name: 'bob@example.co.uk', Password: 'brand-new-pass1' } })).status).toBe(201);
  });

  test('POST /password/forgot answers the same for known and unknown e-mails and mails a link', async () => {
    await createUser(t.shop.db, { email: 'cat@example.co.uk' });
    const known = await api(t, 'POST', '/password/forgot', { body: { Email: 'cat@example.co.uk' } });
    const unknown = await api(t, 'POST', '/password/forgot', { body: { Email: 'nobody@example.co.uk' } });
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    expect((await readOutbox(t)).some((m) => JSON.stringify(m).includes('cat@example.co.uk'))).toBe(true);
  });

  test('users: GET /admin/get/user, PUT /types/{id} with a Role changes a role, DELETE /types/{id} deletes', async () => {
    const boss = await insertUser(t, Role.SUPER_ADMIN);
    const admin = await insertUser(t, Role.ADMIN);
    const customer = await insertUser(t, Role.USER);
    const list = await api(t, 'GET', '/admin/get/user', { headers: admin.headers });
    expect(list.status).toBe(200);
    expect(list.body.result.find((u: { UserID: number }) => u.UserID === boss.user.id).Role).toBe('super-admin');
    expect((await api(t, 'GET', '/admin/get/user', { headers: customer.headers })).status).toBe(403);
    expect((await api(t, 'GET', '/admin/get/user')).status).toBe(401);
    expect((await api(t, 'PUT', `/types/${customer.user.id}`, { headers: admin.headers, body: { Role: 'admin' } })).status).toBe(403);
    const promoted = await api(t, 'PUT', `/types/${customer.user.id}`, { headers: boss.headers, body: { Role: 'admin' } });
    expect([promoted.status, promoted.body.result.Role]).toEqual([200, 'admin']);
    expect((await api(t, 'PUT', `/types/${customer.user.id}`, { headers: boss.headers, body: { Role: 'emperor' } })).status).toBe(400);
    const removed = await api(t, 'DELETE', `/types/${customer.user.id}`, { headers: boss.headers });
    expect([removed.status, removed.body.result.UserID]).toEqual([200, customer.user.id]);
  });

  test('PUT /types/{id} without a Role still updates an item type (the other use of the path)', async () => {
    const boss = await insertUser(t, Role.ADMIN);
    const added = await api(t, 'POST', '/admin/add/type', { headers: boss.headers, body: { ItemClass: 'Toner' } });
    const updated = await api(t, 'PUT', `/types/${added.body.result.ItemClassID}`, {
      headers: boss.headers,
      body: { ItemClass: 'Face Toner' },
    });
    expect([updated.status, updated.body.result.ItemClass]).toEqual([200, 'Face Toner']);
  });

  test('orders: staff list, status change with restock, delete refused for a paid order; GET /orders/{id} for owner, guest token or staff', async () => {
    const staff = await insertUser(t, Role.ADMIN);
    const owner = await insertUser(t, Role.USER);
    const stranger = await insertUser(t, Role.USER);
    const product = await insertProduct(t.shop.db, { name: 'Rose Balm', pricePence: 1250, stock: 10 });
    const order = await insertOrder(t.shop.db, {
      lines: [{ product, quantity: 2 }],
      userId: owner.user.id,
      accessToken: 'guest-token-123',
      status: 'paid',
    });
    const list = await api(t, 'GET', '/admin/get/order', { headers: staff.headers });
    expect(list.body.result.find((o: { OrderID: number }) => o.OrderID === order.id)).toEqual(
      expect.objectContaining({
        Total: expect.any(Number),
        Lines: [expect.objectContaining({ ProductName: 'Rose Balm', Quantity: 2, UnitPrice: 12.5 })],
      }),
    );
    expect((await api(t, 'GET', `/orders/${order.id}`, { headers: owner.headers })).status).toBe(200);
    expect((await api(t, 'GET', `/orders/${order.id}`, { headers: { 'x-order-token': 'guest-token-123' } })).status).toBe(200);
    expect((await api(t, 'GET', `/orders/${order.id}`, { headers: stranger.headers })).status).toBe(404);
    expect((await api(t, 'GET', `/orders/${order.id}`, { headers: { 'x-order-token': 'wrong' } })).status).toBe(404);
    expect((await api(t, 'PUT', `/orders/${order.id}`, { headers: owner.headers, body: { Status: 'cancelled' } })).status).toBe(403);
    const cancelled = await api(t, 'PUT', `/orders/${order.id}`, { headers: staff.headers, body: { Status: 'cancelled' } });
    expect([cancelled.status, cancelled.body.result.Status]).toEqual([200, 'cancelled']);
    expect(await stockOf(t.shop.db, product.id)).toBe(12);
    expect((await api(t, 'PUT', `/orders/${order.id}`, { headers: staff.headers, body: { Status: 'paid' } })).status).toBe(400);
    // It was paid, so it stays as a business record: staff are told to cancel or refund instead (tests/api/orders-delete.test.ts).
    const removed = await api(t, 'DELETE', `/orders/${order.id}`, { headers: staff.headers });
    expect([removed.status, removed.body.message]).toEqual([
      409,
      expect.stringMatching(/^Order .+ was paid, so it is kept as a business record/),
    ]);
    expect((await api(t, 'GET', `/orders/${order.id}`, { headers: staff.headers })).status).toBe(200);
  });

  test('POST /orders: staff add an order that the server prices; a sent price is ignored', async () => {
    const staff = await insertUser(t, Role.ADMIN);
    const product = await insertProduct(t.shop.db, { name: 'Shea Butter', pricePence: 2000, stock: 5 });
    const body = {
      CustomerName: 'Dee Okafor',
      Email: 'dee@example.co.uk',
      AddressLine1: '2 Mill Lane',
      City: 'York',
      Postcode: 'yo1 7hh',
      ShippingMethod: 'tracked-2-4',
      Lines: [{ ProductCode: product.code, Quantity: 2, UnitPrice: 0.01 }],
      Total: 0.01,
    };
    expect((await api(t, 'POST', '/orders', { body })).status).toBe(401);
    const added = await api(t, 'POST', '/orders', { headers: staff.headers, body });
    expect(added.status).toBe(201);
    expect(added.body.result).toEqual(
      expect.objectContaining({
        Subtotal: 40,
        Shipping: 3.99,
        Total: 43.99,
        Postcode: 'YO1 7HH',
        Status: 'pending',
        AccessToken: expect.any(String),
      }),
    );
    expect(await stockOf(t.shop.db, product.id)).toBe(3);
    const tooMany = await api(t, 'POST', '/orders', {
      headers: staff.headers,
      body: { ...body, Lines: [{ ProductCode: product.code, Quantity: 4 }] },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/Not enough stock of Shea Butter/);
    expect((await api(t, 'POST', '/orders', { headers: staff.headers, body: { ...body, Lines: 'none' } })).status).toBe(400);
  });
});
