import 'reflect-metadata';
import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { guardFields } from './common/access';
import { createCrudResolver } from './common/crud/crud.resolver';
import { crudRegistry } from './modules/crud-registry';
import { auditMutations } from './modules/audit/audit-mutations';
import { shopModules } from './modules/shop-modules';

const crudResolvers = crudRegistry.map(createCrudResolver);

export const resolvers = [...crudResolvers, ...shopModules.flatMap((module) => module.resolvers)];

let built: Promise<GraphQLSchema> | undefined;

/**
 * The schema is the code's alone (services reach resolvers through each request's context), so it is built
 * once a process: a second shop in the same process (a test suite's) takes the first one's, not 1–3 s more.
 */
export function buildShopSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: resolvers as unknown as [Function, ...Function[]],
    validate: { forbidUnknownValues: false },
    emitSchemaFile: false,
  }).then((schema) => auditMutations(guardFields(schema)));
  return built;
}

export const SCHEMA_HEADER = '# GENERATED from the resolvers by `npm run generate:schema` — do not edit.\n\n';

export function printShopSchema(schema: GraphQLSchema): string {
  return SCHEMA_HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
}
