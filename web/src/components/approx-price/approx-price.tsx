import { lazy, Suspense } from 'react';
import { useChosenCurrency } from '../../lib/chosen-currency';

/** Its own small chunk, loaded only once a shopper has chosen another currency (the initial JS stays as it was). */
const ApproxAmount = lazy(() => import('./approx-amount'));

/**
 * "≈ A$38.40" beside a pound price once the shopper has chosen another currency in the header; nothing for
 * pounds, on the server or during hydration (the guest's page is the same for everyone). Display only: the
 * shop charges in pounds.
 */
export function ApproxPrice({ pounds }: { pounds: number }) {
  const code = /AUD|EUR/.exec(useChosenCurrency())?.[0];
  return code ? (
    <Suspense fallback={null}>
      <ApproxAmount pounds={pounds} code={code} />
    </Suspense>
  ) : null;
}
