import 'reflect-metadata';
import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { guardFields } from './common/access';
import { createCrudResolver } from './common/crud/crud.resolver';
import { accountResolvers } from './modules/account/account.module';
import { catalogResolvers } from './modules/catalog/catalog.module';
import { contentResolvers } from './modules/content/content.module';
import { crudRegistry } from './modules/crud-registry';
import { ordersResolvers } from './modules/orders/orders.module';
import { auditMutations } from './modules/audit/audit-mutations';
import { auditResolvers } from './modules/audit/audit.module';

const crudResolvers = crudRegistry.map(createCrudResolver);

export const resolvers = [...crudResolvers, ...catalogResolvers, ...contentResolvers, ...accountResolvers, ...ordersResolvers, ...auditResolvers];

export async function buildShopSchema(): Promise<GraphQLSchema> {
  return auditMutations(guardFields(await buildSchema({
    resolvers: resolvers as unknown as [Function, ...Function[]],
    validate: { forbidUnknownValues: false },
    emitSchemaFile: false,
  })));
}

export const SCHEMA_HEADER = '# GENERATED from the resolvers by `npm run generate:schema` — do not edit.\n\n';

export function printShopSchema(schema: GraphQLSchema): string {
  return SCHEMA_HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
}
