/** Where a customer finds an order on the storefront: the one place these paths are made. */
export const GUEST_ORDER_PATH = '/order';
export const ACCOUNT_ORDERS_PATH = '/account/orders';

/** A guest's order page; the access token travels in the fragment (#t=), so it never reaches a server log. */
export function guestOrderPath(orderId: number, accessToken: string): string {
  return `${GUEST_ORDER_PATH}/${orderId}#t=${encodeURIComponent(accessToken)}`;
}

/** A logged-in customer's order page in My Account. */
export function accountOrderPath(orderId: number): string {
  return `${ACCOUNT_ORDERS_PATH}/${orderId}`;
}

/** The page of an order: the account's for an order linked to a customer, else the guest page (with the token when given). */
export function orderPagePath(order: { id: number; userId: number | null }, accessToken: string | null): string {
  if (order.userId !== null) return accountOrderPath(order.id);
  return accessToken ? guestOrderPath(order.id, accessToken) : `${GUEST_ORDER_PATH}/${order.id}`;
}
