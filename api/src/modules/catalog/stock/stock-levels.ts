/** An active product with this many or fewer in stock is "low on stock": the products list's filter, the dashboard's list and its notification. */
export const LOW_STOCK_LEVEL = 5;
