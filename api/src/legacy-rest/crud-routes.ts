import { GraphQLObjectType, GraphQLSchema, getNamedType, isObjectType } from 'graphql';
import type { CrudDescriptor } from '../common/crud/descriptor';
import { idParam, legacyInput } from './legacy-input';
import type { LegacyCrudNames } from './crud-names';
import type { LegacyRoute } from './route';

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `LegacyName: field` aliases for the fields that exist on the type (a scalar selection set). */
export function aliasSelection(type: GraphQLObjectType, fields: Record<string, string>): string {
  const available = type.getFields();
  const aliases = Object.entries(fields)
    .filter(([, field]) => available[field] && !isObjectType(getNamedType(available[field].type)))
    .map(([legacy, field]) => (legacy === field ? field : `${legacy}: ${field}`));
  return ['id', ...aliases.filter((a) => a !== 'id')].join(' ');
}

function listVariables(names: LegacyCrudNames, query: Record<string, unknown>) {
  const options: Record<string, unknown> = { take: 100, skip: 0 };
  if (typeof query.search === 'string' && query.search.trim()) options.search = query.search;
  for (const [param, option] of Object.entries(names.filters ?? {})) {
    if (typeof query[param] === 'string' && (query[param] as string).trim()) options[option] = query[param];
  }
  if (typeof query.fieldName === 'string' && query.fieldName.trim()) {
    const field = names.fields[query.fieldName] ?? query.fieldName;
    options.sortBy = field;
  }
  return { options };
}

/** The four legacy rows of one generic data set: fetch the whole list, add, update, delete. */
export function crudRoutes(schema: GraphQLSchema, d: CrudDescriptor<any>, names: LegacyCrudNames): LegacyRoute[] {
  const name = pascal(d.one);
  const type = schema.getType(name) as GraphQLObjectType;
  const selection = aliasSelection(type, names.fields);
  const access = 'staff';
  const fail = (verb: string, noun: string) => `Failed to ${verb} ${noun}`;
  return [
    {
      method: 'GET',
      path: names.paths.list,
      access,
      summary: `All ${d.label} rows of the branch`,
      document: `query Legacy${name}List($options: ${name}ListOptions) { list: ${d.many}(options: $options) { items { ${selection} } } }`,
      variables: (req) => listVariables(names, req.query as Record<string, unknown>),
      pick: (data) => data.list.items,
      allPages: true,
      query: ['BranchCode', 'search', ...Object.keys(names.filters ?? {}), 'fieldName'],
      fallback: fail('fetch', names.nouns.fetch),
    },
    {
      method: 'POST',
      path: names.paths.add,
      access,
      summary: `Add a ${d.label}`,
      document: `mutation LegacyAdd${name}($input: Create${name}Input!) { row: create${name}(input: $input) { ${selection} } }`,
      variables: (req) => ({ input: legacyInput(schema, `Create${name}Input`, req.body, names.fields) }),
      pick: (data) => data.row,
      message: `${pascal(d.label)} added successfully`,
      body: Object.keys(names.fields),
      fallback: fail('add', names.nouns.write),
    },
    {
      method: 'PUT',
      path: names.paths.update,
      access,
      summary: `Update a ${d.label}`,
      document: `mutation LegacyUpdate${name}($id: Int!, $input: Update${name}Input!) { row: update${name}(id: $id, input: $input) { ${selection} } }`,
      variables: (req) => ({ id: idParam(req), input: legacyInput(schema, `Update${name}Input`, req.body, names.fields) }),
      pick: (data) => data.row,
      message: `${pascal(d.label)} updated successfully`,
      body: Object.keys(names.fields),
      fallback: fail('update', names.nouns.write),
    },
    {
      method: 'DELETE',
      path: names.paths.remove,
      access,
      summary: `Delete a ${d.label}`,
      document: `mutation LegacyDelete${name}($id: Int!) { row: delete${name}(id: $id) { ${selection} } }`,
      variables: (req) => ({ id: idParam(req) }),
      pick: (data) => data.row,
      message: `${pascal(d.label)} deleted successfully`,
      query: ['BranchCode'],
      fallback: fail('delete', names.nouns.write),
    },
  ];
}
