import type { BranchEntity } from '../../common/branch-entity';
import { defineCrud, type CrudDescriptor } from '../../common/crud/descriptor';
import { bool, text, withLabels, type FieldSpec } from '../../common/crud/fields';
import type { ImageArea } from '../../common/images';

export interface AttributeOptions<E extends BranchEntity> {
  entity: new () => E;
  one: string;
  many: string;
  label: string;
  /** Fields besides code, name and isActive. */
  fields?: Record<string, FieldSpec>;
  read?: 'public' | 'staff';
  uploadArea?: ImageArea;
  codePrefix: string;
}

/** Descriptor of a named attribute set (code, name, active flag, optional image, a few extra fields). */
export function defineAttribute<E extends BranchEntity>(o: AttributeOptions<E>): CrudDescriptor<E> {
  return defineCrud({
    entity: o.entity,
    one: o.one,
    many: o.many,
    label: o.label,
    fields: withLabels({
      code: text({ max: 60 }),
      name: text({ max: 120, required: true }),
      isActive: bool(),
      ...o.fields,
    }),
    searchField: 'name',
    sortFields: ['name', 'code', ...Object.keys(o.fields ?? {})],
    defaultSort: { field: 'name', direction: 'ASC' },
    read: o.read ?? 'public',
    codePrefix: o.codePrefix,
    slugFrom: o.fields?.slug ? 'name' : undefined,
    uploadArea: o.uploadArea,
  });
}
