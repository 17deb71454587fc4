import { useId } from 'react';
import type { AdminOrderQuery } from '../../../generated/graphql';
import { formatPounds } from '../../../lib/order-words';
import { formatPoints } from '../../../lib/format';
import { canRefund, type RefundTarget } from './refund-values';
import s from '../admin.module.css';
import o from './orders.module.css';

type Order = AdminOrderQuery['order'];

/**
 * The order's items and totals. While the order can be refunded, each line with something left to
 * refund has a Refund action and the panel ends with "Refund whole order"; a line's refunded quantity
 * shows under its quantity, and what was refunded so far under the total.
 */
export function OrderLines({ order, onRefund }: { order: Order; onRefund: (target: RefundTarget) => void }) {
  const titleId = useId();
  const refundable = canRefund(order);
  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={o.panelTitle}>
        Items
      </h2>
      {/* Focusable so a keyboard can scroll it sideways on a phone. */}
      <div className={s.tableWrap} tabIndex={0} role="group" aria-labelledby={titleId}>
        <table className={`${s.table} ${o.lines}`}>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className={o.wide}>
                Code
              </th>
              <th scope="col" className={s.numeric}>
                Quantity
              </th>
              <th scope="col" className={s.numeric}>
                Unit price
              </th>
              <th scope="col" className={s.numeric}>
                Line total
              </th>
              {refundable && (
                <th scope="col" className={o.lineAction}>
                  <span className="visually-hidden">Refund</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => {
              const left = line.quantity - line.refundedQuantity;
              return (
                <tr key={line.id}>
                  <td>
                    {line.productName}
                    <span className={o.narrow}>{line.productCode}</span>
                  </td>
                  <td className={o.wide}>{line.productCode}</td>
                  <td className={s.numeric}>
                    {line.quantity}
                    {line.refundedQuantity > 0 && (
                      <span className={o.refunded}>{left === 0 ? 'Refunded' : `${line.refundedQuantity} refunded`}</span>
                    )}
                  </td>
                  <td className={s.numeric}>{formatPounds(line.unitPrice)}</td>
                  <td className={s.numeric}>{formatPounds(line.lineTotal)}</td>
                  {refundable && (
                    <td className={o.lineAction}>
                      {left > 0 && (
                        <button
                          type="button"
                          className={s.secondary}
                          aria-label={`Refund ${line.productName}`}
                          onClick={() => onRefund({ kind: 'line', lineId: line.id })}
                        >
                          Refund
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <dl className={`${o.facts} ${o.totals}`} aria-label="Totals">
        <dt>Subtotal</dt>
        <dd>{formatPounds(order.subtotal)}</dd>
        <dt>Discount</dt>
        <dd>{order.discount > 0 ? `−${formatPounds(order.discount)}` : formatPounds(0)}</dd>
        {order.pointsSpent > 0 && (
          <>
            <dt>Reward points ({formatPoints(order.pointsSpent)})</dt>
            <dd>−{formatPounds(order.pointsDiscount)}</dd>
          </>
        )}
        <dt>Delivery</dt>
        <dd>{order.shipping > 0 ? formatPounds(order.shipping) : 'Free'}</dd>
        <dt className={o.grand}>Total (VAT included)</dt>
        <dd className={o.grand}>{formatPounds(order.total)}</dd>
        {order.refunded > 0 && (
          <>
            <dt>Refunded so far{order.shippingRefunded && order.shipping > 0 ? ' (delivery included)' : ''}</dt>
            <dd>−{formatPounds(order.refunded)}</dd>
          </>
        )}
      </dl>
      {refundable && (
        <div className={o.refundActions}>
          <p className={s.hint}>
            {order.paymentMethod === 'card'
              ? 'Refunds go back to the card through Stripe.'
              : 'Paid by bank transfer: a refund here records what you send back yourself.'}
          </p>
          <button type="button" className={s.secondary} onClick={() => onRefund({ kind: 'whole' })}>
            Refund whole order
          </button>
        </div>
      )}
    </section>
  );
}
