/** Business constants of spec section 9 that the web app uses, and the browser storage keys. */

/** The currency chooser (display only): the shop's own currency first and default, then the spec's three. */
export const CURRENCIES = ['United Kingdom (GBP £)', 'Australia (AUD$)', 'Austria (EUR€)', 'Belgium (EUR€)'] as const;

/** Local storage key of the signed-in visitor's token (spec section 9). */
export const TOKEN_STORAGE_KEY = 'token';

/** Local storage key of the basket lines (an array of { quantity, ... } lines; the basket slice owns its shape). */
export const BASKET_STORAGE_KEY = 'basket';

/** Names are cut at this many characters plus an ellipsis. */
export const NAME_CUT = 30;

/** Local storage key of the delivery service chosen in the basket (spec section 4: shipping info is saved). */
export const SHIPPING_STORAGE_KEY = 'shipping';

/** UK delivery is free over this subtotal in pounds (tracked 2-4 days; spec section 9). */
export const FREE_DELIVERY_OVER = 50;
