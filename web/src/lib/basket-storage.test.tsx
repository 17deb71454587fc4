import { describe, expect, test } from '@jest/globals';
import {
  basketItemCount,
  basketSubtotal,
  basketWeightGrams,
  parseBasket,
  reconcileBasket,
  withLine,
  withoutLine,
  withQuantity,
  type BasketLine,
  type FreshProduct,
} from './basket-storage';

const line = (productId: number, over: Partial<BasketLine> = {}): BasketLine => ({
  productId,
  productName: `Product ${productId}`,
  price: 10,
  productPicture: `${productId}.webp`,
  quantity: 1,
  productSlug: `product-${productId}`,
  salePrice: 10,
  stockQuantity: 5,
  weightGrams: 200,
  ...over,
});
const fresh = (over: Partial<FreshProduct> = {}): FreshProduct => ({
  name: 'Product 1',
  slug: 'product-1',
  price: 10,
  salePrice: 10,
  stockQuantity: 5,
  weightGrams: 200,
  picture: '1.webp',
  ...over,
});

describe('basket logic', () => {
  test('adding a product already in the basket replaces its line, in its place; a new one goes last', () => {
    const lines = [line(1), line(2)];
    expect(withLine(lines, line(1, { quantity: 4 })).map((l) => [l.productId, l.quantity])).toEqual([
      [1, 4],
      [2, 1],
    ]);
    expect(withLine(lines, line(3)).map((l) => l.productId)).toEqual([1, 2, 3]);
  });

  test('a quantity never goes below 1; removal filters the line out', () => {
    const lines = [line(1, { quantity: 3 }), line(2)];
    expect(withQuantity(lines, 1, 0)[0].quantity).toBe(1);
    expect(withQuantity(lines, 1, 7)[0].quantity).toBe(7);
    expect(withQuantity(lines, 1, 7)[1]).toBe(lines[1]);
    expect(withoutLine(lines, 1).map((l) => l.productId)).toEqual([2]);
  });

  test('the subtotal is summed in pence, the weight in grams', () => {
    const lines = [line(1, { price: 0.1, quantity: 3 }), line(2, { price: 12.99, quantity: 2, weightGrams: 450 })];
    expect(basketSubtotal(lines)).toBe(26.28);
    expect(basketWeightGrams(lines)).toBe(3 * 200 + 2 * 450);
  });

  test('a damaged stored basket never breaks the page: bad lines and repeats are left out', () => {
    const raw = JSON.stringify([
      line(1),
      { productId: 'x', quantity: 1 },
      null,
      line(1, { quantity: 9 }),
      { ...line(2), quantity: -1 },
      { ...line(3), weightGrams: undefined },
    ]);
    expect(parseBasket(raw).map((l) => [l.productId, l.quantity, l.weightGrams])).toEqual([
      [1, 1, 200],
      [3, 1, 0],
    ]);
    expect(parseBasket('not json')).toEqual([]);
    expect(parseBasket('{"productId":1}')).toEqual([]);
    expect(basketItemCount(JSON.stringify([line(1, { quantity: 2 }), line(2, { quantity: 3 })]))).toBe(5);
  });

  test('reading the basket again: new prices, stock limits and products gone are applied and said', () => {
    const lines = [
      line(1, { quantity: 4 }),
      line(2, { productName: 'Balm' }),
      line(3, { productName: 'Serum' }),
      line(4),
      line(5, { productName: 'Mask' }),
    ];
    const answers = new Map<number, FreshProduct | null>([
      [1, fresh({ stockQuantity: 2 })],
      [2, fresh({ name: 'Balm', slug: 'product-2', price: 8.5, salePrice: 10 })],
      [3, null],
      // 4: the request failed, so the line stays as it was.
      [5, fresh({ name: 'Mask', slug: 'product-5', stockQuantity: 0 })],
    ]);
    const { lines: out, changes } = reconcileBasket(lines, answers);
    expect(out.map((l) => [l.productId, l.quantity, l.price, l.stockQuantity])).toEqual([
      [1, 2, 10, 2],
      [2, 1, 8.5, 5],
      [4, 1, 10, 5],
      [5, 1, 10, 0],
    ]);
    expect(out[2]).toBe(lines[3]);
    expect(changes.map((c) => c.message)).toEqual([
      'Only 2 of Product 1 are left: the quantity is now 2.',
      'The price of Balm has changed from £10.00 to £8.50.',
      'Serum is no longer available and has been removed from your basket.',
      'Mask is now out of stock.',
    ]);
    // Nothing changed: nothing to say.
    expect(reconcileBasket([line(1)], new Map([[1, fresh()]])).changes).toEqual([]);
  });
});
