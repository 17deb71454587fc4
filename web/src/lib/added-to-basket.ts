/** Told when a product has just been added to the basket: the basket drawer opens to show it. */
const ADDED_TO_BASKET_EVENT = 'shop:added-to-basket';

export interface AddedToBasket {
  productId: number;
  quantity: number;
  productName: string;
}

export function announceAddedToBasket(added: AddedToBasket): void {
  window.dispatchEvent(new CustomEvent<AddedToBasket>(ADDED_TO_BASKET_EVENT, { detail: added }));
}

/** Calls `listener` with each product added from now on; returns the unsubscribe. */
export function onAddedToBasket(listener: (added: AddedToBasket) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<AddedToBasket>).detail);
  window.addEventListener(ADDED_TO_BASKET_EVENT, handler);
  return () => window.removeEventListener(ADDED_TO_BASKET_EVENT, handler);
}
