import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** What a lazily loaded dialog receives: whether it is open, and what to call once it has closed. */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** When a dialog's chunk cannot load (offline, a new deploy), the page it stands for opens instead. */
function fallbackTo(href: string): ComponentType<DialogProps> {
  return function OpenPageInstead() {
    useEffect(() => window.location.assign(href), []);
    return null;
  };
}

/**
 * A dialog whose code is a chunk of its own, loaded on first intent (pointer over or focus on its button)
 * and mounted on first open, so none of it is in the initial JavaScript. The button that opens it gets
 * the focus back when it closes.
 */
export function lazyDialog(load: () => Promise<ComponentType<DialogProps>>, fallbackHref: string) {
  let loading: Promise<ComponentType<DialogProps>> | undefined;
  const preload = () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
  const Dialog = lazy(() =>
    preload().then(
      (component) => ({ default: component }),
      () => ({ default: fallbackTo(fallbackHref) }),
    ),
  );

  /** The opening button (rendered by `children` with the props given) and, once opened, the dialog. */
  function LazyDialog({
    children,
  }: {
    children: (button: {
      ref: React.RefObject<HTMLButtonElement | null>;
      onClick: () => void;
      onPointerEnter: () => void;
      onFocus: () => void;
    }) => ReactNode;
  }) {
    const [state, setState] = useState<'never' | 'open' | 'closed'>('never');
    const button = useRef<HTMLButtonElement>(null);
    const onClose = useCallback(() => {
      setState('closed');
      button.current?.focus();
    }, []);
    const warm = () => void preload().catch(() => undefined);
    return (
      <>
        {children({ ref: button, onClick: () => setState('open'), onPointerEnter: warm, onFocus: warm })}
        {state !== 'never' && (
          <Suspense fallback={null}>
            <Dialog open={state === 'open'} onClose={onClose} />
          </Suspense>
        )}
      </>
    );
  }
  return LazyDialog;
}
