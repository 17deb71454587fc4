import { describe, expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { StoreProductCardFragment } from '../../generated/graphql';
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
  createdAt: '2026-11-01T00:00:00.000Z',
};

const renderCard = (overrides: Partial<StoreProductCardFragment> = {}) =>
  render(
    <MemoryRouter>
      <ProductCard product={{ ...product, ...overrides }} />
    </MemoryRouter>,
  );

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
});
