import { afterEach, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { StoreProductCardFragment } from '../../generated/graphql';
import { BASKET_STORAGE_KEY } from '../../config/constants';
import { onAddedToBasket, type AddedToBasket } from '../../lib/added-to-basket';
import { ProductCard } from './product-card';

const product: StoreProductCardFragment = {
  id: 7,
  name: 'Argan Oil Repair Shampoo For Dry And Damaged Hair',
  slug: 'argan-oil-repair-shampoo',
  code: 'SH-0007',
  gallery: ['front.webp', 'back.webp'],
  salePrice: 12,
  discountedPrice: 9,
  discountInPercent: 25,
  reviewAverage: 4.2,
  reviewCount: 3,
  stockQuantity: 5,
  shippingWeightGrams: 350,
  familySize: 4,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const renderCard = (overrides: Partial<StoreProductCardFragment> = {}) =>
  render(
    <MemoryRouter>
      <ProductCard product={{ ...product, ...overrides }} />
    </MemoryRouter>,
  );

afterEach(() => window.localStorage.clear());

describe('product card', () => {
  test('shows the name cut at 30 characters, the code, the struck original and the discounted price in pounds', () => {
    renderCard();
    const card = screen.getByRole('article', { name: product.name });
    expect(card).toHaveTextContent('Argan Oil Repair Shampoo For D...');
    expect(card).toHaveTextContent('SH-0007');
    expect(card.querySelector('s')).toHaveTextContent('£12.00');
    expect(card).toHaveTextContent('Now £9.00');
    expect(card).toHaveTextContent('-25%');
    expect(card).toHaveTextContent('In Stock');
    expect(screen.getByRole('link', { name: product.name })).toHaveAttribute('href', '/product/argan-oil-repair-shampoo');
    expect(screen.getByText('Rated 4.2 out of 5')).toBeInTheDocument();
    expect(card).toHaveTextContent('★★★★☆');
    expect(card).toHaveTextContent('(3 reviews)');
  });

  test('a product without approved reviews shows no stars, no rating and no count', () => {
    for (const figures of [
      { reviewAverage: null, reviewCount: 0 },
      { reviewAverage: 4.8, reviewCount: 0 },
    ]) {
      const { unmount } = renderCard(figures);
      const card = screen.getByRole('article', { name: product.name });
      expect(card).not.toHaveTextContent(/[★☆]/);
      expect(card).not.toHaveTextContent(/out of 5|\(0\)|review/);
      unmount();
    }
  });

  test('a product without a discount is NEW at its sale price; none in stock disables Choose Options', () => {
    renderCard({ discountInPercent: 0, discountedPrice: 12, stockQuantity: 0 });
    const card = screen.getByRole('article', { name: product.name });
    expect(card).toHaveTextContent('NEW');
    expect(card.querySelector('s')).toBeNull();
    expect(card).toHaveTextContent('Out of stock');
    expect(screen.getByRole('link', { name: 'Choose Options' })).toHaveAttribute('aria-disabled', 'true');
  });

  test('with shades, sizes or flavours to choose from, the card links to the page: Choose Options', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'Choose Options' })).toHaveAttribute('href', '/product/argan-oil-repair-shampoo');
    expect(screen.queryByRole('button', { name: /Add to basket/ })).toBeNull();
  });

  test('with nothing to choose, Add to basket adds one more at once (up to the stock) and opens the basket drawer', async () => {
    const user = userEvent.setup();
    const told: AddedToBasket[] = [];
    const stop = onAddedToBasket((added) => told.push(added));
    renderCard({ familySize: 1, stockQuantity: 2 });
    const add = screen.getByRole('button', { name: `Add to basket: ${product.name}` });
    await user.click(add);
    await waitFor(() => expect(told).toHaveLength(1));
    await user.click(add);
    await user.click(add);
    await waitFor(() => expect(told).toHaveLength(3));
    stop();
    expect(told.map((t) => t.quantity)).toEqual([1, 2, 2]);
    expect(JSON.parse(window.localStorage.getItem(BASKET_STORAGE_KEY)!)).toEqual([
      {
        productId: 7,
        productName: product.name,
        productSlug: product.slug,
        price: 9,
        salePrice: 12,
        productPicture: 'front.webp',
        quantity: 2,
        stockQuantity: 2,
        weightGrams: 350,
      },
    ]);
  });
});
