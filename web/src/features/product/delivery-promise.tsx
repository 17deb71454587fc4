import { lazy, Suspense } from 'react';

/** What the page says while the live promise is unknown or its code is loading (the shop's rule in words). */
export const DELIVERY_RULE = 'UK delivery, free over £50; order by 1.00 pm on a weekday for same-day dispatch';

// Its own chunk, never preloaded: the server renders the text; in the browser React leaves that markup in
// place until the chunk arrives and then hydrates it, so the page's initial JavaScript does not carry it.
const LiveDeliveryPromise = lazy(() =>
  import('../../components/dispatch-promise/dispatch-promise').then((m) => ({
    default: () => <m.DispatchPromiseText cacheOnly withThreshold fallback={DELIVERY_RULE} />,
  })),
);

/**
 * The product page's delivery line: 'Free UK delivery over £50. Order within 3 h 12 m for dispatch today'
 * (docs/storefront.md), from the dispatch promise the route's loader put in the cache.
 */
export function DeliveryPromise() {
  return (
    <Suspense fallback={DELIVERY_RULE}>
      <LiveDeliveryPromise />
    </Suspense>
  );
}
