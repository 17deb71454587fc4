import { afterEach, describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
  familyName: 'Argan Oil Repair Shampoo For Dry And Damaged Hair',
  variantLabel: null,
  swatches: { totalItems: 0, items: [] },
};

const swatch = (productId: number, name: string, inStock = true, current = false) => ({
  productId,
  slug: `skin-tint-${productId}`,
  name,
  hexCode: '#f1d5bd',
  inStock,
  image: `tint-${productId}.webp`,
  current,
});

/** A shade of a family of seven shades, the review's example: the shade is what the 30-character cut used to lose. */
const shade: Partial<StoreProductCardFragment> = {
  id: 21,
  name: 'Marlow Grey Skin Tint 020 Ivory',
  slug: 'skin-tint-21',
  familyName: 'Marlow Grey Skin Tint',
  variantLabel: '020 Ivory',
  gallery: ['tint-21.webp', 'tint-21-back.webp'],
  familySize: 7,
  swatches: {
    totalItems: 7,
    items: [
      swatch(20, '010 Porcelain'),
      swatch(21, '020 Ivory', true, true),
      swatch(22, '040 Fair', false),
      { ...swatch(23, '100 Light Beige'), image: null },
      swatch(24, '140 Sand'),
    ],
  },
};

const renderCard = (overrides: Partial<StoreProductCardFragment> = {}) =>
  render(
    <MemoryRouter>
      <ProductCard product={{ ...product, ...overrides }} />
    </MemoryRouter>,
  );

afterEach(() => window.localStorage.clear());

/** What a sighted shopper reads under the picture: the name as shown and the line below it. */
const shown = (card: HTMLElement) => [card.querySelector('h3 [aria-hidden]')!.textContent, card.querySelector('h3 + p')!.textContent];

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

  test('a shade shows its family name and, on its own line, the shade in full; the link keeps the whole name', () => {
    renderCard(shade);
    const card = screen.getByRole('article', { name: 'Marlow Grey Skin Tint 020 Ivory' });
    expect(shown(card)).toEqual(['Marlow Grey Skin Tint', '020 Ivory']);
    expect(screen.getByRole('link', { name: 'Marlow Grey Skin Tint 020 Ivory' })).toHaveAttribute('href', '/product/skin-tint-21');
  });

  test('a long family name is still cut at 30 characters; the shade never is', () => {
    renderCard({
      ...shade,
      name: 'Marlow Grey Weightless Hydrating Skin Tint 020 Ivory',
      familyName: 'Marlow Grey Weightless Hydrating Skin Tint',
    });
    const card = screen.getByRole('article', { name: 'Marlow Grey Weightless Hydrating Skin Tint 020 Ivory' });
    expect(shown(card)).toEqual(['Marlow Grey Weightless Hydrati...', '020 Ivory']);
  });

  test('swatches: the first five shades as links named by shade, out-of-stock ones struck and named so, then "+N"', () => {
    renderCard(shade);
    const list = screen.getByRole('list', { name: 'Shades of Marlow Grey Skin Tint' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      '010 Porcelain',
      '020 Ivory',
      '040 Fair — out of stock',
      '100 Light Beige',
      '140 Sand',
      '2 more shades',
    ]);
    expect(within(list).getByRole('link', { name: '040 Fair — out of stock' })).toHaveAttribute('href', '/product/skin-tint-22');
    expect(within(list).getByRole('link', { name: '040 Fair — out of stock' })).toHaveAttribute('title', '040 Fair — out of stock');
    expect(within(list).getByRole('link', { name: '020 Ivory' })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('link', { name: '2 more shades' })).toHaveTextContent('+2');
    expect(within(list).getByRole('link', { name: '2 more shades' })).toHaveAttribute('href', '/product/skin-tint-21');
  });

  test("pointing at or focusing a swatch shows that shade's picture, where it has one; leaving shows the card's own", () => {
    const { container } = renderCard(shade);
    const main = () => container.querySelector('img')!.getAttribute('src');
    expect(main()).toBe('/uploads/products/tint-21.webp');
    fireEvent.mouseEnter(screen.getByRole('link', { name: '140 Sand' }));
    expect(main()).toBe('/uploads/products/tint-24.webp');
    expect(container.querySelectorAll('img')).toHaveLength(1);
    fireEvent.mouseLeave(screen.getByRole('link', { name: '140 Sand' }));
    expect(main()).toBe('/uploads/products/tint-21.webp');
    expect(container.querySelectorAll('img')).toHaveLength(2);
    fireEvent.focus(screen.getByRole('link', { name: '040 Fair — out of stock' }));
    expect(main()).toBe('/uploads/products/tint-22.webp');
    fireEvent.blur(screen.getByRole('link', { name: '040 Fair — out of stock' }));
    fireEvent.focus(screen.getByRole('link', { name: '100 Light Beige' }));
    expect(main()).toBe('/uploads/products/tint-21.webp');
  });

  test('a family of one shade, or of sizes only, shows no swatches; the size is its line', () => {
    renderCard({
      name: 'Argan Shampoo 250 ml',
      familyName: 'Argan Shampoo',
      variantLabel: '250 ml',
      swatches: { totalItems: 1, items: [swatch(7, 'Clear', true, true)] },
    });
    expect(shown(screen.getByRole('article'))).toEqual(['Argan Shampoo', '250 ml']);
    expect(screen.queryByRole('list')).toBeNull();
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
