import type { StoreInvoiceOrderFieldsFragment } from '../../generated/graphql';

/** Pounds as the API gives them (12.99) to whole pence, exactly. */
export const toPence = (pounds: number): number => Math.round(pounds * 100);

export interface VatBand {
  /** Per cent, e.g. 20. */
  rate: number;
  /** VAT included at that rate, in pence. */
  vatPence: number;
}

export interface InvoiceFigures {
  /** VAT included in the delivery charge: the order's VAT less its lines' VAT, in pence. */
  deliveryVatPence: number | null;
  /** VAT included in the total, in pence; null on orders placed before VAT was recorded. */
  vatPence: number | null;
  /** The total less its VAT, in pence. */
  netPence: number | null;
  /** VAT by rate, highest rate first (delivery counted at the standard rate). */
  bands: VatBand[];
}

const STANDARD_RATE = 20;

/**
 * The invoice's VAT figures from the order as the API keeps it (each line's VAT after its share of the
 * discount; the order's VAT including delivery at the standard rate), all in integer pence.
 */
export function invoiceFigures(order: Pick<StoreInvoiceOrderFieldsFragment, 'vat' | 'total' | 'lines'>): InvoiceFigures {
  if (order.vat == null || order.lines.some((l) => l.vat == null || l.vatRate == null)) {
    return {
      deliveryVatPence: null,
      vatPence: order.vat == null ? null : toPence(order.vat),
      netPence: order.vat == null ? null : toPence(order.total) - toPence(order.vat),
      bands: [],
    };
  }
  const vatPence = toPence(order.vat);
  const linesVat = order.lines.reduce((sum, l) => sum + toPence(l.vat!), 0);
  const deliveryVatPence = vatPence - linesVat;
  const byRate = new Map<number, number>();
  for (const l of order.lines) byRate.set(l.vatRate!, (byRate.get(l.vatRate!) ?? 0) + toPence(l.vat!));
  if (deliveryVatPence > 0) byRate.set(STANDARD_RATE, (byRate.get(STANDARD_RATE) ?? 0) + deliveryVatPence);
  const bands = [...byRate].map(([rate, v]) => ({ rate, vatPence: v })).sort((a, b) => b.rate - a.rate);
  return { deliveryVatPence, vatPence, netPence: toPence(order.total) - vatPence, bands };
}

/** 20 → '20%', 5 → '5%', 0 → '0%'. */
export const formatRate = (rate: number) => `${Number.isInteger(rate) ? rate : rate.toFixed(2)}%`;
