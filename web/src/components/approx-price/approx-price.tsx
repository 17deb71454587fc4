import { useQuery } from '@apollo/client/react';
import { StoreFooterDocument } from '../../generated/graphql';
import { useChosenCurrency } from '../../lib/chosen-currency';
import s from './approx-price.module.css';

/**
 * "≈ A$38.40" beside a pound price, at the rate staff set in Settings (read with the layout's StoreFooter,
 * so from the cache), once the shopper has chosen another currency in the header; nothing for pounds, on
 * the server, or while that currency has no rate. Display only: the shop charges in pounds.
 */
export function ApproxPrice({ pounds }: { pounds: number }) {
  const code = /AUD|EUR/.exec(useChosenCurrency())?.[0];
  return code ? <Approx pounds={pounds} code={code} /> : null;
}

function Approx({ pounds, code }: { pounds: number; code: string }) {
  const shop = useQuery(StoreFooterDocument).data?.shopSettings;
  const rate = code === 'AUD' ? shop?.audRate : shop?.eurRate;
  return rate ? (
    <span className={s.approx}>≈ {new Intl.NumberFormat('en-GB', { style: 'currency', currency: code }).format(pounds * rate)}</span>
  ) : null;
}
