import { useProductFields } from './product-fields';
import s from '../../admin.module.css';

/** Tab 12: the parcel's weight and size. */
export function ShippingTab() {
  const { field, number } = useProductFields();
  return (
    <>
      {field('shippingWeightGrams', 'Shipping weight (g)', (p) => (
        <input {...p} className={s.input} inputMode="numeric" {...number('shippingWeightGrams')} />
      ))}
      {field('lengthCm', 'Length (cm)', (p) => (
        <input {...p} className={s.input} inputMode="decimal" {...number('lengthCm')} />
      ))}
      {field('widthCm', 'Width (cm)', (p) => (
        <input {...p} className={s.input} inputMode="decimal" {...number('widthCm')} />
      ))}
      {field('heightCm', 'Height (cm)', (p) => (
        <input {...p} className={s.input} inputMode="decimal" {...number('heightCm')} />
      ))}
    </>
  );
}
