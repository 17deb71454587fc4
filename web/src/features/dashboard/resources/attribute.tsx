import type { TypedDocumentNode } from '@apollo/client';
import type { AdminResource, Column, FormField, RowOf } from '../resource';
import { active, activeColumn, code, image, thumbnail, type Imaged } from './parts';
import { requiredMessage } from '../../../lib/form-rules';

interface Named {
  id: number;
  code: string;
  name: string;
  isActive: boolean;
}

/** A named attribute set (code, name, active, optional image, a few fields of its own). */
export function attribute<TData, K extends keyof TData, TInput>(o: {
  path: string;
  title: string;
  one: string;
  aliases?: string[];
  list: TypedDocumentNode<TData, never>;
  field: K;
  create: TypedDocumentNode<unknown, { input: TInput }>;
  update: TypedDocumentNode<unknown, never>;
  remove: TypedDocumentNode<unknown, never>;
  imageArea?: string;
  fallback: { many: string; one: string };
  columns?: Column<RowOf<TData[K]>>[];
  fields?: (FormField<RowOf<TData[K]>> & { name: Extract<keyof TInput, string> })[];
}): AdminResource {
  type R = Named & Imaged;
  const { field, ...entry } = o;
  const columns: Column<R>[] = [
    ...(o.imageArea ? [thumbnail<R>(o.imageArea)] : []),
    { label: 'Name', sort: 'name', value: (row) => row.name },
    { label: 'Code', sort: 'code', value: (row) => row.code },
    ...((o.columns ?? []) as unknown as Column<R>[]),
    activeColumn<R>(),
  ];
  const fields: FormField<R>[] = [
    { name: 'name', label: 'Name', kind: 'text', required: requiredMessage('Name') },
    code,
    ...((o.fields ?? []) as unknown as FormField<R>[]),
    active,
    ...(o.imageArea ? [image] : []),
  ];
  return {
    ...entry,
    rows: (data: TData) => data[field],
    group: 'Attributes',
    nameOf: (row: R) => row.name,
    defaultSort: 'name',
    columns,
    fields,
    deleteNote: 'Products that use it keep their other details.',
  } as unknown as AdminResource;
}
