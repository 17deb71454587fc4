import { SHIPPING_INFO_STORAGE_KEY, SHIPPING_STORAGE_KEY } from '../../config/constants';

/** The checkout's shipping info as this browser keeps it (a shipping info object saved locally: docs/api.md, checkout). */
export interface ShippingInfo {
  email: string;
  customerName: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
  /** tracked-1-2, tracked-2-4, signed-1-2 or signed-2-4; '' when none was chosen. */
  shippingMethod: string;
}

export const EMPTY_SHIPPING_INFO: ShippingInfo = {
  email: '',
  customerName: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postcode: '',
  shippingMethod: '',
};

const KEYS = Object.keys(EMPTY_SHIPPING_INFO) as (keyof ShippingInfo)[];

/** The stored object read field by field: anything missing or not text is left empty, so damage never breaks the form. */
export function parseShippingInfo(raw: string | null): ShippingInfo {
  const info = { ...EMPTY_SHIPPING_INFO };
  if (!raw) return info;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return info;
    for (const key of KEYS) {
      const field = (value as Record<string, unknown>)[key];
      if (typeof field === 'string') info[key] = field.slice(0, 200);
    }
  } catch {
    // Unreadable: start empty.
  }
  return info;
}

/** The saved shipping info, with the basket page's delivery choice (key `shipping`) when the checkout has none yet. */
export function readShippingInfo(): ShippingInfo {
  try {
    const info = parseShippingInfo(window.localStorage.getItem(SHIPPING_INFO_STORAGE_KEY));
    if (!info.shippingMethod) info.shippingMethod = window.localStorage.getItem(SHIPPING_STORAGE_KEY) ?? '';
    return info;
  } catch {
    return { ...EMPTY_SHIPPING_INFO };
  }
}

/** Keeps the shipping info (trimmed); the basket's `shipping` key follows the delivery chosen, in its own shape (the method). */
export function writeShippingInfo(info: ShippingInfo): void {
  const trimmed = Object.fromEntries(KEYS.map((key) => [key, info[key].trim()])) as unknown as ShippingInfo;
  try {
    window.localStorage.setItem(SHIPPING_INFO_STORAGE_KEY, JSON.stringify(trimmed));
    if (trimmed.shippingMethod) window.localStorage.setItem(SHIPPING_STORAGE_KEY, trimmed.shippingMethod);
  } catch {
    // Storage full or refused: the order still goes ahead.
  }
}
