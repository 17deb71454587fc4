import type { Product } from './product.entity';

/** The price a shopper pays for one, in pence: SalePrice − DiscountInAmount (never below 0), as listings, checkout and the wishlist price it. */
export function unitPricePence(product: Pick<Product, 'salePricePence' | 'discountInAmountPence'>): number {
  return Math.max(product.salePricePence - (product.discountInAmountPence ?? 0), 0);
}
