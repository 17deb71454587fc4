import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { BASKET_STORAGE_KEY } from '../../config/constants';
import { paths } from '../../config/paths';
import { BASKET_CHANGE_EVENT, readBasketCount } from '../../lib/basket-count';
import s from './basket-link.module.css';

/** The basket link; its count lives in this browser, so it fills in after hydration (the server cannot know it). */
export function BasketLink() {
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    const update = () => setCount(readBasketCount());
    const onStorage = (e: StorageEvent) => (e.key === null || e.key === BASKET_STORAGE_KEY) && update();
    update();
    window.addEventListener(BASKET_CHANGE_EVENT, update);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(BASKET_CHANGE_EVENT, update);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  // The accessible name is the visible text plus a hidden word, "Basket 0 items", so it contains what is seen (WCAG 2.5.3);
  // each child of the flex link reads as a word of its own.
  return (
    <Link to={paths.cart} className={s.basket}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
        <path d="M5 8h14l-1.2 11.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8L5 8Z" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" />
      </svg>
      <span className={s.text}>Basket</span>
      <span className={s.count} data-testid="basket-count">
        {count ?? ''}
      </span>
      {count !== null && <span className="visually-hidden">{count === 1 ? 'item' : 'items'}</span>}
    </Link>
  );
}
