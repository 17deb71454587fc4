/**
 * Which products this visitor has on their wishlist, for the hearts: only the set and who listens. It
 * travels with every product card, so everything else (reading the browser's list or the account's,
 * saving, removing, merging at sign-in) is `wishlist-sync.ts`, which the hearts load when needed.
 */
export interface SavedSet {
  get: () => ReadonlySet<number>;
  set: (ids: Iterable<number>) => void;
  subscribe: (listener: () => void) => () => void;
}

let saved: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

export const savedSet: SavedSet = {
  get: () => saved,
  set: (ids) => {
    saved = new Set(ids);
    for (const listener of listeners) listener();
  },
  subscribe: (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
