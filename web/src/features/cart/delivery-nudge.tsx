import { DispatchPromiseText, useDispatchPromise } from '../../components/dispatch-promise/dispatch-promise';
import { spendForFreeDelivery } from '../../lib/free-delivery';
import { formatPounds } from '../../lib/money';
import s from './basket-drawer.module.css';

/**
 * The mini-basket's delivery lines: what is left to spend for free UK delivery (the server's threshold once
 * known) and when an order placed now is dispatched ('Order within 3 h 12 m for dispatch today').
 */
export function DeliveryNudge({ subtotal }: { subtotal: number }) {
  const promise = useDispatchPromise();
  const toFree = spendForFreeDelivery(subtotal, promise?.freeDeliveryOver);
  return (
    <>
      <p className={toFree > 0 ? s.nudge : s.free}>
        {toFree > 0 ? `Spend ${formatPounds(toFree)} more for free UK delivery` : 'Your basket qualifies for free UK delivery'}
      </p>
      {promise && (
        <p className={s.promise}>
          <DispatchPromiseText />
        </p>
      )}
    </>
  );
}
