import type { GraphQLSchema } from 'graphql';
import { getNamedType, isObjectType } from 'graphql';
import { getMetadataArgsStorage } from 'typeorm';
import type { BranchEntity } from '../../api/src/common/branch-entity';
import type { CrudDescriptor } from '../../api/src/common/crud/descriptor';
import type { FieldSpec } from '../../api/src/common/crud/fields';
import { hashPassword } from '../../api/src/modules/account/auth/tokens';
import { User } from '../../api/src/modules/account/user/user.entity';
import { Role } from '../../api/src/common/roles';
import { crudRegistry } from '../../api/src/modules/crud-registry';
import type { Dialect } from '../../api/src/db/data-source';
import { buildShopSchema } from '../../api/src/schema';
import { gql, startTestShop, TestShop } from './test-shop';

export type CallerName = 'anonymous' | 'customer' | 'admin' | 'super-admin';
export type Headers = Record<string, string>;

const ROLE_OF: Record<Exclude<CallerName, 'anonymous'>, Role> = { customer: Role.USER, admin: Role.ADMIN, 'super-admin': Role.SUPER_ADMIN };

/**
 * One signed-in user per role (ids far above the dummy id 1 that generated operations use, so no
 * generated delete or role change touches them) and the request headers of each caller. Calling it
 * again restores the users (role, active) and signs tokens for their current token version, e.g. after
 * a generated `logout` ended the earlier ones.
 */
let callerPasswordHash: Promise<string> | undefined;

export async function callerHeaders(t: TestShop, branchCode = 'MAIN', firstId = 900_001): Promise<Record<CallerName, Headers>> {
  const repo = t.shop.db.repo(User);
  const passwordHash = await (callerPasswordHash ??= hashPassword('caller password 1'));
  const headers: Record<string, Headers> = { anonymous: {} };
  let id = firstId - 1;
  for (const [name, role] of Object.entries(ROLE_OF)) {
    await repo.save(
      repo.create({ id: ++id, branchCode, name: `Test ${name}`, email: `test.${name}@example.co.uk`, passwordHash, role, isActive: true }),
    );
    const user = await repo.findOneByOrFail({ id });
    headers[name] = {
      authorization: `Bearer ${t.shop.tokens.sign({ userId: user.id, role, branchCode, tokenVersion: user.tokenVersion })}`,
      'x-branch-code': branchCode,
    };
  }
  return headers as Record<CallerName, Headers>;
}

export interface GqlError {
  message: string;
  extensions?: { code?: string; field?: string };
}

