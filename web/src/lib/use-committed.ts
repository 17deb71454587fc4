import { useLayoutEffect, useState } from 'react';

/**
 * `value` as it was at the last commit, then the new one straight after the commit (before the paint).
 *
 * For a query's variables taken from the URL or the route. The router changes the URL in a React
 * transition, and Apollo's useQuery asks again in render when its variables change; the answer reaches
 * the page already on screen as an urgent update, which interrupts that transition, whose render asks again…
 * On a slow device the page flips between the old and the new variables and keeps fetching (seen as a
 * back-office search that never reached the URL). Held until the commit, the new variables are asked
 * in an ordinary render that nothing interrupts.
 *
 * Returns `value` itself once it is the committed one, so `useCommitted(v) === v` says the query is
 * asking for what the page shows. Values compare by their JSON.
 */
export function useCommitted<T>(value: T): T {
  const key = JSON.stringify(value);
  const [committed, setCommitted] = useState({ key, value });
  useLayoutEffect(() => {
    // Setting state after the commit is the point: the render it causes is an urgent one, not the router's transition.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (committed.key !== key) setCommitted({ key, value });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `value` changes exactly when its JSON `key` does
  }, [key]);
  return committed.key === key ? value : committed.value;
}
