import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { CategoryResolver } from './modules/catalog/category/category.resolver';
import { DepartmentResolver } from './modules/catalog/department/department.resolver';

export const resolvers = [DepartmentResolver, CategoryResolver] as const;

export function buildShopSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, validate: true, emitSchemaFile: false });
}

export const SCHEMA_HEADER = '# GENERATED from the resolvers by `npm run generate:schema` — do not edit.\n\n';

export function printShopSchema(schema: GraphQLSchema): string {
  return SCHEMA_HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
}
