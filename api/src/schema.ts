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

export async function buildShopSchema(): Promise<GraphQLSchema> {
  return auditMutations(
    guardFields(
      await buildSchema({
        resolvers: resolvers as unknown as [Function, ...Function[]],
        validate: { forbidUnknownValues: false },
        emitSchemaFile: false,
      }),
    ),
  );
}

export const SCHEMA_HEADER = '# GENERATED from the resolvers by `npm run generate:schema` — do not edit.\n\n';

export function printShopSchema(schema: GraphQLSchema): string {
  return SCHEMA_HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
}
