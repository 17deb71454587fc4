import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { StoreProductPageDocument, StoreProductReviewsDocument } from '../../generated/graphql';
import { BASKET_STORAGE_KEY } from '../../config/constants';
import { BasketLink } from '../cart/basket-link';
import { BasketDrawerHost } from '../cart/basket-drawer-host';
import { installDialogAndKeyboardFocus } from '../../testing/jsdom-support';
import { ProductPage } from './product-page';

// The document's shape (StoreProductPageQuery), with the __typename every cached object carries.
const product = {
  __typename: 'Product',
  id: 41,
  name: 'Velvet Matte Lipstick Rose',
  slug: 'velvet-matte-lipstick-rose',
  code: 'LP-041',
  salePrice: 15,
  discountInAmount: 3,
  discountInPercent: 20,
  discountedPrice: 12,
  stockQuantity: 6,
  gallery: ['rose-1.webp', 'rose-2.webp'],
  reviewAverage: 4.5 as number | null,
  reviewCount: 2,
  reviewHistogram: [5, 4, 3, 2, 1].map((stars) => ({ __typename: 'StarCount', stars, count: stars >= 4 ? 1 : 0 })),
  productPoints: 0,
  shortDescription: 'A soft matte lipstick.',
  detailedDescription: 'Long wearing: Soft matte finish',
  productBenefits: 'Comfortable: Non-drying',
  ingredients: 'Shea butter',
  productFeatures: null,
  howToUse: 'Apply from the centre outwards',
  vegan: true,
  organic: false,
  crueltyFree: true,
  hypoallergenic: false,
  dermatologicallyTested: false,
  shippingWeightGrams: 40,
  brand: { __typename: 'Brand', id: 3, name: 'Glow Lab', slug: 'glow-lab', fileName: 'glow.webp' },
  parentItem: {
    __typename: 'ParentItem',
    id: 70,
    subCategory: {
      __typename: 'SubCategory',
      id: 41,
      name: 'Lipstick',
      slug: 'lipstick',
      category: {
        __typename: 'Category',
        id: 14,
        name: 'Lips',
        slug: 'lips',
        department: { __typename: 'Department', id: 3, name: 'Make-up', slug: 'make-up' },
      },
    },
  },
  color: null,
  itemType: null,
  flavor: null,
  shade: { __typename: 'Shade', id: 10, name: 'Rose', hexCode: '#c45b7a', fileName: null },
  siblings: [
    {
      __typename: 'Product',
      id: 42,
      slug: 'velvet-matte-lipstick-berry',
      name: 'Velvet Matte Lipstick Berry',
      stockQuantity: 0,
      color: null,
      itemType: null,
      flavor: null,
      shade: { __typename: 'Shade', id: 11, name: 'Berry', hexCode: '#7a1f3d', fileName: null },
    },
  ],
  related: [
    {
      __typename: 'Product',
      id: 50,
      name: 'Hydrating Lip Balm',
      slug: 'hydrating-lip-balm',
      code: 'LB-050',
      gallery: ['balm.webp'],
      salePrice: 6,
      discountedPrice: 6,
      discountInPercent: 0,
      reviewAverage: null,
      reviewCount: 0,
      stockQuantity: 9,
      createdAt: '2026-10-01T00:00:00.000Z',
      familyName: 'Hydrating Lip Balm',
      variantLabel: null,
      swatches: { __typename: 'SwatchList', totalItems: 0, items: [] },
    },
  ],
  reviews: {
    __typename: 'ProductReviewList',
    totalItems: 2,
    items: [
      {
        __typename: 'Review',
        id: 2,
        authorName: 'Amara O.',
        rating: 5,
        title: 'Absolutely love it',
        body: 'Lasts all day.',
        createdAt: '2026-11-02T10:00:00.000Z',
        verifiedBuyer: true,
      },
      {
        __typename: 'Review',
        id: 1,
        authorName: 'Priya S.',
        rating: 4,
        title: 'Really good',
        body: 'Lovely colour.',
        createdAt: '2026-10-20T10:00:00.000Z',
        verifiedBuyer: false,
      },
    ],
  },
};

const renderPage = (p: typeof product = product, more: MockedResponse[] = []) =>
  render(
    <MockedProvider
      mocks={[
        { request: { query: StoreProductPageDocument, variables: { slug: p.slug } }, result: { data: { storeProduct: p } } },
        ...more,
      ]}
    >
      <MemoryRouter initialEntries={[`/product/${p.slug}`]}>
        <BasketLink />
        <Routes>
          <Route path="/product/:slug" element={<ProductPage />} />
        </Routes>
        <BasketDrawerHost />
      </MemoryRouter>
    </MockedProvider>,
  );

