/** Business constants the web app uses, and the browser storage keys. */

/**
 * The currency chooser: the shop's own currency first and default, then the legacy shop's three. Prices stay in
 * pounds; another choice adds approximate prices beside them (docs/storefront.md, Currency chooser).
 */
export const CURRENCIES = ['United Kingdom (GBP £)', 'Australia (AUD$)', 'Austria (EUR€)', 'Belgium (EUR€)'] as const;
export type CurrencyEntry = (typeof CURRENCIES)[number];
/** Local storage key of the chooser's entry (one of CURRENCIES); never sent to the server. */
export const CURRENCY_STORAGE_KEY = 'currency';

/** Local storage key of the signed-in visitor's token (docs/architecture.md, Tokens). */
export const TOKEN_STORAGE_KEY = 'token';

/** Local storage key of the basket lines (an array of { quantity, ... } lines; features/cart/basket-storage.ts owns its shape). */
export const BASKET_STORAGE_KEY = 'basket';

/** Local storage key of a guest's wishlist: the ids of the products saved, oldest first (lib/wishlist/wishlist-sync.ts). */
export const WISHLIST_STORAGE_KEY = 'wishlist';
/** The most products a wishlist holds (the API's MAX_WISHLIST_ITEMS), in the browser as in an account. */
export const WISHLIST_MAX_ITEMS = 100;

/** Local storage key of the delivery service chosen in the basket (docs/storefront.md, basket). */
export const SHIPPING_STORAGE_KEY = 'shipping';

/**
 * Local storage key of the checkout's shipping info (contact, UK address and the delivery chosen), kept so a
 * returning guest finds the form filled in. Separate from `shipping`, which holds only the basket's method.
 */
export const SHIPPING_INFO_STORAGE_KEY = 'shippingInfo';

/** Session storage key of this checkout attempt's idempotency key (a refresh or retry sends the same one). */
export const CHECKOUT_ATTEMPT_STORAGE_KEY = 'checkoutAttempt';

/** Session storage key of the last order's confirmation, so a reload of the confirmation page still shows it. */
export const ORDER_CONFIRMATION_STORAGE_KEY = 'orderConfirmation';

/** UK delivery is free over this subtotal in pounds (tracked 2-4 days; docs/api.md, checkout). */
export const FREE_DELIVERY_OVER = 50;
/** Local storage key remembering that the visitor has read the cookie notice. */
export const COOKIE_NOTICE_STORAGE_KEY = 'cookie-notice-dismissed';

/** Toast durations (docs/design.md): registration success 3000 ms, its error 5000 ms. */
export const TOAST_SUCCESS_MS = 3000;
export const TOAST_ERROR_MS = 5000;

/** Contact Us attachments (docs/storefront.md; the API also caps a message's files at 25 MB together). */
export const CONTACT_MAX_FILES = 10;
export const CONTACT_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const CONTACT_MAX_TOTAL_BYTES = 25 * 1024 * 1024;
export const CONTACT_SUBJECTS = ['support', 'sales', 'feedback'] as const;
