import { useQuery } from '@apollo/client/react';
import { StoreCurrencyRatesDocument } from '../../generated/graphql';
import { CURRENCY_CODES } from '../../config/constants';
import { useChosenCurrency } from '../../lib/chosen-currency';
import s from './approx-price.module.css';

const formats = new Map<string, Intl.NumberFormat>();
const format = (code: string, amount: number) => {
  if (!formats.has(code)) formats.set(code, new Intl.NumberFormat('en-GB', { style: 'currency', currency: code }));
  return formats.get(code)!.format(amount);
};

/**
 * "≈ A$38.40" beside a pound price, at the rate staff set in Settings, once the shopper has chosen another
 * currency in the header; nothing for pounds, on the server, or while that currency has no rate. Display
 * only: the shop charges in pounds.
 */
export function ApproxPrice({ pounds }: { pounds: number }) {
  const code = CURRENCY_CODES[useChosenCurrency()];
  return code === 'GBP' ? null : <Approx pounds={pounds} code={code} />;
}

function Approx({ pounds, code }: { pounds: number; code: 'AUD' | 'EUR' }) {
  const shop = useQuery(StoreCurrencyRatesDocument).data?.shopSettings;
  const rate = code === 'AUD' ? shop?.audRate : shop?.eurRate;
  if (!rate) return null;
  return (
    <span className={s.approx}>
      <span aria-hidden="true">≈ </span>
      <span className="visually-hidden">about </span>
      {format(code, pounds * rate)}
    </span>
  );
}
