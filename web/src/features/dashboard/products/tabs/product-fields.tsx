import { createContext, useContext, type ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import type { AdminProductChoicesQuery } from '../../../../generated/graphql';
import type { FieldControlProps } from '../../../../components/ui/form-field';
import { AdminField } from '../../settings/admin-field';
import type { PriceField } from '../../price-rows';
import { numberProblem, priceProblem, typedPrice, type FieldName, type ProductFormValues } from '../product-form-values';
import s from '../../admin.module.css';

type Choices = AdminProductChoicesQuery;
export type ChoiceKey = keyof Omit<Choices, '__typename'>;

/** What every tab shares beside the form's state: the ids' prefix, the values loaded, and the selects' choices. */
export interface ProductFormShared {
  formId: string;
  initial: ProductFormValues;
  choices: { data?: Choices; loading: boolean };
}

export const ProductFormContext = createContext<ProductFormShared | null>(null);

/** The builders a tab writes its fields with: a labelled field with its hint and error, and the usual controls. */
export function useProductFields() {
  const shared = useContext(ProductFormContext);
  if (!shared) throw new Error('useProductFields is used inside the product form only');
  const { formId, initial, choices } = shared;
  const { register, getValues, setValue, control } = useFormContext<ProductFormValues>();
  const { errors } = useFormState({ control });

  const field = (name: FieldName, label: string, control_: (common: FieldControlProps) => ReactNode, hint?: string) => (
    <AdminField
      key={name}
      id={`${formId}-${name}`}
      label={label}
      hint={hint}
      error={errors[name]?.message as string | undefined}
      className={typeof initial[name] === 'boolean' ? s.checkField : undefined}
    >
      {control_}
    </AdminField>
  );
  const options = (key: ChoiceKey) => choices.data?.[key]?.items ?? [];
  const choiceSelect = (name: FieldName, label: string, key: ChoiceKey) =>
    field(name, label, (p) => (
      <select {...p} className={s.input} {...register(name)}>
        <option value="">{choices.loading ? 'Loading…' : 'None'}</option>
        {options(key).map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </select>
    ));
  const textInput = (name: FieldName, label: string, hint?: string, type = 'text') =>
    field(name, label, (p) => <input {...p} type={type} className={s.input} {...register(name)} />, hint);
  const area = (name: FieldName, label: string) =>
    field(name, label, (p) => <textarea {...p} className={s.input} rows={8} {...register(name)} />);
  const check = (name: FieldName, label: string) =>
    field(name, label, (p) => <input {...p} type="checkbox" className={s.checkbox} {...register(name)} />);
  /** A price: typing one of sale price and the two discounts works out the others (as the prices grid does). */
  const price = (name: PriceField) =>
    register(name, {
      validate: (_v, all) => priceProblem(all, name) || true,
      onChange: (e: { target: { value: string } }) => {
        const next = typedPrice(getValues(), name, e.target.value);
        for (const key of ['salePrice', 'discountInAmount', 'discountInPercent', 'discountBy'] as const) {
          if (key !== name && next[key] !== getValues(key)) setValue(key, next[key] as never, { shouldDirty: true });
        }
      },
    });
  const number = (name: Parameters<typeof numberProblem>[0]) => register(name, { validate: (v) => numberProblem(name, String(v)) || true });

  return { formId, choices, errors, register, control, setValue, field, options, choiceSelect, textInput, area, check, price, number };
}