afterEach(() => window.localStorage.clear());
let restoreDialogs: () => void;
beforeAll(() => {
  restoreDialogs = installDialogAndKeyboardFocus();
});
afterAll(() => restoreDialogs());

describe('product page', () => {
  test('shows the brand, rating, price with the saving, points, badges, selectors, reviews and related products', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Glow Lab' })).toHaveAttribute('href', '/Glow%20Lab/glow-lab');
    expect(screen.getByText('4.5 out of 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(2 reviews)' })).toHaveAttribute('href', '#reviews');
    expect(screen.getByText('Save £3.00 (20%)')).toBeInTheDocument();
    expect(screen.getByText('Earn 12 points with this product')).toBeInTheDocument();
    expect(screen.getByText('Secure payment')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Certifications' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Vegan', 'Cruelty-free']);
    expect(screen.getByRole('link', { name: 'Berry — out of stock' })).toHaveAttribute('href', '/product/velvet-matte-lipstick-berry');
    expect(screen.getByText('Returns policy')).toBeInTheDocument();
    expect(screen.getByText(/within 14 days of delivery/)).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect((await within(reviews).findAllByRole('article')).map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Absolutely love it',
      'Really good',
    ]);
    expect(within(reviews).getByText('Amara O., 2 November 2026')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'You may also like' })).getByRole('article', { name: 'Hydrating Lip Balm' }),
    ).toBeInTheDocument();
  });

  test("the breadcrumb leads from Home through the product's department, category and sub-category to the product; the JSON-LD addresses are absolute", async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: product.name });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Make-up', '/department/make-up'],
      ['Lips', '/subcategory/lips'],
      ['Lipstick', '/subcategory/lipstick'],
      [product.name, `/product/${product.slug}`],
    ]);
    expect(within(trail).getByRole('link', { name: product.name })).toHaveAttribute('aria-current', 'page');
    const [productLd, breadcrumbLd] = [...document.querySelectorAll('script[type="application/ld+json"]')].map((el) =>
      JSON.parse(el.textContent!),
    );
    expect(productLd.image[0]).toBe(`http://localhost/uploads/products/${product.gallery[0]}`);
    expect(productLd.offers.url).toBe(`http://localhost/product/${product.slug}`);
    expect(breadcrumbLd['@type']).toBe('BreadcrumbList');
    expect(breadcrumbLd.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      'http://localhost/',
      'http://localhost/department/make-up',
      'http://localhost/subcategory/lips',
      'http://localhost/subcategory/lipstick',
      `http://localhost/product/${product.slug}`,
    ]);
  });

  test('Add to basket adds the chosen quantity, opens the basket drawer with the line, subtotal and free-delivery nudge, and the header count follows', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      BASKET_STORAGE_KEY,
      JSON.stringify([
        {
          productId: 7,
          productName: 'Shampoo',
          price: 5,
          productPicture: null,
          quantity: 1,
          productSlug: 'shampoo',
          salePrice: 5,
          stockQuantity: 3,
          weightGrams: 300,
        },
      ]),
    );
    renderPage();
    await screen.findByRole('heading', { level: 1, name: product.name });
    expect(screen.getByTestId('basket-count')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    const addButton = screen.getByRole('button', { name: 'Add to basket' });
    await user.click(addButton);
    const drawer = await screen.findByRole('dialog', { name: 'Added to your basket' });
    expect(within(drawer).getByText(product.name)).toBeInTheDocument();
    expect(within(drawer).getByText('Quantity 2')).toBeInTheDocument();
    expect(within(drawer).getByText('£24.00')).toBeInTheDocument();
    expect(within(drawer).getByText('1 × Shampoo')).toBeInTheDocument();
    expect(within(drawer).getByText('Subtotal (3 items)')).toBeInTheDocument();
    expect(within(drawer).getByText('£29.00')).toBeInTheDocument();
    expect(within(drawer).getByText('Spend £21.01 more for free UK delivery')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(within(drawer).getByRole('link', { name: 'View basket' })).toHaveAttribute('href', '/cart');
    const stored = JSON.parse(window.localStorage.getItem(BASKET_STORAGE_KEY)!);
    expect(stored).toEqual([
      expect.objectContaining({ productId: 7, quantity: 1 }),
      {
        productId: 41,
        productName: product.name,
        productSlug: product.slug,
        price: 12,
        salePrice: 15,
        productPicture: 'rose-1.webp',
        quantity: 2,
        stockQuantity: 6,
        weightGrams: 40,
      },
    ]);
    expect(screen.getByTestId('basket-count')).toHaveTextContent('3');
    // Escape closes the drawer and gives the focus back to the button that added.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(addButton).toHaveFocus();

    // Adding it again replaces its line, it does not add a second one.
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    const again = JSON.parse(window.localStorage.getItem(BASKET_STORAGE_KEY)!);
    expect(again.map((l: { productId: number; quantity: number }) => [l.productId, l.quantity])).toEqual([
      [7, 1],
      [41, 1],
    ]);
    expect(screen.getByTestId('basket-count')).toHaveTextContent('2');
    expect(within(await screen.findByRole('dialog', { name: 'Added to your basket' })).getByText('Subtotal (2 items)')).toBeInTheDocument();
  });

  test('a product without approved reviews shows no stars anywhere and says "No reviews yet"', async () => {
    renderPage({
      ...product,
      reviewAverage: null,
      reviewCount: 0,
      reviewHistogram: product.reviewHistogram.map((h) => ({ ...h, count: 0 })),
      reviews: { ...product.reviews, totalItems: 0, items: [] },
    });
    await screen.findByRole('heading', { level: 1, name: product.name });
    expect(screen.getByRole('link', { name: 'No reviews yet' })).toHaveAttribute('href', '#reviews');
    expect(await within(screen.getByRole('region', { name: 'Reviews' })).findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByText(/out of 5/)).toBeNull();
    expect(screen.queryByText(/[★☆]/)).toBeNull();
    expect(screen.queryByRole('table', { name: 'Reviews by star rating' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sort reviews' })).toBeNull();
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd).not.toHaveProperty('aggregateRating');
  });

  test('the reviews show how many give each star rating as a table, and which reviewers are verified buyers', async () => {
    renderPage();
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText(/4\.5 out of 5 from 2 reviews/)).toBeInTheDocument();
    const table = within(reviews).getByRole('table', { name: 'Reviews by star rating' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['5 stars1', '4 stars1', '3 stars0', '2 stars0', '1 star0']);
    expect(within(table).getByRole('rowheader', { name: '5 stars' })).toBeInTheDocument();
    const [loved, good] = within(reviews).getAllByRole('article');
    expect(within(loved).getByText('Verified buyer')).toBeInTheDocument();
    expect(within(good).queryByText('Verified buyer')).toBeNull();
  });

  test('the shopper sorts the reviews lowest first and shows one star rating only', async () => {
    const user = userEvent.setup();
    const [loved, good] = product.reviews.items;
    const answer = (sort: string, stars: number | null, items: (typeof product.reviews.items)[number][]) => ({
      request: { query: StoreProductReviewsDocument, variables: { id: product.id, sort, stars } },
      result: {
        data: { storeProduct: { __typename: 'Product', id: product.id, reviews: { ...product.reviews, totalItems: items.length, items } } },
      },
    });
    renderPage(product, [answer('LOWEST', null, [good, loved]), answer('LOWEST', 5, [loved]), answer('LOWEST', 2, [])]);
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    const titles = () =>
      within(reviews)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading').textContent);
    expect(titles()).toEqual(['Absolutely love it', 'Really good']);

    await user.selectOptions(within(reviews).getByRole('combobox', { name: 'Sort reviews' }), 'Lowest rating');
    expect(await within(reviews).findByRole('heading', { name: 'Really good' })).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Really good', 'Absolutely love it']));

    const show = within(reviews).getByRole('combobox', { name: 'Show' });
    expect(
      within(show)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All ratings', '5 stars (1)', '4 stars (1)', '3 stars (0)', '2 stars (0)', '1 star (0)']);
    await user.selectOptions(show, '5 stars (1)');
    await waitFor(() => expect(titles()).toEqual(['Absolutely love it']));
    await user.selectOptions(show, '2 stars (0)');
    expect(await within(reviews).findByText('No 2-star reviews yet.')).toBeInTheDocument();
  });

  test('out of stock: no Add to basket, and the reward points come from the product when set', async () => {
    renderPage({ ...product, stockQuantity: 0, productPoints: 55 });
    await screen.findByRole('heading', { level: 1, name: product.name });
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(screen.getByText('Earn 55 points with this product')).toBeInTheDocument();
  });
});
