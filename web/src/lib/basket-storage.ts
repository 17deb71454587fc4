import { BASKET_STORAGE_KEY } from '../config/constants';
import { formatPounds } from './money';
import { BASKET_CHANGE_EVENT, isCount, readStoredBasket } from './basket-count';
import { announceAddedToBasket } from './added-to-basket';
import { shopperPrice } from './shopper-price';

export { BASKET_CHANGE_EVENT, basketItemCount } from './basket-count';

/**
 * A basket line as this browser keeps it (the legacy cart item: productName, productId, price,
 * productPicture, quantity), plus what the basket page shows and prices delivery with.
 */
export interface BasketLine {
  productId: number;
  productName: string;
  /** The price the shopper pays for one, in pounds (the discounted price). */
  price: number;
  /** The main image's file name under /uploads/products/, or null. */
  productPicture: string | null;
  quantity: number;
  /** For the link back to the product page. */
  productSlug: string;
  /** The original price in pounds, to show the saving when there is one. */
  salePrice: number;
  /** Saleable stock when the line was last read from the server. */
  stockQuantity: number;
  /** Shipping weight of one, in grams. */
  weightGrams: number;
}

const isMoney = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

function parseLine(value: unknown): BasketLine | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!isCount(v.productId) || !isCount(v.quantity) || typeof v.productName !== 'string' || !isMoney(v.price)) return null;
  return {
    productId: v.productId,
    productName: v.productName,
    price: v.price,
    productPicture: typeof v.productPicture === 'string' && v.productPicture ? v.productPicture : null,
    quantity: v.quantity,
    productSlug: typeof v.productSlug === 'string' ? v.productSlug : '',
    salePrice: isMoney(v.salePrice) ? v.salePrice : v.price,
    stockQuantity: typeof v.stockQuantity === 'number' && Number.isInteger(v.stockQuantity) ? v.stockQuantity : 0,
    weightGrams: typeof v.weightGrams === 'number' && Number.isInteger(v.weightGrams) && v.weightGrams >= 0 ? v.weightGrams : 0,
  };
}

/** The stored basket's lines; unreadable lines are left out, so a damaged entry never breaks the page. */
export function parseBasket(raw: string | null): BasketLine[] {
  if (!raw) return [];
  try {
    const lines: unknown = JSON.parse(raw);
    if (!Array.isArray(lines)) return [];
    const seen = new Set<number>();
    return lines.map(parseLine).filter((line): line is BasketLine => {
      if (!line || seen.has(line.productId)) return false;
      seen.add(line.productId);
      return true;
    });
  } catch {
    return [];
  }
}

export function readBasket(): BasketLine[] {
  return parseBasket(readStoredBasket());
}

/** Stores the lines and tells this tab's listeners (the header count, the basket page). */
export function writeBasket(lines: BasketLine[]): void {
  try {
    window.localStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // Storage full or refused: the basket stays as it was.
  }
  window.dispatchEvent(new Event(BASKET_CHANGE_EVENT));
}

/** Adding a product already in the basket replaces its line (docs/storefront.md), in the same place. */
export function withLine(lines: BasketLine[], line: BasketLine): BasketLine[] {
  const at = lines.findIndex((l) => l.productId === line.productId);
  return at < 0 ? [...lines, line] : lines.map((l, i) => (i === at ? line : l));
}

/** A line's quantity changed: never below 1 (remove takes a line out). */
export function withQuantity(lines: BasketLine[], productId: number, quantity: number): BasketLine[] {
  const q = Math.max(1, Math.floor(quantity) || 1);
  return lines.map((l) => (l.productId === productId ? { ...l, quantity: q } : l));
}

/** Removal filters the line out. */
export const withoutLine = (lines: BasketLine[], productId: number): BasketLine[] => lines.filter((l) => l.productId !== productId);

export const addToBasket = (line: BasketLine) => writeBasket(withLine(readBasket(), line));

