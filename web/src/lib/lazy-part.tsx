import { createContext, lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';

type CollectModule = (module: string) => void;

/** The server render's collector of the lazy parts it rendered, so their CSS goes into the page's head. */
const LazyPartsContext = createContext<CollectModule | null>(null);

export function LazyPartsProvider({ collect, children }: { collect: CollectModule; children: ReactNode }) {
  return <LazyPartsContext.Provider value={collect}>{children}</LazyPartsContext.Provider>;
}

/**
 * A server-rendered part whose code is left out of the page's initial JavaScript (below the fold, or for
 * phones only). The server renders it (it waits for every chunk) and puts its CSS in the head, so it never
 * shows unstyled; the browser keeps that markup and hydrates it once its chunk has come, in short tasks
 * after the rest of the page; a route's loader may `preload()` it so that a client-side navigation shows it with
 * the page. `module` is its source path as the build manifest names it
 * ('src/features/footer/footer.tsx').
 */
export function lazyPart<P extends object>(
  module: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loading: Promise<ComponentType<P>> | undefined;
  const once = () => (loading ??= load());
  const Lazy = lazy(async () => ({ default: await once() }));
  function LazyPart(props: P) {
    useContext(LazyPartsContext)?.(module);
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  // A client-side navigation's loader fetches the part's code beside the page's data, so it shows with the page.
  return Object.assign(LazyPart, { preload: once });
}
