/** The price a shopper pays for one: the discounted price when there is a discount (as the product card shows it). */
export const shopperPrice = (p: { salePrice: number; discountedPrice: number; discountInPercent: number }) =>
  p.discountInPercent > 0 ? p.discountedPrice : p.salePrice;
