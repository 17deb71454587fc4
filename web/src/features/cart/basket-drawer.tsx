import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { AddedToBasket } from '../../lib/added-to-basket';
import { basketItems, basketSubtotal, lineTotal } from '../../lib/basket-storage';
import { formatPounds } from '../../lib/money';
import { useBasket } from '../../lib/use-basket';
import { useModalDialog } from '../../components/ui/use-modal-dialog';
import s from './basket-drawer.module.css';
import { DeliveryNudge } from './delivery-nudge';

/** Other lines shown under the one just added; the rest are counted. */
const OTHERS_SHOWN = 3;

/**
 * The mini-basket that opens when something is added: the line just added, the rest of the basket, its
 * subtotal, what is left to spend for free delivery and when it would be dispatched, and the ways on (Checkout, View basket, or carry on
 * shopping). A native modal dialog: focus stays inside, Escape or a press outside the panel closes it,
 * and the focus goes back to the button that added.
 */
export function BasketDrawer({ added, open, onClose }: { added: AddedToBasket; open: boolean; onClose: () => void }) {
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  const lines = useBasket() ?? [];
  const line = lines.find((l) => l.productId === added.productId);
  const others = lines.filter((l) => l.productId !== added.productId);
  const subtotal = basketSubtotal(lines);
  const items = basketItems(lines);
  const close = () => ref.current?.close();

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes it; Escape does so from the keyboard
    <dialog
      ref={ref}
      className={s.drawer}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={s.panel}>
        <div className={s.head}>
          <h2 id={titleId}>Added to your basket</h2>
          <button type="button" className={s.close} onClick={close} aria-label="Close">
            ×
          </button>
        </div>
        {line && (
          <div className={s.added}>
            {line.productPicture ? (
              <img src={paths.upload('products', line.productPicture)} alt="" width={72} height={72} />
            ) : (
              <span className={s.noPicture} aria-hidden="true" />
            )}
            <p>
              <span className={s.name}>{line.productName}</span>
              <span className={s.soft}>Quantity {line.quantity}</span>
              <span className={s.price}>{formatPounds(lineTotal(line))}</span>
            </p>
          </div>
        )}
        {others.length > 0 && (
          <div className={s.others}>
            <h3>Also in your basket</h3>
            <ul>
              {others.slice(0, OTHERS_SHOWN).map((l) => (
                <li key={l.productId}>
                  <span>
                    {l.quantity} × {l.productName}
                  </span>
                  <span>{formatPounds(lineTotal(l))}</span>
                </li>
              ))}
            </ul>
            {others.length > OTHERS_SHOWN && (
              <p className={s.soft}>
                and {others.length - OTHERS_SHOWN} more {others.length - OTHERS_SHOWN === 1 ? 'product' : 'products'}
              </p>
            )}
          </div>
        )}
        <p className={s.subtotal}>
          <span>
            Subtotal ({items} {items === 1 ? 'item' : 'items'})
          </span>
          <span>{formatPounds(subtotal)}</span>
        </p>
        <DeliveryNudge subtotal={subtotal} />
        <div className={s.actions}>
          {/* Loaded as a page of its own: the checkout's CSP lets Stripe.js in (docs/storefront.md). */}
          <Link to={paths.checkout} className={s.primary} onClick={close} reloadDocument>
            Checkout
          </Link>
          <Link to={paths.cart} className={s.secondary} onClick={close}>
            View basket
          </Link>
          <button type="button" className={s.link} onClick={close}>
            Continue shopping
          </button>
        </div>
      </div>
    </dialog>
  );
}
