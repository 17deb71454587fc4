import { useFormContext } from 'react-hook-form';
import type { FormField, Row } from '../../resource';
import { RefSelect } from '../../resource-form';
import type { ProductFormValues } from '../product-form-values';
import { useProductFields } from './product-fields';
import s from '../../admin.module.css';

const NAME_REQUIRED = 'Name is required';

/** Tab 1: the name, slug, codes, the place in the tree and the brand. */
export function NameTab() {
  const { field, register, textInput, check, choiceSelect } = useProductFields();
  return (
    <>
      {field('name', 'Name', (p) => (
        <input {...p} className={s.input} {...register('name', { validate: (v) => String(v).trim() !== '' || NAME_REQUIRED })} />
      ))}
      {textInput('slug', 'Slug', 'Left empty, one is made from the name')}
      {textInput('code', 'Code', 'Left empty, the next free code is given')}
      {textInput('barCodeFormat', 'Barcode', 'The barcode and its format, e.g. EAN-13 5012345678900')}
      {check('barCodeFormatOK', 'Barcode format checked')}
      <TreeSelects />
      {choiceSelect('brandId', 'Brand', 'brands')}
    </>
  );
}

type TreeName = 'departmentId' | 'categoryId' | 'subCategoryId' | 'parentItemId';
const TREE: (FormField<Row & Record<string, unknown>> & { name: TreeName })[] = [
  { name: 'departmentId', label: 'Department', kind: 'ref', virtual: true, source: { resource: 'departments' } },
  {
    name: 'categoryId',
    label: 'Category',
    kind: 'ref',
    virtual: true,
    source: { resource: 'categories', filter: { by: 'departmentId', from: 'departmentId' } },
  },
  {
    name: 'subCategoryId',
    label: 'Sub-category',
    kind: 'ref',
    virtual: true,
    source: { resource: 'subcategories', filter: { by: 'categoryId', from: 'categoryId' } },
  },
  {
    name: 'parentItemId',
    label: 'Parent item',
    kind: 'ref',
    source: { resource: 'parent-items', filter: { by: 'subCategoryId', from: 'subCategoryId' } },
  },
];

/** Department → category → sub-category → parent item: each select waits for the one before, and a new choice clears those after. */
function TreeSelects() {
  const { formId, errors } = useProductFields();
  const { control, setValue } = useFormContext<ProductFormValues>();
  return (
    <>
      {TREE.map((treeField, i) => {
        const id = `${formId}-${treeField.name}`;
        const error = errors[treeField.name]?.message as string | undefined;
        return (
          <div key={treeField.name} className={s.field}>
            <label htmlFor={id} className={s.label}>
              {treeField.label}
            </label>
            <RefSelect
              field={treeField as Extract<FormField<Row & Record<string, unknown>>, { kind: 'ref' }>}
              common={{
                id,
                className: s.input,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? `${id}-error` : undefined,
              }}
              control={control as never}
              rules={{}}
              onParentChange={
                i < TREE.length - 1 ? () => TREE.slice(i + 1).forEach((next) => setValue(next.name, '', { shouldDirty: true })) : undefined
              }
            />
            <p id={`${id}-error`} className={s.fieldError}>
              {error}
            </p>
          </div>
        );
      })}
    </>
  );
}
