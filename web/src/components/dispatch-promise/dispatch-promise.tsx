import { useEffect, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { StoreDispatchPromiseDocument } from '../../generated/graphql';
import { dispatchPromiseText, freeDeliveryText } from '../../lib/dispatch-promise';

/**
 * Puts the dispatch promise in the cache (the product route's loader, which imports this chunk only when it
 * runs, so neither the document nor this code is in the product page's initial JavaScript).
 */
export async function loadDispatchPromise(client: ApolloClient): Promise<void> {
  await client.query({ query: StoreDispatchPromiseDocument });
}

/**
 * The server's dispatch promise (StoreDispatchPromise). `cacheOnly` reads only what a route loader put in
 * the cache (the product page), so the page asks nothing more; otherwise it is asked for once and kept.
 */
export function useDispatchPromise(cacheOnly = false) {
  const { data } = useQuery(StoreDispatchPromiseDocument, { fetchPolicy: cacheOnly ? 'cache-only' : 'cache-first' });
  return data?.dispatchPromise ?? null;
}

/**
 * The time to count from: first `answeredAt` (the instant the server worked the promise out, so the
 * browser's first render is the server's text and hydration matches), then the browser's clock, again just
 * after every whole minute (the cut-off is on a whole minute, so the countdown changes exactly then).
 */
function useMinuteClock(answeredAt: string | undefined): number {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      // Just past the whole minute, so the minutes (rounded down) are already one fewer.
      timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 20);
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  return now ?? (answeredAt ? Date.parse(answeredAt) : 0);
}

/**
 * 'Order within 3 h 12 m for dispatch today' (or '… for dispatch tomorrow / on Monday 28 December'), with
 * 'Free UK delivery over £50' when `withThreshold`; `fallback` while the promise is unknown.
 */
export function DispatchPromiseText({
  cacheOnly = false,
  withThreshold = false,
  fallback = null,
}: {
  cacheOnly?: boolean;
  withThreshold?: boolean;
  fallback?: string | null;
}) {
  const promise = useDispatchPromise(cacheOnly);
  const now = useMinuteClock(promise?.answeredAt);
  if (!promise) return fallback;
  const text = dispatchPromiseText(promise, now);
  return withThreshold ? `${freeDeliveryText(promise.freeDeliveryOver)}. ${text}` : text;
}
