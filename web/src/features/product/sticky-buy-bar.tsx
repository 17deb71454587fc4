import { useEffect, useState, type RefObject } from 'react';
import { formatPounds } from '../../lib/money';
import s from './sticky-buy-bar.module.css';

/**
 * On phones, once the page's own Add to basket has scrolled up out of view, a bar at the foot of the screen
 * keeps the product's price and the button at hand (hidden from tablet width up, where the button stays near).
 */
export function StickyBuyBar({
  watch,
  name,
  price,
  onAdd,
}: {
  watch: RefObject<HTMLElement | null>;
  name: string;
  price: number;
  onAdd: () => void;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const button = watch.current;
    if (!button) return;
    // A scroll check, not an IntersectionObserver: a fast scroll can take the button from below the screen to
    // above it without it ever showing, and the observer says nothing then.
    let frame = 0;
    const check = () => {
      frame = 0;
      setShown(button.getBoundingClientRect().bottom < 0);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [watch]);
  return (
    <div className={s.stickyBar} hidden={!shown} role="region" aria-label="Buy this product">
      <p>
        <span className={s.stickyName}>{name}</span>
        <span className={s.stickyPrice}>{formatPounds(price)}</span>
      </p>
      <button type="button" className={s.addToCart} onClick={onAdd}>
        Add to basket
      </button>
    </div>
  );
}
