import type { ApolloServerPlugin } from '@apollo/server';
import {
  DocumentNode,
  getNamedType,
  getNullableType,
  GraphQLError,
  GraphQLField,
  GraphQLInt,
  GraphQLNamedType,
  GraphQLSchema,
  GraphQLType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isObjectType,
  isUnionType,
} from 'graphql';
import { ComplexityEstimator, getComplexity } from 'graphql-query-complexity';
import { COST_EXTENSIONS } from '../common/cost';
import { MAX_PAGE_SIZE } from '../common/list';

/**
 * The cost of an operation estimates the values it can answer: every field costs 1 and a list costs
 * its selection once per item it may answer, so nested lists multiply. A root field costs
 * ROOT_FIELD_COST instead of 1, for the database work it starts on its own (aliases of one root field
 * are not free), or what it declares with `@Cost` (search, the filter panel). The storefront's heaviest
 * page costs well under half of the limit (tests/api/query-cost.test.ts); the worst queries within it
 * stay within seconds and megabytes (tests/api/runaway.test.ts).
 */
export const MAX_QUERY_COMPLEXITY = 50_000;
export const ROOT_FIELD_COST = 100;
/** Documents longer than this are refused by the parser, before any validation walks them. */
export const MAX_QUERY_TOKENS = 50_000;
/** Arguments that set how many items a list answers, directly or as a field of an input (`options.take`, `page.take`). */
export const LIST_SIZE_ARGUMENTS = ['take', 'limit', 'first'] as const;

/** How the cost knows the number of items a field answers. */
export type ListRule =
  | { kind: 'single' }
  /** `path` is the argument (`limit`) or input field (`page.take`); `max` caps it. */
  | { kind: 'argument'; path: string[]; fallback: number; max: number }
  /** `oneWith`: an argument that, when given, narrows the list to one item. */
  | { kind: 'declared'; size: number; oneWith?: string }
  /** The `items` of a page type: the field answering the page counts them. */
  | { kind: 'page items' }
  /** A list of scalars or enum values: no resolver runs per item, so its length does not multiply anything. */
  | { kind: 'leaves' }
  /** GraphQL's own introspection lists (and `ofType` chains), sized from the schema itself: expected sizes, not maxima. */
  | { kind: 'introspection'; size: number }
  | { kind: 'missing' };

type AnyField = GraphQLField<unknown, unknown>;

/** A type answering one page of a list: `{ items: [T], totalItems }`. */
export function isPageType(type: GraphQLNamedType): boolean {
  return isObjectType(type) && 'items' in type.getFields() && 'totalItems' in type.getFields();
}

function sizeArgument(field: AnyField): { path: string[]; fallback: number | undefined } | undefined {
  for (const arg of field.args) {
    const type = getNamedType(arg.type);
    if ((LIST_SIZE_ARGUMENTS as readonly string[]).includes(arg.name) && type === GraphQLInt) {
      return { path: [arg.name], fallback: typeof arg.defaultValue === 'number' ? arg.defaultValue : undefined };
    }
    if (isInputObjectType(type)) {
      const inner = LIST_SIZE_ARGUMENTS.map((name) => type.getFields()[name]).find((f) => f && getNamedType(f.type) === GraphQLInt);
      if (inner) return { path: [arg.name, inner.name], fallback: typeof inner.defaultValue === 'number' ? inner.defaultValue : undefined };
    }
  }
  return undefined;
}

/** What one item of an introspection list costs against a row of a listed data set. */
const INTROSPECTION_ITEM_WEIGHT = 0.5;

/**
 * Sizes of the introspection lists, from the schema: how many types and directives, how many fields,
 * values, ... a type has on average (`types { fields }` then costs what the whole answer holds;
 * graphql-js refuses introspection lists nested more than three deep), and how often `ofType` is not null.
 */
function introspectionSizes(schema: GraphQLSchema): Record<string, number> {
  const types = Object.values(schema.getTypeMap());
  const average = (counts: number[]) => Math.max(1, Math.ceil(counts.reduce((a, b) => a + b, 0) / Math.max(counts.length, 1)));
  const perType = (count: (t: GraphQLNamedType) => number) => average(types.map(count));
  const fields = types.flatMap((t) => (isObjectType(t) || isInterfaceType(t) ? Object.values(t.getFields()) : []));
  // `ofType` goes on while a type reference is wrapped (`[Product!]!` is four links): the share of links that wrap.
  const references = [...fields.map((f) => f.type), ...fields.flatMap((f) => f.args.map((a) => a.type))];
  const links = (type: GraphQLType): [number, number] => {
    if (!('ofType' in type)) return [0, 1];
    const [wrapping, total] = links(type.ofType);
    return [wrapping + 1, total + 1];
  };
  const [wrapping, total] = references.map(links).reduce(([w, t], [a, b]) => [w + a, t + b], [0, 0]);
  return {
    '__Type.ofType': wrapping / Math.max(total, 1),
    '__Schema.types': types.length,
    '__Schema.directives': schema.getDirectives().length,
    '__Type.fields': perType((t) => (isObjectType(t) || isInterfaceType(t) ? Object.keys(t.getFields()).length : 0)),
    '__Type.interfaces': perType((t) => (isObjectType(t) || isInterfaceType(t) ? t.getInterfaces().length : 0)),
    '__Type.possibleTypes': perType((t) => (isUnionType(t) || isInterfaceType(t) ? schema.getPossibleTypes(t).length : 0)),
    '__Type.enumValues': perType((t) => (isEnumType(t) ? t.getValues().length : 0)),
    '__Type.inputFields': perType((t) => (isInputObjectType(t) ? Object.keys(t.getFields()).length : 0)),
    '__Field.args': average(fields.map((f) => f.args.length)),
    '__Directive.args': average(schema.getDirectives().map((d) => d.args.length)),
  };
}