/** Runs an operation and returns its data, failing with the errors when there are any. */
export async function ok<T = any>(url: string, query: string, variables: Record<string, unknown>, headers: Headers): Promise<T> {
  const body = await gql<T>(url, query, variables, headers);
  if (body.errors?.length || !body.data) throw new Error(`${query.split('(')[0]} failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Runs an operation that must fail and returns its first error. */
export async function fails(url: string, query: string, variables: Record<string, unknown>, headers: Headers): Promise<GqlError> {
  const body = await gql(url, query, variables, headers);
  if (!body.errors?.length) throw new Error(`${query.split('(')[0]} succeeded but should have failed: ${JSON.stringify(body.data)}`);
  return body.errors[0] as GqlError;
}

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The GraphQL operations of one data set, selecting `fields` from its rows. */
export function crudOperations(d: CrudDescriptor<any>, fields: string[]) {
  const name = pascal(d.one);
  const sel = fields.join(' ');
  return {
    list: `query($o: ${name}ListOptions) { ${d.many}(options: $o) { totalItems items { ${sel} } } }`,
    get: `query($id: Int!) { ${d.one}(id: $id) { ${sel} } }`,
    create: `mutation($input: Create${name}Input!) { create${name}(input: $input) { ${sel} } }`,
    update: `mutation($id: Int!, $input: Update${name}Input!) { update${name}(id: $id, input: $input) { ${sel} } }`,
    remove: `mutation($id: Int!) { delete${name}(id: $id) { id } }`,
  };
}

/** The descriptor serving an entity class, if the registry has one. */
export function descriptorOf(entity: new () => BranchEntity): CrudDescriptor<any> | undefined {
  return crudRegistry.find((d) => d.entity === entity);
}

/** Scalar fields of the set's GraphQL row type (the ones a row selection may name without arguments). */
export function rowFields(schema: GraphQLSchema, d: CrudDescriptor<any>): Set<string> {
  const type = getNamedType(schema.getQueryType()!.getFields()[d.one].type);
  if (!isObjectType(type)) throw new Error(`${d.one} does not answer an object type`);
  return new Set(
    Object.values(type.getFields())
      .filter((f) => !isObjectType(getNamedType(f.type)) && f.args.length === 0)
      .map((f) => f.name),
  );
}

/** Values that fit common text patterns, tried in turn when a pattern-constrained text spec declares no example. */
const PATTERN_CANDIDATES = ['#C21E56', 'shopper@example.co.uk', 'SAVE10', '/collections/new-arrivals', 'test-slug', 'x'];

/** A value for a text spec that passes its length and pattern rules, unique where the pattern allows. */
export function textValue(name: string, spec: Extract<FieldSpec, { kind: 'text' }>, unique: string): string {
  const fits = (v: string) => v.length <= spec.max && (!spec.pattern || spec.pattern.test(v));
  const alternation = spec.pattern && /^\^\(([\w|-]+)\)\$$/.exec(spec.pattern.source)?.[1].split('|')[0];
  const base = spec.example ?? alternation ?? (spec.pattern ? PATTERN_CANDIDATES.find(fits) : `Test ${spec.label} ${unique}`);
  if (base === undefined) throw new Error(`${name}: no value fits ${spec.pattern}; give its text spec an example`);
  for (const candidate of [`${base}${unique}`, `${base}-${unique}`, base]) if (fits(candidate)) return candidate;
  return base.slice(0, spec.max);
}

/** The value a text input is stored and answered as. */
export function storedText(spec: Extract<FieldSpec, { kind: 'text' }>, value: string): string {
  const trimmed = value.trim();
  return spec.lowerCase ? trimmed.toLowerCase() : spec.upperCase ? trimmed.toUpperCase() : trimmed;
}

const clamp = (n: number, min = -Infinity, max = Infinity) => Math.min(Math.max(n, min), max);

export const REQUIRED_MONEY = 12.99;
export const OPTIONAL_MONEY = 4.99;

/** A valid value for any non-ref field spec. */
export function fieldValue(name: string, spec: FieldSpec, unique: string): unknown {
  switch (spec.kind) {
    case 'text':
      return textValue(name, spec, unique);
    case 'int':
      return clamp(1, spec.min, spec.max);
    case 'float':
      return clamp(1.5, spec.min, spec.max);
    case 'money':
      return spec.required ? REQUIRED_MONEY : OPTIONAL_MONEY;
    case 'bool':
      return true;
    case 'date':
      return '2030-01-31';
    case 'datetime':
      return '2030-01-31T10:00:00.000Z';
    case 'ref':
      throw new Error(`${name}: refs are resolved against the database`);
  }
}

let counter = 0;
/** A short token that makes generated names unique within a run. */
export const uniqueToken = () => `${Date.now().toString(36).slice(-4)}${(++counter).toString(36)}`;

/**
 * The id of a row of `entity` in the branch: the first one there, or one created through GraphQL
 * (with its own refs made the same way) when the branch has none.
 */
export async function rowIdOf(t: TestShop, headers: Headers, entity: () => new () => BranchEntity, branchCode: string): Promise<number> {
  const existing = await t.shop.db.repo(entity()).findOne({ where: { branchCode } as never, order: { id: 'ASC' } as never });
  if (existing) return existing.id;
  const d = descriptorOf(entity());
  if (!d) throw new Error(`${entity().name} has no CRUD descriptor to create a row with`);
  return (await createRow(t, d, headers, branchCode)).id;
}

/**
 * A valid create input built from the descriptor's specs: every required field, every money field
 * (required ones £12.99, others £4.99), and refs to existing rows of the branch.
 */
export async function validInput(
  t: TestShop,
  d: CrudDescriptor<any>,
  headers: Headers,
  branchCode: string,
  unique = uniqueToken(),
): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(d.fields)) {
    if (!spec.required && spec.kind !== 'money') continue;
    input[name] = spec.kind === 'ref' ? await rowIdOf(t, headers, spec.entity, branchCode) : fieldValue(name, spec, unique);
  }
  return input;
}

/**
 * Creates a row from a valid input. A set's own rule may ask for an optional field (a discount code
 * needs a percent or an amount off): the field the error names is filled in and the create retried.
 */
export async function createRow(
  t: TestShop,
  d: CrudDescriptor<any>,
  headers: Headers,
  branchCode: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; input: Record<string, unknown> }> {
  const input = { ...(await validInput(t, d, headers, branchCode)), ...overrides };
  const op = crudOperations(d, ['id']).create;
  const h = { ...headers, 'x-branch-code': branchCode };
  for (let attempt = 0; attempt < 5; attempt++) {
    const body = await gql(t.url, op, { input }, h);
    if (!body.errors) return { id: body.data[`create${pascal(d.one)}`].id, input };
    const e = body.errors[0] as GqlError;
    const field = e.extensions?.field;
    const spec = field ? d.fields[field] : undefined;
    if (e.extensions?.code !== 'BAD_USER_INPUT' || !field || !spec || field in input)
      throw new Error(`create${pascal(d.one)} failed: ${JSON.stringify(body.errors)}`);
    input[field] = spec.kind === 'ref' ? await rowIdOf(t, headers, spec.entity, branchCode) : fieldValue(field, spec, uniqueToken());
  }
  throw new Error(`create${pascal(d.one)}: no valid input found`);
}

const inherits = (entity: Function, target: Function | string) =>
  typeof target === 'function' && (entity === target || entity.prototype instanceof target);

/** Writable fields that are unique per branch (alone, besides the branch code). */
export function uniqueFields(d: CrudDescriptor<any>): string[] {
  const storage = getMetadataArgsStorage();
  const sets = [...storage.indices.filter((i) => i.unique), ...storage.uniques]
    .filter((i) => inherits(d.entity, i.target))
    .map((i) => (Array.isArray(i.columns) ? i.columns.filter((c) => c !== 'branchCode') : []));
  return [...new Set(sets.filter((cols) => cols.length === 1 && cols[0] in d.fields).map((cols) => cols[0]))];
}

export interface Dependant {
  /** The set whose rows point at rows of the other. */
  user: CrudDescriptor<any>;
  field: string;
  onDelete: string;
}

/** The registered sets with a ref field pointing at `d`, and what deleting the row they point at does to them. */
export function dependantsOf(d: CrudDescriptor<any>): Dependant[] {
  const relations = getMetadataArgsStorage().relations.filter((r) => r.relationType === 'many-to-one');
  return crudRegistry.flatMap((user) =>
    Object.entries(user.fields)
      .filter(([, spec]) => spec.kind === 'ref' && spec.entity() === d.entity)
      .map(([field]) => {
        const relation = relations.find(
          (r) => inherits(user.entity, r.target) && typeof r.type === 'function' && (r.type as () => unknown)() === d.entity,
        );
        return { user, field, onDelete: relation?.options.onDelete ?? 'NO ACTION' };
      }),
  );
}

type Sortable = number | string | null;

/** Whether rows came back in the order of `sortBy`, as each database orders text (MariaDB ignores case). */
export function sortedAs(values: unknown[], direction: 'ASC' | 'DESC', dialect: string): boolean {
  const comparable = values
    .map((v): Sortable | undefined =>
      v === null || v === undefined
        ? null
        : typeof v === 'boolean'
          ? Number(v)
          : typeof v === 'number'
            ? v
            : typeof v === 'string' && (/^[A-Za-z0-9 ]*$/.test(v) || /^\d{4}-\d\d-\d\dT/.test(v))
              ? dialect === 'mysql'
                ? v.toLowerCase()
                : v
              : undefined,
    )
    .filter((v): v is Sortable => v !== undefined);
  const before = (a: Sortable, b: Sortable) => (a === null ? true : b === null ? false : a <= b);
  return comparable.every((v, i) => i === 0 || (direction === 'ASC' ? before(comparable[i - 1], v) : before(v, comparable[i - 1])));
}

export interface CrudShop {
  t: TestShop;
  schema: GraphQLSchema;
  /** Callers of the MAIN branch. */
  callers: Record<CallerName, Headers>;
  staff: Headers;
  /** An admin of the second branch (a token is only good in its own branch). */
  otherBranchStaff: Headers;
}

export const OTHER_BRANCH = 'LEEDS';

/** A demo-seeded shop with a signed-in caller per role, and the schema to pick row fields from. */
export async function startCrudShop(dialect: Dialect): Promise<CrudShop> {
  const [t, schema] = await Promise.all([startTestShop(dialect, { seed: 'demo' }), buildShopSchema()]);
  const callers = await callerHeaders(t);
  const other = await callerHeaders(t, OTHER_BRANCH, 910_001);
  return { t, schema, callers, staff: callers.admin, otherBranchStaff: other.admin };
}

/** The GraphQL name of an entity property (money columns are answered in pounds under their input name). */
export function graphqlNameOf(d: CrudDescriptor<any>, property: string): string {
  const money = Object.entries(d.fields).find(([, s]) => s.kind === 'money' && s.column === property);
  return money ? money[0] : property;
}

/** id plus those of `names` that the row type answers. */
export function selectionFor(schema: GraphQLSchema, d: CrudDescriptor<any>, names: string[]): string[] {
  const available = rowFields(schema, d);
  return [...new Set(['id', ...names.map((n) => graphqlNameOf(d, n))])].filter((n) => available.has(n));
}

/** What the API answers for an input value once stored. */
export function storedValue(spec: FieldSpec, value: unknown): unknown {
  if (spec.kind === 'text') return storedText(spec, String(value));
  if (spec.kind === 'datetime') return new Date(String(value)).toISOString();
  return value;
}

export const swapCase = (s: string) => s.replace(/[a-z]/gi, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()));

/** A field whose change an update can show, and a new valid value for it. */
export function changeFor(d: CrudDescriptor<any>): [string, unknown] {
  const plain =
    Object.entries(d.fields).find(([name, s]) => s.kind === 'text' && !s.pattern && name === d.searchField) ??
    Object.entries(d.fields).find(([, s]) => s.kind === 'text' && !s.pattern);
  if (plain) {
    const spec = plain[1] as Extract<FieldSpec, { kind: 'text' }>;
    return [plain[0], `Updated ${spec.label} ${uniqueToken()}`.slice(0, spec.max)];
  }
  const int = Object.entries(d.fields).find(([, s]) => s.kind === 'int');
  if (int) return [int[0], clamp(2, (int[1] as { min?: number }).min, (int[1] as { max?: number }).max)];
  throw new Error(`${d.many}: no field an update could change`);
}
