import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { postcodeProblem } from '../../config/uk-contact';
import { errorOf, optionalText, registerRule, requiredText, type TextRule } from '../../lib/form-rules';
import { FormField, formStyles as s } from './form-field';

type AddressForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'getValues' | 'formState'>;

/** The lengths the shop keeps (the address book's, which registration and checkout fill too). */
const LINE_MAX = 200;
const CITY_MAX = 120;

/**
 * A UK address, as the address book, the checkout and registration ask it: the street ('Address line 1' and
 * an optional 'Address line 2', or one 'Address' where the form has one line), 'Town or city' and 'Postcode',
 * judged by the one UK postcode rule of config/uk-contact.ts. `optional`: the whole address may be left out,
 * but any part typed makes it an address that needs the others. The fields are FormFields without a wrapper,
 * so they sit in the form's own grid.
 */
export function UkAddressFields<T extends FieldValues>({
  form,
  names,
  optional = false,
  postcodeHint = 'A UK postcode, like SW1A 1AA.',
}: {
  form: AddressForm<T>;
  names: { line1: Path<T>; line2?: Path<T>; city: Path<T>; postcode: Path<T> };
  optional?: boolean;
  postcodeHint?: string;
}) {
  const line1Label = names.line2 ? 'Address line 1' : 'Address';
  const parts = [names.line1, names.line2, names.city, names.postcode].filter((n): n is Path<T> => Boolean(n));
  const started = () => parts.some((n) => String(form.getValues(n) ?? '').trim());
  // Left out altogether, an optional address passes; started, it is judged as a required one.
  const needed = (rule: TextRule): TextRule => (optional ? { validate: (v) => (started() ? rule.validate(v) : true) } : rule);
  const postcode: TextRule = { validate: (v) => postcodeProblem(v) ?? true };
  return (
    <>
      <FormField label={line1Label} optional={optional} error={errorOf(form, names.line1)}>
        <input
          type="text"
          autoComplete="address-line1"
          className={s.input}
          {...registerRule(form, names.line1, needed(requiredText(line1Label, LINE_MAX)))}
        />
      </FormField>
      {names.line2 && (
        <FormField label="Address line 2" optional error={errorOf(form, names.line2)}>
          <input
            type="text"
            autoComplete="address-line2"
            className={s.input}
            {...registerRule(form, names.line2, optionalText('Address line 2', LINE_MAX))}
          />
        </FormField>
      )}
      <FormField label="Town or city" optional={optional} error={errorOf(form, names.city)}>
        <input
          type="text"
          autoComplete="address-level2"
          className={s.input}
          {...registerRule(form, names.city, needed(requiredText('Town or city', CITY_MAX)))}
        />
      </FormField>
      <FormField label="Postcode" optional={optional} error={errorOf(form, names.postcode)} hint={postcodeHint}>
        <input
          type="text"
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          className={`${s.input} ${s.postcode}`}
          {...registerRule(form, names.postcode, needed(postcode))}
        />
      </FormField>
    </>
  );
}
