import 'reflect-metadata';
import type { CrudDescriptor } from '../../api/src/common/crud/descriptor';
import { crudRegistry } from '../../api/src/modules/crud-registry';
import {
  changeFor,
  createRow,
  crudOperations,
  CrudShop,
  fails,
  graphqlNameOf,
  ok,
  selectionFor,
  sortedAs,
  startCrudShop,
  storedValue,
  swapCase,
} from '../helpers/crud';
import { dialects } from '../helpers/test-db';
import { gql } from '../helpers/test-shop';

// Registry-driven: every data set of the generic CRUD gets these tests; a new descriptor needs no new test.
const sets = crudRegistry.map((d) => [d.many, d] as [string, CrudDescriptor<any>]);

describe.each(dialects)('the generic CRUD of every data set on %s', (dialect) => {
  let c: CrudShop;
  beforeAll(async () => {
    c = await startCrudShop(dialect);
  });
  afterAll(() => c?.t.close());

  describe.each(sets)('%s', (_many, d) => {
    const ops = (fields: string[]) => crudOperations(d, fields);
    const list = async (options: Record<string, unknown>, fields: string[] = ['id']) =>
      (await ok(c.t.url, ops(fields).list, { o: options }, c.staff))[d.many];
    const get = async (id: number, fields: string[]) => (await ok(c.t.url, ops(fields).get, { id }, c.staff))[d.one];
    const moneyFields = Object.entries(d.fields)
      .filter(([, s]) => s.kind === 'money')
      .map(([name]) => name);

    test('create answers the row, and get answers every input field as stored (money in pounds, exact)', async () => {
      const { id, input } = await createRow(c.t, d, c.staff, 'MAIN');
      expect(id).toEqual(expect.any(Number));
      const fields = selectionFor(c.schema, d, Object.keys(input));
      const row = await get(id, fields);
      const expected = Object.fromEntries(
        Object.entries(input)
          .filter(([name]) => fields.includes(name))
          .map(([name, v]) => [name, storedValue(d.fields[name], v)]),
      );
      expect(row).toEqual(expect.objectContaining({ id, ...expected }));
      for (const name of moneyFields) expect(row[name]).toBe(d.fields[name].required ? 12.99 : 4.99);
    });

    test(`list: the search on ${d.searchField} finds a new row whatever the case, totalItems counts it, pages hold at most 100`, async () => {
      const before = (await list({ take: 1 })).totalItems;
      const { id } = await createRow(c.t, d, c.staff, 'MAIN');
      expect((await list({ take: 1 })).totalItems).toBe(before + 1);
      const field = graphqlNameOf(d, d.searchField);
      const value = String((await get(id, selectionFor(c.schema, d, [field])))[field]);
      const term = swapCase(value.slice(Math.max(0, value.length - 12)));
      const found = await list({ search: ` ${term} `, take: 100, sortBy: 'id', sortDirection: 'DESC' }, ['id', field]);
      expect(found.items.map((r: { id: number }) => r.id)).toContain(id);
      expect(found.items.every((r: Record<string, string>) => r[field].toLowerCase().includes(term.toLowerCase()))).toBe(true);
      expect(found.totalItems).toBeGreaterThanOrEqual(1);
      const none = await list({ search: `no such ${d.label} zq%_!` });
      expect(none).toEqual({ totalItems: 0, items: [] });
      const tooMany = await fails(c.t.url, ops(['id']).list, { o: { take: 101 } }, c.staff);
      expect(tooMany.extensions?.code).toBe('BAD_USER_INPUT');
      expect((await list({ take: 100 })).items.length).toBeLessThanOrEqual(100);
      const page = await list({ take: 1, skip: 1, sortBy: 'id' });
      const firstTwo = await list({ take: 2, sortBy: 'id' });
      expect(page.items).toEqual(firstTwo.items.slice(1));
    });

    const sortFields = ['id', 'createdAt', ...d.sortFields];
    test(`sorts by ${sortFields.join(', ')}, both ways; an unknown sort field is BAD_USER_INPUT`, async () => {
      await createRow(c.t, d, c.staff, 'MAIN');
      await createRow(c.t, d, c.staff, 'MAIN');
      const wrong: string[] = [];
      for (const sortBy of sortFields) {
        const field = selectionFor(c.schema, d, [sortBy]).find((f) => f === graphqlNameOf(d, sortBy));
        for (const sortDirection of ['ASC', 'DESC'] as const) {
          const page = await list({ sortBy, sortDirection, take: 100 }, ['id', ...(field ? [field] : [])]);
          expect(page.items.length).toBeGreaterThanOrEqual(Math.min(2, page.totalItems));
          if (
            field &&
            !sortedAs(
              page.items.map((r: Record<string, unknown>) => r[field]),
              sortDirection,
              dialect,
            )
          )
            wrong.push(`${sortBy} ${sortDirection}`);
        }
      }
      expect(wrong).toEqual([]);
      const unknown = await fails(c.t.url, ops(['id']).list, { o: { sortBy: 'passwordHash' } }, c.staff);
      expect(unknown.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'sortBy' });
    });

    test('update answers and keeps the change; money round-trips exactly', async () => {
      const { id } = await createRow(c.t, d, c.staff, 'MAIN');
      const [field, value] = changeFor(d);
      const spec = d.fields[field];
      const updated = (await ok(c.t.url, ops(['id', field]).update, { id, input: { [field]: value } }, c.staff))[
        `update${d.one[0].toUpperCase()}${d.one.slice(1)}`
      ];
      expect(updated).toEqual({ id, [field]: storedValue(spec, value) });
      expect(await get(id, ['id', field])).toEqual({ id, [field]: storedValue(spec, value) });
      for (const pounds of [0.29, 1.15, 19.99, 999_999.99]) {
        if (!moneyFields.length) break;
        const input = Object.fromEntries(moneyFields.map((m) => [m, pounds]));
        await ok(c.t.url, ops(['id']).update, { id, input }, c.staff);
        expect(await get(id, ['id', ...moneyFields])).toEqual({ id, ...input });
      }
      const missing = await fails(c.t.url, ops(['id']).update, { id: 987_654, input: { [field]: value } }, c.staff);
      expect(missing.extensions?.code).toBe('NOT_FOUND');
    });

    test('delete answers the row and removes it; get and a second delete are NOT_FOUND', async () => {
      const { id } = await createRow(c.t, d, c.staff, 'MAIN');
      const before = (await list({ take: 1 })).totalItems;
      const removed = await ok(c.t.url, ops(['id']).remove, { id }, c.staff);
      expect(Object.values(removed)).toEqual([{ id }]);
      expect((await list({ take: 1 })).totalItems).toBe(before - 1);
      const gone = await gql(c.t.url, ops(['id']).get, { id }, c.staff);
      expect(gone.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const again = await fails(c.t.url, ops(['id']).remove, { id }, c.staff);
      expect(again.extensions?.code).toBe('NOT_FOUND');
      expect(again.message).toBe(`No ${d.label} with id ${id}`);
    });
  });
});
