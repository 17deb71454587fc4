import 'reflect-metadata';
import type { CrudDescriptor } from '../../api/src/common/crud/descriptor';
import type { FieldSpec } from '../../api/src/common/crud/fields';
import { crudRegistry } from '../../api/src/modules/crud-registry';
import {
  createRow,
  crudOperations,
  CrudShop,
  dependantsOf,
  fails,
  GqlError,
  ok,
  OTHER_BRANCH as LEEDS,
  rowIdOf,
  selectionFor,
  startCrudShop,
  swapCase,
  uniqueFields,
  validInput,
} from '../helpers/crud';
import { dialects } from '../helpers/test-db';
import { gql } from '../helpers/test-shop';

// Registry-driven: the rules every data set of the generic CRUD shares.
const sets = crudRegistry.map((d) => [d.many, d] as [string, CrudDescriptor<any>]);

const named = (e: GqlError, field: string) => e.extensions?.field === field || e.message.includes(`"${field}"`);

describe.each(dialects)('the generic CRUD rules on %s', (dialect) => {
  let c: CrudShop;
  beforeAll(async () => {
    c = await startCrudShop(dialect);
  });
  afterAll(() => c?.t.close());

  describe.each(sets)('%s', (_many, d) => {
    const op = crudOperations(d, ['id']);
    const entries = Object.entries(d.fields);
    const texts = entries.filter((e): e is [string, Extract<FieldSpec, { kind: 'text' }>] => e[1].kind === 'text');
    const refs = entries.filter((e): e is [string, Extract<FieldSpec, { kind: 'ref' }>] => e[1].kind === 'ref');
    const create = async (input: Record<string, unknown>, branch = 'MAIN') =>
      fails(c.t.url, op.create, { input }, branch === LEEDS ? c.otherBranchStaff : c.staff);
    const find = (id: number, headers = c.staff) => gql(c.t.url, op.get, { id }, headers);
    const listIds = async (search: string | undefined, headers: Record<string, string>, extra: Record<string, unknown> = {}) => {
      const body = await gql(c.t.url, op.list, { o: { search, take: 100, sortBy: 'id', sortDirection: 'DESC', ...extra } }, headers);
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data[d.many].items.map((r: { id: number }) => r.id);
    };
    const searchTerm = async (id: number) => {
      const field = selectionFor(c.schema, d, [d.searchField]).find((f) => f === d.searchField);
      return field ? String((await ok(c.t.url, crudOperations(d, ['id', field]).get, { id }, c.staff))[d.one][field]) : undefined;
    };

    test('a missing or blank required field is BAD_USER_INPUT naming the field', async () => {
      for (const [name, spec] of entries.filter(([, s]) => s.required)) {
        const input = await validInput(c.t, d, c.staff, 'MAIN');
        delete input[name];
        const missing = await create(input);
        expect([name, missing.extensions?.code, named(missing, name)]).toEqual([name, 'BAD_USER_INPUT', true]);
        if (spec.kind !== 'text') continue;
        const blank = await create({ ...input, [name]: '   ' });
        expect(blank).toEqual({
          message: spec.requiredMessage ?? `${spec.label} is required`,
          extensions: { code: 'BAD_USER_INPUT', field: name },
          path: expect.any(Array),
        });
      }
    });

    test(`text longer than its limit is BAD_USER_INPUT naming the field${texts.length ? '' : ' (this set has no text fields)'}`, async () => {
      for (const [name, spec] of texts) {
        const e = await create({ ...(await validInput(c.t, d, c.staff, 'MAIN')), [name]: 'x'.repeat(spec.max + 1) });
        expect(e).toEqual({
          message: `${spec.label} must be at most ${spec.max} characters`,
          extensions: { code: 'BAD_USER_INPUT', field: name },
          path: expect.any(Array),
        });
      }
    });

    if (refs.length) {
      test(`a ref to a row that does not exist (${refs.map(([n]) => n).join(', ')}) is BAD_USER_INPUT naming the field`, async () => {
        for (const [name, spec] of refs) {
          const input = await validInput(c.t, d, c.staff, 'MAIN');
          const byId = await create({ ...input, [name]: 987_654 });
          expect(byId).toEqual(expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT', field: name } }));
          if (!spec.codeField) continue;
          delete input[name];
          const byCode = await create({ ...input, [spec.codeField]: 'NO-SUCH-CODE' });
          expect(byCode).toEqual(expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT', field: spec.codeField } }));
        }
      });
    }

    const uniques = uniqueFields(d);
    if (uniques.length) {
      test(`a duplicate ${uniques.join(' or ')} is CONFLICT, whatever its case, on create and on update`, async () => {
        const first = await createRow(c.t, d, c.staff, 'MAIN');
        const second = await createRow(c.t, d, c.staff, 'MAIN');
        const row = (await ok(c.t.url, crudOperations(d, ['id', ...uniques]).get, { id: first.id }, c.staff))[d.one];
        for (const u of uniques) {
          for (const value of [row[u], swapCase(row[u])]) {
            const onCreate = await create({ ...(await validInput(c.t, d, c.staff, 'MAIN')), [u]: value });
            expect([u, value, onCreate.extensions?.code]).toEqual([u, value, 'CONFLICT']);
            const onUpdate = await fails(c.t.url, op.update, { id: second.id, input: { [u]: value } }, c.staff);
            expect([u, value, onUpdate.extensions?.code]).toEqual([u, value, 'CONFLICT']);
          }
          expect(await ok(c.t.url, op.update, { id: first.id, input: { [u]: row[u] } }, c.staff)).toBeTruthy();
        }
      });
    }

    for (const dep of dependantsOf(d)) {
      const blocks = dep.onDelete !== 'CASCADE' && dep.onDelete !== 'SET NULL';
      const outcome = blocks
        ? 'is CONFLICT and deletes nothing'
        : dep.onDelete === 'CASCADE'
          ? `deletes those ${dep.user.many} too`
          : `clears their ${dep.field}`;
      test(`deleting a ${d.label} that ${dep.user.many} use (${dep.field}) ${outcome}`, async () => {
        const target = await createRow(c.t, d, c.staff, 'MAIN');
        const user = await createRow(c.t, dep.user, c.staff, 'MAIN', { [dep.field]: target.id });
        const userGet = crudOperations(dep.user, ['id', dep.field]).get;
        const body = await gql(c.t.url, op.remove, { id: target.id }, c.staff);
        if (blocks) {
          expect(body.errors?.[0]).toEqual(
            expect.objectContaining({
              message: expect.stringMatching(new RegExp(`^Cannot delete this ${d.label}: 1 .* uses it$`)),
              extensions: { code: 'CONFLICT' },
            }),
          );
          expect((await find(target.id)).errors).toBeUndefined();
          expect((await ok(c.t.url, userGet, { id: user.id }, c.staff))[dep.user.one][dep.field]).toBe(target.id);
          await ok(c.t.url, crudOperations(dep.user, ['id']).remove, { id: user.id }, c.staff);
          await ok(c.t.url, op.remove, { id: target.id }, c.staff);
        } else {
          expect(body.errors).toBeUndefined();
          const after = await gql(c.t.url, userGet, { id: user.id }, c.staff);
          if (dep.onDelete === 'CASCADE') expect(after.errors?.[0].extensions?.code).toBe('NOT_FOUND');
          else expect(after.data[dep.user.one][dep.field]).toBeNull();
        }
      });
    }

    if (d.read === 'public' && 'isActive' in d.fields) {
      test('anonymous callers and customers see only active rows; staff see and filter all', async () => {
        const { id } = await createRow(c.t, d, c.staff, 'MAIN', { isActive: false });
        const term = await searchTerm(id);
        for (const who of ['anonymous', 'customer'] as const) {
          expect((await find(id, c.callers[who])).errors?.[0].extensions?.code).toBe('NOT_FOUND');
          expect(await listIds(term, c.callers[who])).not.toContain(id);
          expect(await listIds(term, c.callers[who], { isActive: false })).not.toContain(id);
        }
        expect((await find(id)).errors).toBeUndefined();
        expect(await listIds(term, c.staff, { isActive: false })).toContain(id);
        expect(await listIds(term, c.staff, { isActive: true })).not.toContain(id);
        await ok(c.t.url, op.update, { id, input: { isActive: true } }, c.staff);
        expect((await find(id, c.callers.anonymous)).errors).toBeUndefined();
        expect(await listIds(term, c.callers.anonymous)).toContain(id);
      });
    } else if (d.read === 'public') {
      test('anyone may read its rows (the set has no active flag)', async () => {
        const { id } = await createRow(c.t, d, c.staff, 'MAIN');
        expect((await find(id, c.callers.anonymous)).errors).toBeUndefined();
        expect(await listIds(await searchTerm(id), c.callers.customer)).toContain(id);
      });
    } else {
      test('only staff may read it: anonymous callers get UNAUTHENTICATED, customers FORBIDDEN', async () => {
        const { id } = await createRow(c.t, d, c.staff, 'MAIN');
        expect((await find(id, c.callers.anonymous)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
        expect((await find(id, c.callers.customer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
        await expect(listIds(undefined, c.callers.customer)).rejects.toThrow(/FORBIDDEN/);
        expect(await listIds(undefined, c.callers['super-admin'])).toContain(id);
      });
    }

    test(`a row created with x-branch-code ${LEEDS} is invisible and untouchable on MAIN${refs.length ? '; its refs must be rows of its own branch' : ''}`, async () => {
      const leeds = c.otherBranchStaff;
      const { id } = await createRow(c.t, d, leeds, LEEDS);
      const term = await gql(c.t.url, crudOperations(d, ['id', d.searchField]).get, { id }, leeds).then(
        (b) => b.data?.[d.one]?.[d.searchField] as string | undefined,
      );
      expect((await find(id, leeds)).errors).toBeUndefined();
      expect(await listIds(term, leeds)).toContain(id);
      expect((await find(id)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(await listIds(term, c.staff)).not.toContain(id);
      expect((await fails(c.t.url, op.update, { id, input: {} }, c.staff)).extensions?.code).toBe('NOT_FOUND');
      expect((await fails(c.t.url, op.remove, { id }, c.staff)).extensions?.code).toBe('NOT_FOUND');
      expect((await find(id, leeds)).errors).toBeUndefined();
      for (const [name, spec] of refs) {
        const mainRow = await rowIdOf(c.t, c.staff, spec.entity, 'MAIN');
        const e = await create({ ...(await validInput(c.t, d, leeds, LEEDS)), [name]: mainRow }, LEEDS);
        expect([name, e.extensions]).toEqual([name, { code: 'BAD_USER_INPUT', field: name }]);
      }
    });
  });
});
