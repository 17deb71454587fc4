import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * True once the page is running in the browser. The server, and the browser's hydration of its HTML, both
 * see false, so they render the same markup; React renders again at once with true. Values only the
 * browser holds (storage, the URL's fragment, media queries) are read behind it, during render.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
