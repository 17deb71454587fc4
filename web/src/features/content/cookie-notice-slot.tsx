import { useEffect, useState, type ComponentType } from 'react';
import { COOKIE_NOTICE_STORAGE_KEY } from '../../config/constants';

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_NOTICE_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Where the cookie notice appears: nothing on the server (it cannot know whether the visitor has read
 * it); after hydration, for a visitor who has not, the notice's own chunk is fetched and shown.
 */
export function CookieNoticeSlot() {
  const [Notice, setNotice] = useState<ComponentType<{ onClose: () => void }> | null>(null);
  useEffect(() => {
    if (dismissed()) return;
    let live = true;
    void import('./cookie-notice').then((m) => live && setNotice(() => m.CookieNotice));
    return () => {
      live = false;
    };
  }, []);
  return Notice ? <Notice onClose={() => setNotice(null)} /> : null;
}
