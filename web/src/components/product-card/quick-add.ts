import type { StoreProductCardFragment } from '../../generated/graphql';

/**
 * A card's Add to basket: one more of the product (at most its stock), then the basket drawer. The basket's
 * code loads on the press, so pages of cards carry none of it.
 */
export async function addFromCard(product: StoreProductCardFragment): Promise<void> {
  (await import('../../lib/basket-storage')).addOneMore(product);
}
