import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { Dialog } from './dialog';
import s from './admin.module.css';

/**
 * While `dirty`, leaving the screen asks first: a link inside the shop opens a modal (Stay / Leave), and
 * closing or reloading the tab gets the browser's own warning.
 */
export function UnsavedChangesGuard({ dirty, what = 'changes' }: { dirty: boolean; what?: string }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} title="Unsaved changes" onClose={() => blocker.state === 'blocked' && blocker.reset()}>
      <p>You have unsaved {what}. Leave this page and lose them?</p>
      <div className={s.formActions}>
        <button type="button" className={s.secondary} onClick={() => blocker.reset?.()}>
          Stay
        </button>
        <button type="button" className={s.danger} onClick={() => blocker.proceed?.()}>
          Leave
        </button>
      </div>
    </Dialog>
  );
}