/** The rule of every field of every object and interface type of the schema, keyed `Type.field`. */
export function listRules(schema: GraphQLSchema): Map<string, ListRule> {
  const introspection = introspectionSizes(schema);
  const rules = new Map<string, ListRule>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      rules.set(
        `${type.name}.${field.name}`,
        field.name === 'items' && isPageType(type) ? { kind: 'page items' } : ruleOf(type.name, field, introspection),
      );
    }
  }
  return rules;
}

function ruleOf(typeName: string, field: AnyField, introspection: Record<string, number>): ListRule {
  const named = getNamedType(field.type);
  const list = isListType(getNullableType(field.type));
  const key = `${typeName}.${field.name}`;
  if (key in introspection) return { kind: 'introspection', size: introspection[key] };
  if (!list && !isPageType(named)) return { kind: 'single' };
  if (list && isLeafType(named)) return { kind: 'leaves' };
  const declared = field.extensions?.[COST_EXTENSIONS.listSize];
  const max = typeof declared === 'number' ? declared : MAX_PAGE_SIZE;
  const argument = sizeArgument(field);
  if (argument) return { kind: 'argument', path: argument.path, fallback: Math.min(argument.fallback ?? max, max), max };
  const oneWith = field.extensions?.[COST_EXTENSIONS.listSizeOneWith];
  if (typeof declared === 'number') return { kind: 'declared', size: declared, ...(typeof oneWith === 'string' ? { oneWith } : {}) };
  return { kind: 'missing' };
}

/** An argument counts as given the way services read it: a blank string is no argument. */
const given = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null);

function sizeOf(rule: ListRule, args: Record<string, unknown>): number {
  switch (rule.kind) {
    case 'argument': {
      let value: unknown = args;
      for (const key of rule.path) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
      return typeof value === 'number' && Number.isFinite(value) ? Math.min(Math.max(value, 0), rule.max) : rule.fallback;
    }
    case 'declared':
      return rule.oneWith && given(args[rule.oneWith]) ? 1 : rule.size;
    case 'introspection':
      // Built from the schema in memory, not read from the database: an item costs half a listed row, so the
      // IDE's full introspection stays within the limit as the schema grows (aliased copies still add up).
      return rule.size * INTROSPECTION_ITEM_WEIGHT;
    case 'missing':
      return MAX_PAGE_SIZE;
    default:
      return 1;
  }
}

/** The estimator behind the limit: list sizes from the rules above, root fields with their own cost. */
export function costEstimator(schema: GraphQLSchema): ComplexityEstimator {
  const rules = listRules(schema);
  const roots = new Set([schema.getQueryType(), schema.getMutationType()].filter(Boolean));
  return ({ type, field, args, childComplexity }) => {
    const rule = rules.get(`${type.name}.${field.name}`) ?? { kind: 'single' };
    const declared = field.extensions?.[COST_EXTENSIONS.cost];
    const own = typeof declared === 'number' ? declared : roots.has(type as never) ? ROOT_FIELD_COST : 1;
    return own + childComplexity * sizeOf(rule, args);
  };
}

/** The estimated cost of an operation (throws when the document is beyond the node limit). */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string,
  estimator = costEstimator(schema),
): number {
  return Math.ceil(getComplexity({ schema, query: document, variables, operationName, estimators: [estimator] }));
}

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/** Refuses operations whose estimated cost is above `max`, before any resolver runs. */
export function complexityLimit<C extends object>(schema: GraphQLSchema, max: number): ApolloServerPlugin<C> {
  const estimator = costEstimator(schema);
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let complexity: number;
          try {
            complexity = queryCost(schema, document, request.variables ?? {}, request.operationName ?? undefined, estimator);
          } catch (err) {
            if (/maximum allowed number of nodes/.test((err as Error).message))
              throw badInput('The query has too many fields: ask for fewer');
            // Fails closed: what cannot be counted is not run (variables of the wrong type, a null where an argument needs a value).
            const reason = err instanceof GraphQLError ? ` (${err.message})` : '';
            throw badInput(`The query's cost cannot be counted, so it is not run: check its variables${reason}`);
          }
          if (complexity > max) {
            throw badInput(
              `The query is too complex: its cost is ${complexity}, at most ${max} is allowed (a list costs its fields once per item it may answer: ask for fewer items or fewer fields)`,
            );
          }
        },
      };
    },
  };
}
