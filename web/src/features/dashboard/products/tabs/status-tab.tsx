import { Controller } from 'react-hook-form';
import { useProductFields } from './product-fields';
import s from '../../admin.module.css';
import f from '../product-form.module.css';

/** Tab 13: reward points, whether the shop shows it, and its collections. */
export function StatusTab() {
  const { field, number, check, options, choices, control, errors } = useProductFields();
  return (
    <>
      {field(
        'productPoints',
        'Points',
        (p) => (
          <input {...p} className={s.input} inputMode="numeric" {...number('productPoints')} />
        ),
        'Reward points a shopper earns with it',
      )}
      {check('isActive', 'Active (shown in the shop)')}
      <fieldset className={`${f.checks} ${f.wide}`}>
        <legend>Collections</legend>
        {options('collections').length === 0 && <p className={s.hint}>{choices.loading ? 'Loading…' : 'No collections yet.'}</p>}
        <Controller
          name="collectionIds"
          control={control}
          render={({ field: c }) => (
            <>
              {options('collections').map((o) => {
                const value = String(o.id);
                const on = (c.value as string[]).includes(value);
                return (
                  <label key={o.id} className={f.checkLabel}>
                    <input
                      type="checkbox"
                      className={s.checkbox}
                      checked={on}
                      onChange={() => c.onChange(on ? (c.value as string[]).filter((v) => v !== value) : [...(c.value as string[]), value])}
                    />{' '}
                    {o.name}
                  </label>
                );
              })}
            </>
          )}
        />
        <p className={s.fieldError}>{errors.collectionIds?.message as string | undefined}</p>
      </fieldset>
    </>
  );
}
