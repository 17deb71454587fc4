/**
 * The prices grid's editing rules, apart from the screen: a row's cells as typed, the discount's amount
 * and percent kept consistent as the server keeps them (the one typed decides the other; a new sale
 * price keeps the percent unless the amount was typed), and the rows to send (only what changed).
 */

export interface PriceProduct {
  id: number;
  code: string;
  name: string;
  salePrice: number;
  costPrice?: number | null;
  wholeSalePrice?: number | null;
  discountInAmount: number;
  discountInPercent: number;
}

export type PriceField = 'salePrice' | 'costPrice' | 'wholeSalePrice' | 'discountInAmount' | 'discountInPercent';

/** A row's cells as the user typed them (text), and which discount cell they typed last. */
export interface PriceDraft {
  salePrice: string;
  costPrice: string;
  wholeSalePrice: string;
  discountInAmount: string;
  discountInPercent: string;
  discountBy: 'amount' | 'percent' | null;
}

/** What the API's ProductPriceInput takes. */
export interface PriceRowInput {
  productId: number;
  salePrice?: number;
  costPrice?: number | null;
  wholeSalePrice?: number | null;
  discountInAmount?: number;
  discountInPercent?: number;
}

const money = (value: number | null | undefined) => (value === null || value === undefined ? '' : value.toFixed(2));
const roundPence = (pounds: number) => Math.round(pounds * 100) / 100;

/** A number the user typed, or null when the cell is empty; NaN when it is not a number. */
export function parseCell(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function draftOf(product: PriceProduct): PriceDraft {
  return {
    salePrice: money(product.salePrice),
    costPrice: money(product.costPrice),
    wholeSalePrice: money(product.wholeSalePrice),
    discountInAmount: money(product.discountInAmount),
    discountInPercent: String(product.discountInPercent),
    discountBy: null,
  };
}

/** The draft after the user types `text` into one cell, the other discount cell following. */
export function editCell(draft: PriceDraft, field: PriceField, text: string): PriceDraft {
  const next: PriceDraft = { ...draft, [field]: text };
  if (field === 'discountInAmount') next.discountBy = 'amount';
  if (field === 'discountInPercent') next.discountBy = 'percent';
  const price = parseCell(next.salePrice);
  if (price === null || Number.isNaN(price)) return next;
  if (next.discountBy === 'amount' && (field === 'discountInAmount' || field === 'salePrice')) {
    const amount = parseCell(next.discountInAmount);
    if (amount !== null && !Number.isNaN(amount)) next.discountInPercent = String(price > 0 ? Math.round((amount * 100) / price) : 0);
  } else if (field === 'discountInPercent' || field === 'salePrice') {
    const percent = parseCell(next.discountInPercent);
    if (percent !== null && !Number.isNaN(percent)) next.discountInAmount = roundPence((price * percent) / 100).toFixed(2);
  }
  return next;
}

/** The cells of the draft that differ from the product as loaded. */
export function changedCells(product: PriceProduct, draft: PriceDraft): PriceField[] {
  const original = draftOf(product);
  const fields: PriceField[] = ['salePrice', 'costPrice', 'wholeSalePrice', 'discountInAmount', 'discountInPercent'];
  return fields.filter((field) => {
    const a = parseCell(original[field]);
    const b = parseCell(draft[field]);
    return Number.isNaN(b) || a !== b;
  });
}

/** A cell's problem before anything is sent ('' when fine). */
export function cellProblem(field: PriceField, text: string): string {
  const value = parseCell(text);
  if (Number.isNaN(value)) return field === 'discountInPercent' ? 'Enter a whole percent' : 'Enter an amount in pounds, e.g. 12.99';
  if (value === null) return field === 'salePrice' ? 'Sale price is required' : '';
  if (field === 'discountInPercent' && (!Number.isInteger(value) || value > 100)) return 'Enter a whole percent from 0 to 100';
  if (field !== 'discountInPercent' && !/^\d+(\.\d{1,2})?$/.test(text.trim())) return 'Use at most two decimals';
  return '';
}

/** The row to send for a changed product: only the fields that changed, the discount by the cell typed last. */
export function rowInput(product: PriceProduct, draft: PriceDraft): PriceRowInput | null {
  const changed = changedCells(product, draft);
  if (changed.length === 0) return null;
  const row: PriceRowInput = { productId: product.id };
  const value = (field: PriceField) => parseCell(draft[field]);
  if (changed.includes('salePrice')) row.salePrice = value('salePrice') ?? 0;
  if (changed.includes('costPrice')) row.costPrice = value('costPrice');
  if (changed.includes('wholeSalePrice')) row.wholeSalePrice = value('wholeSalePrice');
  if (changed.includes('discountInAmount') || changed.includes('discountInPercent')) {
    if (draft.discountBy === 'amount') row.discountInAmount = value('discountInAmount') ?? 0;
    else row.discountInPercent = value('discountInPercent') ?? 0;
  }
  return row;
}

/** 'Row 3 (PRD-0003): …' or the field rows.2.salePrice: the index of the row the server refused. */
export function refusedRowIndex(message: string, field: string | undefined): number | null {
  const fromField = field ? /^rows\.(\d+)/.exec(field) : null;
  if (fromField) return Number(fromField[1]);
  const fromMessage = /^Row (\d+)\b/.exec(message);
  return fromMessage ? Number(fromMessage[1]) - 1 : null;
}

/** The refused field (salePrice, …) the error's field names, if any. */
export function refusedField(field: string | undefined): PriceField | null {
  const match = field ? /^rows\.\d+\.(\w+)$/.exec(field) : null;
  return match ? (match[1] as PriceField) : null;
}

/** A discount amount above the sale price ('' when fine): refused before anything is sent. */
export function discountProblem(draft: Pick<PriceDraft, 'salePrice' | 'discountInAmount'>): string {
  const price = parseCell(draft.salePrice);
  const amount = parseCell(draft.discountInAmount);
  return price !== null && amount !== null && !Number.isNaN(price) && amount > price
    ? 'Discount amount cannot be more than the sale price'
    : '';
}

/** The row's problems before anything is sent: each changed cell's, and a discount above the sale price. */
export function rowProblems(product: PriceProduct, draft: PriceDraft): string[] {
  const problems = changedCells(product, draft)
    .map((field) => cellProblem(field, draft[field]))
    .filter(Boolean);
  const discount = discountProblem(draft);
  return discount ? [discount] : problems;
}
