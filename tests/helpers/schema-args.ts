import {
  getNamedType,
  GraphQLArgument,
  GraphQLField,
  GraphQLInputType,
  GraphQLObjectType,
  GraphQLSchema,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import type { AccessLevel } from '../../api/src/common/access';

export type RootKind = 'query' | 'mutation';

export interface RootField {
  kind: RootKind;
  name: string;
  /** The field's `access` extension; undefined when it declares none. */
  access: AccessLevel | undefined;
  field: GraphQLField<unknown, unknown>;
}

const DUMMY_SCALARS: Record<string, string> = {
  Int: '1',
  Float: '1',
  String: '"x"',
  Boolean: 'true',
  ID: '"1"',
  DateTimeISO: '"2030-01-01T00:00:00.000Z"',
  DateTime: '"2030-01-01T00:00:00.000Z"',
  Date: '"2030-01-01"',
};

/** Every field of Query and Mutation, with its declared access level. */
export function rootFields(schema: GraphQLSchema): RootField[] {
  const roots: [RootKind, GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  return roots.flatMap(([kind, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({
      kind,
      name: field.name,
      access: field.extensions?.access as AccessLevel | undefined,
      field,
    })),
  );
}

/** A GraphQL literal of the given input type: scalars get a dummy, enums their first value, input objects their required fields. */
export function dummyLiteral(type: GraphQLInputType, extra: Record<string, string> = {}): string {
  if (isNonNullType(type)) return dummyLiteral(type.ofType, extra);
  if (isListType(type)) return `[${dummyLiteral(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields())
      .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined && !(f.name in extra))
      .map((f) => `${f.name}: ${dummyLiteral(f.type)}`);
    return `{ ${[...fields, ...Object.entries(extra).map(([k, v]) => `${k}: ${v}`)].join(', ')} }`;
  }
  if (isScalarType(type)) return DUMMY_SCALARS[type.name] ?? '"x"';
  throw new Error(`no dummy literal for ${String(type)}`);
}

const required = (arg: GraphQLArgument) => isNonNullType(arg.type) && arg.defaultValue === undefined;

/**
 * A syntactically valid operation calling one root field with dummy values for its required arguments
 * (or the literals given in `args`), selecting only `__typename` from an object result.
 */
export function operationFor(root: Pick<RootField, 'kind' | 'field'>, args: Record<string, string> = {}, selection = '__typename'): string {
  const literals = root.field.args.filter((a) => required(a) && !(a.name in args)).map((a) => `${a.name}: ${dummyLiteral(a.type)}`);
  const all = [...literals, ...Object.entries(args).map(([k, v]) => `${k}: ${v}`)];
  const selected = isCompositeType(getNamedType(root.field.type)) ? ` { ${selection} }` : '';
  return `${root.kind} { ${root.field.name}${all.length ? `(${all.join(', ')})` : ''}${selected} }`;
}

const plainObjectFields = (type: GraphQLObjectType) =>
  Object.values(type.getFields()).filter((f) => !f.args.some(required) && !f.name.startsWith('__'));

/**
 * A query whose fields nest exactly `depth` levels (the leaf scalar counts as one), following object
 * fields without required arguments from a root query field; undefined when the schema has no such path.
 */
export function queryOfDepth(schema: GraphQLSchema, depth: number): string | undefined {
  const objectTypes = Object.values(schema.getTypeMap()).filter((t): t is GraphQLObjectType => isObjectType(t) && !t.name.startsWith('__'));
  const reach: Set<string>[] = [
    new Set(objectTypes.filter((t) => plainObjectFields(t).some((f) => isLeafType(getNamedType(f.type)))).map((t) => t.name)),
  ];
  for (let k = 1; k < depth; k++) {
    reach.push(
      new Set(objectTypes.filter((t) => plainObjectFields(t).some((f) => reach[k - 1].has(getNamedType(f.type).name))).map((t) => t.name)),
    );
  }
  const build = (type: GraphQLObjectType, levels: number): string => {
    const fields = plainObjectFields(type);
    if (levels === 1) return fields.find((f) => isLeafType(getNamedType(f.type)))!.name;
    const next = fields.find((f) => reach[levels - 2].has(getNamedType(f.type).name))!;
    return `${next.name} { ${build(getNamedType(next.type) as GraphQLObjectType, levels - 1)} }`;
  };
  const query = schema.getQueryType()!;
  return reach[depth - 1].has(query.name) ? `query { ${build(query, depth)} }` : undefined;
}

/** The literal arguments asking a list field for `take` items, or undefined when the field takes no page size. */
export function takeArgument(field: GraphQLField<unknown, unknown>, take: number): Record<string, string> | undefined {
  for (const arg of field.args) {
    if (arg.name === 'take') return { take: String(take) };
    const type = getNamedType(arg.type);
    if (isInputObjectType(type) && type.getFields().take) return { [arg.name]: dummyLiteral(type, { take: String(take) }) };
  }
  return undefined;
}
