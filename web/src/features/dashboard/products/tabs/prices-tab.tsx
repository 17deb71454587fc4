import { useWatch } from 'react-hook-form';
import { formatPounds } from '../../../../lib/money';
import { useProductFields } from './product-fields';
import s from '../../admin.module.css';
import f from '../product-form.module.css';

/** Tab 3: the prices and the discount, with the price the shop shows. */
export function PricesTab() {
  const { field, price } = useProductFields();
  return (
    <>
      {field('salePrice', 'Sale price (£)', (p) => (
        <input {...p} className={s.input} inputMode="decimal" {...price('salePrice')} />
      ))}
      {field('costPrice', 'Cost price (£)', (p) => (
        <input {...p} className={s.input} inputMode="decimal" {...price('costPrice')} />
      ))}
      {field('wholeSalePrice', 'Wholesale price (£)', (p) => (
        <input {...p} className={s.input} inputMode="decimal" {...price('wholeSalePrice')} />
      ))}
      {field(
        'discountInAmount',
        'Discount amount (£)',
        (p) => (
          <input {...p} className={s.input} inputMode="decimal" {...price('discountInAmount')} />
        ),
        'Typing one discount works out the other from the sale price',
      )}
      {field('discountInPercent', 'Discount percent (%)', (p) => (
        <input {...p} className={s.input} inputMode="numeric" {...price('discountInPercent')} />
      ))}
      <DiscountedPrice />
    </>
  );
}

/** What the shopper pays, as the storefront works it out (sale price minus the discount amount). */
function DiscountedPrice() {
  const { control } = useProductFields();
  const [sale, amount] = useWatch({ control, name: ['salePrice', 'discountInAmount'] });
  const price = Number(sale);
  const off = Number(amount) || 0;
  if (!sale || Number.isNaN(price) || off > price) return null;
  return (
    <p className={`${s.hint} ${f.wide}`} aria-live="polite">
      The shop shows {formatPounds(price - off)}
      {off > 0 ? ` (was ${formatPounds(price)})` : ''}.
    </p>
  );
}
