import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { StoreProductCardFragment } from '../../generated/graphql';
import { CURRENCY_STORAGE_KEY } from '../../config/constants';
import { fakeServer, withProviders } from '../../testing/test-support';
import { CurrencyChooser } from './header';
import { ProductCard } from '../../components/product-card/product-card';

const product: StoreProductCardFragment = {
  id: 7,
  name: 'Argan Oil Repair Shampoo',
  slug: 'argan-oil-repair-shampoo',
  code: 'SH-0007',
  gallery: ['front.webp'],
  salePrice: 25,
  discountedPrice: 20,
  discountInPercent: 20,
  reviewAverage: null,
  reviewCount: 0,
  stockQuantity: 5,
  shippingWeightGrams: 350,
  familySize: 4,
  createdAt: '2026-11-01T00:00:00.000Z',
  familyName: 'Argan Oil Repair Shampoo',
  variantLabel: null,
  swatches: { totalItems: 0, items: [] },
};

const rates = (audRate: number | null, eurRate: number | null) =>
  fakeServer(() => ({
    data: {
      footer: [],
      shopSettings: {
        __typename: 'ShopSettings',
        id: 1,
        shopName: 'Beauty Shop',
        companyNumber: null,
        vatNumber: null,
        addressLine1: null,
        addressLine2: null,
        city: null,
        postcode: null,
        contactEmail: null,
        facebookUrl: null,
        instagramUrl: null,
        audRate,
        eurRate,
      },
    },
  }));

const page = (server: ReturnType<typeof rates>) =>
  withProviders(
    server.client,
    '/',
    <>
      <CurrencyChooser />
      <ProductCard product={product} />
    </>,
  );

const card = () => screen.getByRole('article', { name: product.name });

afterEach(() => window.localStorage.clear());

describe('approximate prices in the chosen currency', () => {
  test('pounds only until the shopper chooses another currency; then "£20.00 ≈ A$38.40" at the Settings rate, kept in this browser', async () => {
    const server = rates(1.92, 1.17);
    const { unmount } = render(page(server));
    expect(card()).toHaveTextContent('Now £20.00');
    expect(card()).not.toHaveTextContent('≈');
    expect(server.received).toEqual([]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'Australia (AUD$)');
    await waitFor(() => expect(card()).toHaveTextContent(/£20\.00\s*≈ A\$38\.40/));
    // The struck original price stays in pounds alone; the approximation is the price to pay.
    expect(card().querySelector('s')).toHaveTextContent(/^Was £25\.00$/);
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('Australia (AUD$)');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'Belgium (EUR€)');
    await waitFor(() => expect(card()).toHaveTextContent(/£20\.00\s*≈ €23\.40/));
    unmount();

    // A later page of the same browser starts with the kept choice.
    render(page(server));
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('Belgium (EUR€)');
    await waitFor(() => expect(card()).toHaveTextContent('≈ €23.40'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'United Kingdom (GBP £)');
    expect(card()).not.toHaveTextContent('≈');
  });

  test('a currency whose rate staff have not set shows pounds only', async () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'Austria (EUR€)');
    const server = rates(1.92, null);
    render(page(server));
    await waitFor(() => expect(server.received.map((r) => r.operationName)).toEqual(['StoreFooter']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(card()).toHaveTextContent('Now £20.00');
    expect(card()).not.toHaveTextContent('≈');
  });

  test('the server renders pounds only (the same page for every guest) and the choice applies after hydration, without a mismatch', async () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'Australia (AUD$)');
    const server = rates(1.92, 1.17);
    const html = renderToString(page(rates(1.92, 1.17)));
    expect(html).not.toContain('≈');
    expect(html).toMatch(/<option value="United Kingdom \(GBP £\)" selected="">/);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable = jest.fn();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await act(async () => {
        hydrateRoot(container, page(server), { onRecoverableError: recoverable });
      });
      await waitFor(() => expect(container).toHaveTextContent(/£20\.00\s*≈ A\$38\.40/));
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('Australia (AUD$)');
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
  });
});
