import { useQuery } from '@apollo/client/react';
import { StoreFooterDocument } from '../../generated/graphql';
import s from './approx-price.module.css';

/**
 * The approximation at the rate staff set in Settings, read with the layout's StoreFooter query (so from the
 * cache); nothing while that currency has no rate. The default export is what React's lazy() loads.
 */
export default function ApproxAmount({ pounds, code }: { pounds: number; code: string }) {
  const shop = useQuery(StoreFooterDocument).data?.shopSettings;
  const rate = code === 'AUD' ? shop?.audRate : shop?.eurRate;
  return rate ? (
    <span className={s.approx}>≈ {new Intl.NumberFormat('en-GB', { style: 'currency', currency: code }).format(pounds * rate)}</span>
  ) : null;
}
