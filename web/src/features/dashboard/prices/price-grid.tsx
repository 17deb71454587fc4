import type { AdminPriceGridQuery, AdminUpdateProductPricesMutation } from '../../../generated/graphql';
import { cellProblem, changedCells, draftOf, type PriceDraft, type PriceField, type PriceProduct } from '../price-rows';
import s from '../admin.module.css';
import p from './prices.module.css';

const COLUMNS: { field: PriceField; label: string; short: string }[] = [
  { field: 'salePrice', label: 'Sale price', short: 'Sale £' },
  { field: 'costPrice', label: 'Cost price', short: 'Cost £' },
  { field: 'wholeSalePrice', label: 'Wholesale price', short: 'Wholesale £' },
  { field: 'discountInAmount', label: 'Discount amount', short: 'Discount £' },
  { field: 'discountInPercent', label: 'Discount percent', short: 'Discount %' },
];
const LABELS: Record<PriceField, string> = Object.fromEntries(COLUMNS.map((c) => [c.field, c.label])) as Record<PriceField, string>;

export type Summary = AdminUpdateProductPricesMutation['updateProductPrices'];

/** One product being edited: as loaded, and as typed. Kept across pages and filters until saved. */
export interface Edit {
  product: PriceProduct;
  draft: PriceDraft;
}

/** The row the server refused on the last save, with its field when it named one. */
export interface Refusal {
  productId: number;
  field: PriceField | null;
  message: string;
}

const shown = (field: string, value: number | null | undefined) =>
  value === null || value === undefined ? '—' : field === 'discountInPercent' ? `${value}%` : `£${value.toFixed(2)}`;

/**
 * The grid: a row per product (name, code and brand; the server's refusal or a change made elsewhere
 * since the edit began) and an input per price, marked when changed or wrong.
 */
export function PriceGrid({
  products,
  edits,
  refused,
  busy,
  onType,
}: {
  products: AdminPriceGridQuery['products']['items'];
  edits: Map<number, Edit>;
  refused: Refusal | null;
  busy: boolean;
  onType: (product: PriceProduct, field: PriceField, text: string) => void;
}) {
  return (
    <div className={s.tableWrap} aria-busy={busy || undefined}>
      <table className={`${s.table} ${p.grid}`}>
        <thead>
          <tr>
            <th scope="col">Product</th>
            {COLUMNS.map((c) => (
              <th key={c.field} scope="col" className={s.numeric}>
                <abbr title={c.label}>{c.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {products.map((product) => {
            const edit = edits.get(product.id);
            const draft = edit?.draft ?? draftOf(product);
            const changed = edit ? changedCells(edit.product, draft) : [];
            const isRefused = refused?.productId === product.id;
            const stale =
              edit && (edit.product.salePrice !== product.salePrice || edit.product.discountInPercent !== product.discountInPercent);
            return (
              <tr
                key={product.id}
                className={isRefused ? p.refused : changed.length ? p.changedRow : undefined}
                aria-invalid={isRefused || undefined}
              >
                <th scope="row" className={p.product}>
                  <div className={p.productCell}>
                    <span className={p.name}>{product.name}</span>
                    <span className={p.code}>
                      {product.code}
                      {product.brand ? ` · ${product.brand.name}` : ''}
                    </span>
                    {isRefused && <span className={p.rowError}>{refused.message}</span>}
                    {stale && <span className={p.rowError}>Changed elsewhere since you started editing</span>}
                  </div>
                </th>
                {COLUMNS.map((c) => {
                  const problem = changed.includes(c.field) ? cellProblem(c.field, draft[c.field]) : '';
                  const bad = Boolean(problem) || (isRefused && refused.field === c.field);
                  return (
                    <td key={c.field} className={`${s.numeric} ${changed.includes(c.field) ? p.changedCell : ''}`}>
                      <input
                        className={`${s.input} ${p.cell}`}
                        inputMode={c.field === 'discountInPercent' ? 'numeric' : 'decimal'}
                        aria-label={`${c.label} for ${product.name}`}
                        aria-invalid={bad || undefined}
                        title={problem || undefined}
                        value={draft[c.field]}
                        onChange={(e) => onType(edit?.product ?? product, c.field, e.target.value)}
                      />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** What the save changed: per product, each field old → new. */
export function SaveSummary({ summary, onClose }: { summary: Summary; onClose: () => void }) {
  const changed = summary.rows.filter((row) => row.changed);
  return (
    <div className={p.summary} role="status">
      <div className={p.summaryHead}>
        <h2>
          Saved: {summary.changedCount} changed, {summary.unchangedCount} unchanged
        </h2>
        <button type="button" className={s.iconButton} aria-label="Close the summary" onClick={onClose}>
          ×
        </button>
      </div>
      {changed.length > 0 && (
        <ul>
          {changed.map((row) => (
            <li key={row.productId}>
              <strong>{row.name}</strong> <span className={p.code}>{row.code}</span>:{' '}
              {row.changes
                .map(
                  (change) =>
                    `${LABELS[change.field as PriceField] ?? change.field} ${shown(change.field, change.from)} → ${shown(change.field, change.to)}`,
                )
                .join('; ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
