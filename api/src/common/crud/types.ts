import { Field, Float, InputType, Int, registerEnumType } from 'type-graphql';
import { ImageUploadInput } from '../images';
import { ListOptions, PaginatedList } from '../list';
import type { CrudDescriptor } from './descriptor';
import type { FieldSpec } from './fields';

export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortDirection, { name: 'SortDirection' });

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function graphqlType(spec: FieldSpec): () => unknown {
  switch (spec.kind) {
    case 'text':
    case 'date':
      return () => String;
    case 'int':
    case 'ref':
      return () => Int;
    case 'float':
    case 'money':
      return () => Float;
    case 'bool':
      return () => Boolean;
    case 'datetime':
      return () => Date;
  }
}

function describe(spec: FieldSpec): string | undefined {
  if (spec.kind === 'money') return `${spec.label} in pounds, e.g. 12.99`;
  if (spec.kind === 'date') return `${spec.label} as YYYY-MM-DD`;
  if (spec.kind === 'text') return `${spec.label}, at most ${spec.max} characters${spec.example ? `, e.g. ${spec.example}` : ''}`;
  return spec.label;
}

export interface CrudTypes {
  CreateInput: new () => object;
  UpdateInput: new () => object;
  ListOptions: new () => CrudListOptions;
  List: new () => { items: unknown[]; totalItems: number };
}

export interface CrudListOptions extends Partial<ListOptions> {
  sortBy?: string | null;
  sortDirection?: SortDirection | null;
  isActive?: boolean | null;
  [filter: string]: unknown;
}

const built = new WeakMap<CrudDescriptor<any>, CrudTypes>();

/**
 * The GraphQL input, list-options and list types of one data set, built once from its descriptor (a
 * module's own resolver may take the same `ProductListOptions` as the generic list).
 */
export function buildCrudTypes(d: CrudDescriptor<any>): CrudTypes {
  if (!built.has(d)) built.set(d, createCrudTypes(d));
  return built.get(d)!;
}

function createCrudTypes(d: CrudDescriptor<any>): CrudTypes {
  const name = pascal(d.one);
  class CreateInput {}
  class UpdateInput {}
  class Options extends ListOptions {}
  for (const [field, spec] of Object.entries(d.fields)) {
    // Required fields are checked by the service, not the schema, so every client gets the same
    // message naming the field ("Name is required") instead of a variable-coercion error.
    const required = spec.required ? 'Required. ' : '';
    Field(graphqlType(spec) as never, { nullable: true, description: required + (describe(spec) ?? '') })(CreateInput.prototype, field);
    Field(graphqlType(spec) as never, { nullable: true, description: describe(spec) })(UpdateInput.prototype, field);
    if (spec.kind === 'ref') {
      Field(() => Int, { nullable: true, description: `Only ${d.label} rows of this ${spec.label}` })(Options.prototype, field);
      if (spec.codeField) {
        const description = `${spec.label} by its legacy code, instead of ${field}`;
        Field(() => String, { nullable: true, description })(CreateInput.prototype, spec.codeField);
        Field(() => String, { nullable: true, description })(UpdateInput.prototype, spec.codeField);
        Field(() => String, { nullable: true, description })(Options.prototype, spec.codeField);
      }
    }
  }
  if (d.uploadArea) {
    const description = `New image, stored under /uploads/${d.uploadArea}/`;
    Field(() => ImageUploadInput, { nullable: true, description })(CreateInput.prototype, 'image');
    Field(() => ImageUploadInput, { nullable: true, description })(UpdateInput.prototype, 'image');
  }
  for (const [option, filter] of Object.entries(d.listFilters ?? {})) {
    Field(() => (filter.type === 'int' ? Int : filter.type === 'choice' ? String : Boolean), {
      nullable: true,
      description: filter.description,
    })(Options.prototype, option);
  }
  Field(() => String, { nullable: true, description: `One of: id, createdAt, ${d.sortFields.join(', ')}` })(Options.prototype, 'sortBy');
  Field(() => SortDirection, { nullable: true })(Options.prototype, 'sortDirection');
  Field(() => Boolean, { nullable: true, description: 'Staff only: filter on the active flag (others always see active rows)' })(
    Options.prototype,
    'isActive',
  );
  InputType(`Create${name}Input`)(CreateInput);
  InputType(`Update${name}Input`)(UpdateInput);
  InputType(`${name}ListOptions`)(Options);

  const List = PaginatedList(d.entity, `${name}List`);
  return { CreateInput, UpdateInput, ListOptions: Options as never, List: List as never };
}