/** A line's total in pounds, counted in pence so it never shows 0.30000000000000004. */
export const lineTotal = (line: Pick<BasketLine, 'price' | 'quantity'>): number => (Math.round(line.price * 100) * line.quantity) / 100;

/** The lines' total in pounds, summed in pence. */
export const basketSubtotal = (lines: BasketLine[]): number =>
  lines.reduce((pence, l) => pence + Math.round(l.price * 100) * l.quantity, 0) / 100;

/** How many items the lines hold (quantities added up). */
export const basketItems = (lines: readonly Pick<BasketLine, 'quantity'>[]): number => lines.reduce((n, l) => n + l.quantity, 0);

export const basketWeightGrams = (lines: BasketLine[]): number => lines.reduce((g, l) => g + l.weightGrams * l.quantity, 0);

/** What the server says about a product of the basket now; null when it is no longer sold. */
export interface FreshProduct {
  name: string;
  slug: string;
  price: number;
  salePrice: number;
  stockQuantity: number;
  weightGrams: number;
  picture: string | null;
}

export interface BasketChange {
  productId: number;
  message: string;
}

/**
 * The basket brought up to date with the server's prices and stock: a product no longer sold leaves the
 * basket, one out of stock stays (it cannot be checked out) and a quantity above the stock comes down to
 * it. Each change is said in words for the notice on the basket page.
 */
export function reconcileBasket(
  lines: BasketLine[],
  fresh: Map<number, FreshProduct | null>,
): { lines: BasketLine[]; changes: BasketChange[] } {
  const changes: BasketChange[] = [];
  const out: BasketLine[] = [];
  for (const line of lines) {
    if (!fresh.has(line.productId)) {
      out.push(line);
      continue;
    }
    const now = fresh.get(line.productId);
    if (!now) {
      changes.push({
        productId: line.productId,
        message: `${line.productName} is no longer available and has been removed from your basket.`,
      });
      continue;
    }
    const next: BasketLine = {
      ...line,
      productName: now.name,
      productSlug: now.slug,
      price: now.price,
      salePrice: now.salePrice,
      stockQuantity: now.stockQuantity,
      weightGrams: now.weightGrams,
      productPicture: now.picture,
    };
    if (Math.round(now.price * 100) !== Math.round(line.price * 100)) {
      changes.push({
        productId: line.productId,
        message: `The price of ${now.name} has changed from ${formatPounds(line.price)} to ${formatPounds(now.price)}.`,
      });
    }
    if (now.stockQuantity <= 0) {
      if (line.stockQuantity > 0) changes.push({ productId: line.productId, message: `${now.name} is now out of stock.` });
    } else if (line.quantity > now.stockQuantity) {
      next.quantity = now.stockQuantity;
      changes.push({
        productId: line.productId,
        message: `Only ${now.stockQuantity} of ${now.name} ${now.stockQuantity === 1 ? 'is' : 'are'} left: the quantity is now ${now.stockQuantity}.`,
      });
    }
    out.push(next);
  }
  return { lines: out, changes };
}

/** What adding one more of a product needs to know of it (a card's or a wishlist row's product). */
type BasketProduct = Parameters<typeof shopperPrice>[0] & {
  id: number;
  name: string;
  slug: string;
  salePrice: number;
  gallery: readonly string[];
  stockQuantity: number;
  shippingWeightGrams: number;
};

/** One more of the product in the basket (at most its stock), then the basket drawer: a card's Add to basket and the wishlist's Move to basket. */
export function addOneMore(product: BasketProduct): void {
  const already = readBasket().find((line) => line.productId === product.id)?.quantity ?? 0;
  const quantity = Math.min(already + 1, product.stockQuantity);
  addToBasket({
    productId: product.id,
    productName: product.name,
    productSlug: product.slug,
    price: shopperPrice(product),
    salePrice: product.salePrice,
    productPicture: product.gallery[0] ?? null,
    quantity,
    stockQuantity: product.stockQuantity,
    weightGrams: product.shippingWeightGrams,
  });
  announceAddedToBasket({ productId: product.id, quantity, productName: product.name });
}
