/** The most lines one order holds, and so the most products a basket looks up at once (storefront and checkout). */
export const MAX_ORDER_LINES = 50;
