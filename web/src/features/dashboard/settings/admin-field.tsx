import type { ComponentProps } from 'react';
import { FormField, type FieldLook } from '../../../components/ui/form-field';
import s from '../admin.module.css';

/** The back office's look for the shared field (docs/design.md forms). */
export const adminFieldLook: FieldLook = { field: s.field, label: s.label, hint: s.hint, error: s.fieldError };

/** A back-office field: the shared FormField drawn with the back office's look. */
export function AdminField(props: Omit<ComponentProps<typeof FormField>, 'look' | 'optional'>) {
  return <FormField {...props} look={adminFieldLook} />;
}
