import type { StoreProductCardFragment } from '../../generated/graphql';
import { announceAddedToBasket } from '../../lib/added-to-basket';

/**
 * A card's Add to basket: one more of the product (at most its stock), then the basket drawer. The basket's
 * code loads on the press, so pages of cards carry none of it.
 */
export async function addFromCard(product: StoreProductCardFragment): Promise<void> {
  const { addToBasket, readBasket, shopperPrice } = await import('../../lib/basket-storage');
  const already = readBasket().find((line) => line.productId === product.id)?.quantity ?? 0;
  const quantity = Math.min(already + 1, product.stockQuantity);
  addToBasket({
    productId: product.id,
    productName: product.name,
    productSlug: product.slug,
    price: shopperPrice(product),
    salePrice: product.salePrice,
    productPicture: product.gallery[0] ?? null,
    quantity,
    stockQuantity: product.stockQuantity,
    weightGrams: product.shippingWeightGrams,
  });
  announceAddedToBasket({ productId: product.id, quantity, productName: product.name });
}
