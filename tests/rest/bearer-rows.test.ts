import 'reflect-metadata';
import { legacyRoutes } from '../../api/src/legacy-rest/table';
import { legacySets } from '../../api/src/legacy-sets';
import { buildShopSchema } from '../../api/src/schema';
import { api, legacyCallers } from '../helpers/legacy';
import { sqliteOnly } from '../helpers/test-db';
import { startTestShop, TestShop } from '../helpers/test-shop';

// Every bearer row of the legacy table asks who calls before it reads what is sent: a body that would
// fail validation must not tell a guest or a customer anything about an admin row.
const BAD_BODY = { Lines: 'not a list', Status: '', Name: '', BranchCode: 'MAIN' };

describe.each(sqliteOnly)('bearer rows of the legacy table on %s', (dialect) => {
  let t: TestShop;
  let customer: Record<string, string>;
  let rows: { method: string; path: string; access: string }[];

  beforeAll(async () => {
    t = await startTestShop(dialect, { seed: 'none' });
    customer = (await legacyCallers(t)).customer;
    rows = legacyRoutes(await buildShopSchema(), legacySets)
      .filter((r) => r.access !== 'public')
      .map(({ method, path, access }) => ({ method, path: path.replace(/:\w+/g, '1'), access }));
  });
  afterAll(() => t?.close());

  test('without a token every one answers 401 with a message, whatever the body', async () => {
    const wrong: string[] = [];
    for (const row of rows) {
      const res = await api(t, row.method, row.path, { body: row.method === 'GET' ? undefined : BAD_BODY });
      if (res.status !== 401 || typeof res.body.message !== 'string')
        wrong.push(`${row.method} ${row.path}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(rows.length).toBeGreaterThan(80);
    expect(wrong).toEqual([]);
  });

  test("a customer's token gets 403 on every staff row, whatever the body (POST /api/orders and PUT /api/orders/{id} among them)", async () => {
    const staffRows = rows.filter((r) => r.access === 'staff' || r.access === 'super-admin');
    expect(staffRows.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(['POST /orders', 'PUT /orders/1']));
    const wrong: string[] = [];
    for (const row of staffRows) {
      const res = await api(t, row.method, row.path, { headers: customer, body: row.method === 'GET' ? undefined : BAD_BODY });
      if (res.status !== 403) wrong.push(`${row.method} ${row.path}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(wrong).toEqual([]);
  });
});
