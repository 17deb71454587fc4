/** Basket and checkout: the currency chooser's approximate prices are never what is charged (docs/storefront.md). */
export const CHARGED_IN_POUNDS = "You'll be charged in pounds (GBP).";

/** The order statuses the API knows, in the order an order moves through them, with the words staff read. */
export const ORDER_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
  { value: 'dispatched', label: 'Dispatched' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'refunded', label: 'Refunded' },
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number]['value'];

export const isOrderStatus = (value: unknown): value is OrderStatus => ORDER_STATUSES.some((s) => s.value === value);

/** History entries that are not statuses: a customer's return request, a refund of some lines (events, not statuses). */
const EVENT_LABELS: Record<string, string> = { 'return-requested': 'Return requested', 'part-refunded': 'Partly refunded' };

/** 'Pending' for 'pending', 'Return requested' for that event; anything else as the server wrote it. */
export const statusLabel = (status: string): string =>
  ORDER_STATUSES.find((s) => s.value === status)?.label ?? EVENT_LABELS[status] ?? status;

/** What moving an order into a status also does, said beside the choice. */
export const STATUS_EFFECTS: Partial<Record<OrderStatus, string>> = {
  dispatched: "Dispatching needs the carrier's tracking number.",
  cancelled: "Cancelling puts the order's goods back into stock; the order is then closed.",
  refunded:
    "Setting refunded here moves no money: it records a refund made elsewhere, puts the order's goods back into stock and closes the order. To refund through Stripe, or some lines only, use Refund on the items.",
};

/** The carrier services checkout offers (the API's shippingMethod codes), as the basket names them. */
const SHIPPING_METHODS: Record<string, string> = {
  'tracked-1-2': 'Tracked with email updates, 1-2 business days',
  'tracked-2-4': 'Tracked with email updates, 2-4 days',
  'signed-1-2': 'Tracked and signed for, 1-2 business days',
  'signed-2-4': 'Tracked and signed for, 2-4 days',
};

export const shippingMethodLabel = (method: string): string => SHIPPING_METHODS[method] ?? method;

/** Carriers offered as suggestions when dispatching; any other may be typed. */
export const CARRIERS = ['Royal Mail', 'Parcelforce', 'DPD', 'Evri', 'DHL', 'UPS'];

export { formatPounds } from './money';

const dateTimeParts = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Europe/London',
});

/** A moment in UK time as the shop writes it: "22 November 2026, 1.00 pm" (docs/design.md). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) => dateTimeParts.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  const hour = Number(part('hour')) % 12 || 12;
  return `${part('day')} ${part('month')} ${part('year')}, ${hour}.${part('minute')} ${part('dayPeriod').toLowerCase()}`;
}
