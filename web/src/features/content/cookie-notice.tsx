import { Link } from 'react-router-dom';
import { COOKIE_NOTICE_STORAGE_KEY } from '../../config/constants';
import { paths } from '../../config/paths';
import s from './cookie-notice.module.css';

/**
 * What the shop keeps in the browser (the basket, a guest's wishlist, the sign-in and the currency choice; no tracking), said once. Fixed at the
 * bottom, so nothing on the page moves when it appears; dismissing it is remembered in this browser.
 */
export function CookieNotice({ onClose }: { onClose: () => void }) {
  const close = () => {
    try {
      window.localStorage.setItem(COOKIE_NOTICE_STORAGE_KEY, '1');
    } catch {
      // Storage refused (private mode): the notice closes for this page view.
    }
    onClose();
  };
  return (
    <aside className={s.notice} aria-label="Cookie notice">
      <p className={s.text}>
        We keep only what the shop needs in your browser: your basket, your wishlist, your sign-in and your currency choice. No tracking.{' '}
        <Link to={paths.cookiesPolicy}>Cookies Policy</Link>
      </p>
      <button type="button" className={s.button} onClick={close}>
        OK<span className="visually-hidden">, hide this notice</span>
      </button>
    </aside>
  );
}
