import type { StoreInvoiceOrderFieldsFragment, StoreInvoiceShopFieldsFragment } from '../../generated/graphql';
import { formatRate, invoiceFigures, toPence } from './invoice-figures';
import { formatDate, formatPoints } from '../../lib/format';
import { formatPounds, shippingMethodLabel } from '../../lib/order-words';
import v from './invoice.module.css';
import { PostalAddress } from '../../components/order/postal-address';

const pence = (p: number) => formatPounds(p / 100);

/**
 * An order's VAT invoice as a printable document: the shop's company details from Settings, the
 * invoice (= order) number and date, the customer and address, each line with quantity, unit price,
 * line total, VAT rate and VAT, then discount, delivery, total and the VAT included, to the penny.
 */
export function Invoice({ order, shop }: { order: StoreInvoiceOrderFieldsFragment; shop: StoreInvoiceShopFieldsFragment }) {
  const figures = invoiceFigures(order);
  return (
    <article className={v.invoice} data-print-document aria-labelledby="invoice-title">
      <div className={v.top}>
        <div>
          <h1 id="invoice-title">VAT invoice</h1>
          <dl className={v.facts}>
            <dt>Invoice number</dt>
            <dd>{order.orderNumber}</dd>
            <dt>Invoice date</dt>
            <dd>{formatDate(order.createdAt)}</dd>
            <dt>Order number</dt>
            <dd>{order.orderNumber}</dd>
          </dl>
        </div>
        <PostalAddress
          className={v.shop}
          label="Seller"
          lines={[
            <strong key="name">{shop.shopName}</strong>,
            shop.addressLine1,
            shop.addressLine2,
            shop.city,
            shop.postcode,
            shop.companyNumber && `Company number ${shop.companyNumber}`,
            shop.vatNumber && `VAT number ${shop.vatNumber}`,
            shop.contactEmail,
          ]}
        />
      </div>

      <div className={v.parties}>
        <section aria-labelledby="invoice-customer">
          <h2 id="invoice-customer">Invoice to</h2>
          <PostalAddress lines={[order.customerName, order.addressLine1, order.addressLine2, order.city, order.postcode, order.email]} />
        </section>
        <section aria-labelledby="invoice-delivery">
          <h2 id="invoice-delivery">Delivery</h2>
          <p>{shippingMethodLabel(order.shippingMethod)}</p>
        </section>
      </div>

      <table className={v.table}>
        <caption className="visually-hidden">Items</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className={v.num}>
              Qty
            </th>
            <th scope="col" className={v.num}>
              Unit price
            </th>
            <th scope="col" className={v.num}>
              Line total
            </th>
            <th scope="col" className={v.num}>
              VAT rate
            </th>
            <th scope="col" className={v.num}>
              VAT
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {line.productName}
                <br />
                <small>Code {line.productCode}</small>
              </th>
              <td className={v.num}>{line.quantity}</td>
              <td className={v.num}>{pence(toPence(line.unitPrice))}</td>
              <td className={v.num}>{pence(toPence(line.lineTotal))}</td>
              <td className={v.num}>{line.vatRate == null ? 'Not recorded' : formatRate(line.vatRate)}</td>
              <td className={v.num}>{line.vat == null ? 'Not recorded' : pence(toPence(line.vat))}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className={v.totals} aria-label="Totals">
        <dt>Subtotal</dt>
        <dd>{pence(toPence(order.subtotal))}</dd>
        {order.discount > 0 && (
          <>
            <dt>Discount</dt>
            <dd>−{pence(toPence(order.discount))}</dd>
          </>
        )}
        {order.pointsSpent > 0 && (
          <>
            <dt>Reward points ({formatPoints(order.pointsSpent)})</dt>
            <dd>−{pence(toPence(order.pointsDiscount))}</dd>
          </>
        )}
        <dt>Delivery</dt>
        <dd>{order.shipping === 0 ? 'Free' : pence(toPence(order.shipping))}</dd>
        <dt className={v.grand}>Total</dt>
        <dd className={v.grand}>{pence(toPence(order.total))}</dd>
        {figures.vatPence !== null && (
          <>
            <dt>VAT included</dt>
            <dd>{pence(figures.vatPence)}</dd>
          </>
        )}
        {figures.netPence !== null && (
          <>
            <dt>Total excluding VAT</dt>
            <dd>{pence(figures.netPence)}</dd>
          </>
        )}
        {figures.deliveryVatPence !== null && order.shipping > 0 && (
          <>
            <dt>of which VAT on delivery (20%)</dt>
            <dd>{pence(figures.deliveryVatPence)}</dd>
          </>
        )}
      </dl>

      {figures.bands.length > 0 && (
        <table className={`${v.table} ${v.bands}`}>
          <caption>VAT summary</caption>
          <thead>
            <tr>
              <th scope="col">Rate</th>
              <th scope="col" className={v.num}>
                VAT
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.bands.map((band) => (
              <tr key={band.rate}>
                <td>{formatRate(band.rate)}</td>
                <td className={v.num}>{pence(band.vatPence)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <p className={v.note}>
        Prices are in pounds (GBP) and include VAT. Line VAT is worked out after each line's share of any discount
        {order.pointsSpent > 0 ? ' and of the reward points' : ''}.
        {order.paymentMethod === 'bank-transfer' && ' Payment by bank transfer, with the order number as the reference.'}
        {order.status === 'pending' && ' Payment not yet received.'}
      </p>
    </article>
  );
}
