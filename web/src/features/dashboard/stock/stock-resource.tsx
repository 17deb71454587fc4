import { Link } from 'react-router-dom';
import * as docs from '../../../generated/graphql';
import { dashboardPaths } from '../../../config/paths';
import { defineResource, type OptionSet } from '../resource';
import { formatDate } from '../../../lib/format';
import s from '../admin.module.css';
import k from './stock.module.css';
import { requiredMessage } from '../../../lib/form-rules';

/** Rows orders write (placing one: 'sold'; cancel, refund or delete: 'returned'): staff cannot change them here. */
export const ORDER_REASONS = ['sold', 'returned'];

/** The reasons staff record, as the API's stock ledger accepts them. */
export const STAFF_REASONS = [
  { value: 'received', label: 'Received: a delivery, adds stock' },
  { value: 'adjusted', label: 'Adjusted: a correction, up or down' },
  { value: 'counted', label: 'Counted: the difference a stock count found' },
];

/** The products a movement can be for: a long list, so the form's select searches it by name. */
const products: OptionSet = {
  list: docs.AdminStockProductsDocument as never,
  rows: (data) => (data as docs.AdminStockProductsQuery).products as never,
  nameOf: (row) => `${String(row.name)} (${String(row.code)})`,
  defaultSort: 'name',
  fallback: { many: 'products' },
};

/** +10 and −3: the sign always shown, a true minus sign. */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${Math.abs(n)}` : '0');

/**
 * The stock ledger ("stock" data set): every movement of a product's stock, newest first. Each one
 * changes the product's saleable stock in its transaction (docs/architecture.md); the 'sold' and 'returned'
 * rows orders write are read-only.
 */
export const stockResource = defineResource({
  path: 'stock',
  title: 'Stock',
  one: 'stock movement',
  group: 'Catalogue',
  aliases: ['stock movements'],
  list: docs.AdminStockMovementsDocument,
  field: 'stockMovements',
  create: docs.AdminCreateStockMovementDocument,
  update: docs.AdminUpdateStockMovementDocument,
  remove: docs.AdminDeleteStockMovementDocument,
  nameOf: (row) =>
    `${row.reason} ${signed(row.quantity)} of ${row.product?.name ?? `product ${row.productId}`} on ${formatDate(row.createdAt)}`,
  fallback: { many: 'admin stocks', one: 'admin stocks' },
  deleteNote: "Its quantity is taken back off the product's stock.",
  readOnly: (row) => ORDER_REASONS.includes(row.reason),
  columns: [
    { label: 'Date', sort: 'createdAt', value: (r) => <span className={k.nowrap}>{formatDate(r.createdAt)}</span> },
    {
      label: 'Product',
      value: (r) =>
        r.product ? (
          <span className={k.product}>
            <span>{r.product.name}</span>
            <span className={k.soft}>
              {r.product.code} · {r.product.stockQuantity} in stock now
            </span>
          </span>
        ) : (
          `Product ${r.productId}`
        ),
    },
    {
      label: 'Reason',
      sort: 'reason',
      value: (r) => <span className={ORDER_REASONS.includes(r.reason) ? s.pillOff : k.reason}>{r.reason}</span>,
    },
    { label: 'Quantity', sort: 'quantity', numeric: true, value: (r) => signed(r.quantity) },
    { label: 'Batch', value: (r) => <span className={k.nowrap}>{r.batchNumber}</span> },
    {
      label: 'Expiry',
      sort: 'expiryDate',
      value: (r) => (r.expiryDate ? <span className={k.nowrap}>{formatDate(r.expiryDate)}</span> : ''),
    },
    { label: 'Location', value: (r) => r.productLocation?.name },
    {
      label: 'Note',
      value: (r) => (
        <>
          {r.note}
          {r.orderId != null && (
            <>
              {' '}
              <Link to={dashboardPaths.order(r.orderId)}>View order</Link>
            </>
          )}
        </>
      ),
    },
  ],
  fields: [
    {
      name: 'productId',
      label: 'Product',
      kind: 'ref',
      required: requiredMessage('Product'),
      source: { resource: products, search: true },
      labelOf: (r) => (r.product ? `${r.product.name} (${r.product.code})` : null),
    },
    {
      name: 'reason',
      label: 'Reason',
      kind: 'select',
      options: STAFF_REASONS,
      defaultValue: 'received',
      required: requiredMessage('Reason'),
    },
    {
      name: 'quantity',
      label: 'Quantity',
      kind: 'number',
      required: requiredMessage('Quantity'),
      hint: "Signed: 5 adds five, -2 takes two away; 'received' is above 0",
    },
    { name: 'productLocationId', label: 'Location', kind: 'ref', source: { resource: 'product-locations' } },
    { name: 'batchNumber', label: 'Batch number', kind: 'text', hint: "'Received' only: the supplier's lot number" },
    { name: 'expiryDate', label: 'Expiry date', kind: 'date', hint: "'Received' only" },
    { name: 'note', label: 'Note', kind: 'textarea' },
  ],
});
