import { CHECKOUT_ATTEMPT_STORAGE_KEY, ORDER_CONFIRMATION_STORAGE_KEY } from '../../config/constants';
import { paths } from '../../config/paths';

/** A random key for placeOrder's idempotencyKey: crypto.randomUUID where the browser has it, else 32 random hex digits. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * This checkout attempt's idempotency key, made once and kept in session storage: a double click, a
 * retry or a refresh sends the same key, so the shop answers the first order and never makes a second.
 */
export function checkoutAttemptKey(): string {
  try {
    const kept = window.sessionStorage.getItem(CHECKOUT_ATTEMPT_STORAGE_KEY);
    if (kept && /^[A-Za-z0-9_-]{22,100}$/.test(kept)) return kept;
    const key = newKey();
    window.sessionStorage.setItem(CHECKOUT_ATTEMPT_STORAGE_KEY, key);
    return key;
  } catch {
    return newKey();
  }
}

/** The attempt is over (the order was placed, or the key belongs to another order): the next checkout gets a new key. */
export function endCheckoutAttempt(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_ATTEMPT_STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}

/** What the confirmation page shows of the order just placed. */
export interface OrderConfirmation {
  orderId: number;
  orderNumber: string;
  total: number;
  /** The VAT included in the total, in pounds (null when the API gave none). */
  vat: number | null;
  email: string;
  /** The storefront path of the order: a guest's carries the access token in its fragment (#t=...), never in a query. */
  orderPath: string;
  guest: boolean;
  payment: {
    /** 'bank-transfer' or 'card' (a card order's confirmation follows its payment: card-payment-status.tsx). */
    method: string;
    label: string;
    message: string;
    amount: number;
    reference: string;
    bankTransfer: { accountName: string | null; sortCode: string | null; accountNumber: string | null } | null;
  };
}

export function saveConfirmation(confirmation: OrderConfirmation): void {
  try {
    window.sessionStorage.setItem(ORDER_CONFIRMATION_STORAGE_KEY, JSON.stringify(confirmation));
  } catch {
    // Not kept: the page still shows it until a reload.
  }
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const textOrNull = (v: unknown): string | null => (isText(v) ? v : null);

/** The kept confirmation, or null when there is none or it is unreadable. */
export function parseConfirmation(raw: string | null): OrderConfirmation | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Record<string, unknown> | null;
    const p = v?.payment as Record<string, unknown> | undefined;
    if (
      !v ||
      !p ||
      !isNumber(v.orderId) ||
      !isText(v.orderNumber) ||
      !isNumber(v.total) ||
      !isText(v.orderPath) ||
      !v.orderPath.startsWith('/')
    )
      return null;
    const bank = p.bankTransfer as Record<string, unknown> | null | undefined;
    return {
      orderId: v.orderId,
      orderNumber: v.orderNumber,
      total: v.total,
      vat: isNumber(v.vat) ? v.vat : null,
      email: isText(v.email) ? v.email : '',
      orderPath: v.orderPath,
      guest: v.guest === true,
      payment: {
        method: isText(p.method) ? p.method : 'bank-transfer',
        label: isText(p.label) ? p.label : 'Bank transfer',
        message: isText(p.message) ? p.message : '',
        amount: isNumber(p.amount) ? p.amount : v.total,
        reference: isText(p.reference) ? p.reference : v.orderNumber,
        bankTransfer: bank
          ? {
              accountName: textOrNull(bank.accountName),
              sortCode: textOrNull(bank.sortCode),
              accountNumber: textOrNull(bank.accountNumber),
            }
          : null,
      },
    };
  } catch {
    return null;
  }
}

export function readConfirmation(): OrderConfirmation | null {
  try {
    return parseConfirmation(window.sessionStorage.getItem(ORDER_CONFIRMATION_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** The guest access token in an order path's fragment (/order/41#t=...), or null (a customer's order needs none). */
export function accessTokenOf(orderPath: string): string | null {
  const m = /#t=([^&]+)/.exec(orderPath);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return null;
  }
}

/**
 * A card order's confirmation page, naming the order and, for a guest, carrying its access token in the
 * fragment (never in the query, so no log keeps it): the page follows the payment even where this tab's
 * session storage is gone.
 */
export function cardConfirmationPath(orderId: number, accessToken: string | null): string {
  return `${paths.checkoutConfirmation}?order=${orderId}${accessToken ? `#t=${encodeURIComponent(accessToken)}` : ''}`;
}

/** Where Stripe sends the shopper once a card payment is done (confirmPayment's return_url): that page, in full. */
export function cardReturnUrl(orderId: number, accessToken: string | null): string {
  return new URL(cardConfirmationPath(orderId, accessToken), window.location.origin).href;
}
