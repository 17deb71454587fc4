import { describe, expect, test } from '@jest/globals';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Gallery, VariantSelector } from './product-parts';
import { ProductTabs, tabLines } from './product-tabs';
import { QuantityStepper } from '../../components/quantity-stepper/quantity-stepper';
import { certifications, productJsonLd, rewardPoints, savings, variantOptions, type VariantProduct } from './product-logic';

const shade = (id: number, name: string, hexCode = '#aa3355') => ({ __typename: 'Shade' as const, id, name, hexCode, fileName: null });
const type = (id: number, name: string) => ({ __typename: 'ItemType' as const, id, name });
const variant = (id: number, slug: string, over: Partial<VariantProduct> = {}): VariantProduct => ({
  id,
  slug,
  name: slug,
  color: null,
  itemType: null,
  shade: null,
  flavor: null,
  ...over,
});

describe('product page rules', () => {
  test('tab text is split on colons into bullet lines, blanks dropped', () => {
    expect(tabLines('Hydrates for 24 hours: Vegan formula:  : Suits dry skin ')).toEqual([
      'Hydrates for 24 hours',
      'Vegan formula',
      'Suits dry skin',
    ]);
    expect(tabLines(null)).toEqual([]);
  });

  test("reward points: the product's own points when set, else one per whole pound of its price", () => {
    expect(rewardPoints(55, 12.99)).toBe(55);
    expect(rewardPoints(0, 12.99)).toBe(12);
    expect(rewardPoints(0, 0.99)).toBe(0);
  });

  test('savings are exact to the penny, and the certifications are the flags the product has', () => {
    expect(savings(12.99, 10.39)).toBe(2.6);
    expect(certifications({ vegan: true, crueltyFree: true, organic: false, hypoallergenic: false, dermatologicallyTested: true })).toEqual(
      ['Vegan', 'Cruelty-free', 'Dermatologically tested'],
    );
  });

  test('a selector offers the family values, each leading to the sibling that agrees most on the other selectors', () => {
    const current = variant(1, 'lip-rose-matte', { shade: shade(10, 'Rose'), itemType: type(20, 'Matte') });
    const siblings = [
      variant(2, 'lip-berry-gloss', { shade: shade(11, 'Berry'), itemType: type(21, 'Gloss') }),
      { ...variant(3, 'lip-berry-matte', { shade: shade(11, 'Berry'), itemType: type(20, 'Matte') }), stockQuantity: 4 },
      { ...variant(4, 'lip-coral-gloss', { shade: shade(12, 'Coral'), itemType: type(21, 'Gloss') }), stockQuantity: 0 },
    ];
    expect(variantOptions(current, siblings, 'shade')).toEqual([
      { id: 11, name: 'Berry', hexCode: '#aa3355', fileName: null, slug: 'lip-berry-matte', current: false, inStock: true },
      { id: 12, name: 'Coral', hexCode: '#aa3355', fileName: null, slug: 'lip-coral-gloss', current: false, inStock: false },
      { id: 10, name: 'Rose', hexCode: '#aa3355', fileName: null, slug: 'lip-rose-matte', current: true, inStock: true },
    ]);
    expect(variantOptions(current, siblings, 'itemType').map((o) => [o.name, o.slug, o.current])).toEqual([
      ['Gloss', 'lip-berry-gloss', false],
      ['Matte', 'lip-rose-matte', true],
    ]);
    // Nothing to choose: no selector.
    expect(variantOptions(current, siblings, 'flavor')).toEqual([]);
    expect(variantOptions(current, [], 'shade')).toEqual([]);
  });

  test("the JSON-LD is a schema.org Product whose '<' cannot end its script block", () => {
    const json = productJsonLd(
      {
        name: 'Tint </script><b>',
        code: 'LP-1',
        slug: 'tint',
        gallery: ['a.webp'],
        salePrice: 10,
        discountedPrice: 8,
        discountInPercent: 20,
        stockQuantity: 3,
        reviewAverage: 4.25,
        reviewCount: 2,
        brand: { name: 'Glow' },
      },
      (f) => `/uploads/products/${f}`,
      '/product/tint',
    );
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'Product',
      name: 'Tint </script><b>',
      sku: 'LP-1',
      brand: { name: 'Glow' },
      offers: { price: '8.00', priceCurrency: 'GBP', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.3, reviewCount: 2 },
    });
  });

  test('a product without approved reviews has no aggregateRating in its JSON-LD', () => {
    const base = {
      name: 'Tint',
      code: 'LP-1',
      slug: 'tint',
      gallery: [],
      salePrice: 10,
      discountedPrice: 10,
      discountInPercent: 0,
      stockQuantity: 3,
    };
    for (const figures of [
      { reviewAverage: null, reviewCount: 0 },
      { reviewAverage: 4.8, reviewCount: 0 },
    ])
      expect(JSON.parse(productJsonLd({ ...base, ...figures }, (f) => f, '/product/tint'))).not.toHaveProperty('aggregateRating');
  });
});

describe('product page parts', () => {
  test('shade swatches link to each sibling, the current one marked, its name in the legend', () => {
    render(
      <MemoryRouter>
        <VariantSelector
          label="Shade"
          options={[
            { id: 11, name: 'Berry', hexCode: '#7a1f3d', slug: 'lip-berry', current: false, inStock: true },
            { id: 10, name: 'Rose', hexCode: '#c45b7a', slug: 'lip-rose', current: true, inStock: true },
          ]}
        />
      </MemoryRouter>,
    );
    const group = screen.getByRole('group', { name: 'Shade: Rose' });
    expect(within(group).getByRole('link', { name: 'Berry' })).toHaveAttribute('href', '/product/lip-berry');
    expect(within(group).getByRole('link', { name: 'Rose' })).toHaveAttribute('aria-current', 'true');
    expect(within(group).getByRole('link', { name: 'Berry' })).not.toHaveAttribute('aria-current');
  });

  test('out-of-stock shades stay links, named so to everyone (the current one in the legend too)', () => {
    render(
      <MemoryRouter>
        <VariantSelector
          label="Shade"
          options={[
            { id: 11, name: 'Classic Red', hexCode: '#b3121f', slug: 'lip-red', current: true, inStock: false },
            { id: 10, name: 'Rose', hexCode: '#c45b7a', slug: 'lip-rose', current: false, inStock: true },
            { id: 12, name: 'Rosewood', hexCode: '#7a3b3b', slug: 'lip-rosewood', current: false, inStock: false },
          ]}
        />
        <VariantSelector
          label="Flavour"
          options={[
            { id: 1, name: 'Mint', slug: 'balm-mint', current: true, inStock: true },
            { id: 2, name: 'Cherry', slug: 'balm-cherry', current: false, inStock: false },
          ]}
        />
      </MemoryRouter>,
    );
    const group = screen.getByRole('group', { name: 'Shade: Classic Red — out of stock' });
    const rosewood = within(group).getByRole('link', { name: 'Rosewood — out of stock' });
    expect(rosewood).toHaveAttribute('href', '/product/lip-rosewood');
    expect(rosewood).toHaveAttribute('title', 'Rosewood — out of stock');
    expect(within(group).getByRole('link', { name: 'Rose' })).toHaveAttribute('title', 'Rose');
    expect(screen.getByRole('link', { name: 'Cherry — out of stock' })).toHaveAttribute('href', '/product/balm-cherry');
  });

  test('a selector without swatches shows its values as words', () => {
    render(
      <MemoryRouter>
        <VariantSelector
          label="Flavour"
          options={[
            { id: 1, name: 'Mint', slug: 'balm-mint', current: true, inStock: true },
            { id: 2, name: 'Cherry', slug: 'balm-cherry', current: false, inStock: true },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cherry' })).toHaveTextContent('Cherry');
  });

  function Stepper({ max }: { max?: number }) {
    const [q, setQ] = useState(1);
    return <QuantityStepper value={q} onChange={setQ} max={max} />;
  }

  test('the quantity stepper never goes below 1 and stops at the stock', async () => {
    const user = userEvent.setup();
    render(<Stepper max={3} />);
    const input = screen.getByLabelText('Quantity');
    const less = screen.getByRole('button', { name: 'Decrease quantity' });
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    expect(input).toHaveValue(1);
    expect(less).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(input).toHaveValue(3);
    expect(more).toBeDisabled();
    await user.click(less);
    expect(input).toHaveValue(2);
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue(2);
    await user.clear(input);
    await user.type(input, '9');
    await user.tab();
    expect(input).toHaveValue(3);
  });

  test('five tabs: one panel shows at a time as bullet lines; arrow keys move between tabs', async () => {
    const user = userEvent.setup();
    render(
      <ProductTabs
        tabs={[
          { id: 'description', title: 'Description', text: 'Soft: Light' },
          { id: 'benefits', title: 'Benefits', text: 'Smooths frizz: Adds shine: Protects from heat' },
          { id: 'ingredients', title: 'Ingredients', text: 'Aqua' },
          { id: 'features', title: 'Features', text: null },
          { id: 'usage', title: 'Usage Instructions', text: 'Apply: Rinse' },
        ]}
      />,
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Description', 'Benefits', 'Ingredients', 'Features', 'Usage Instructions']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('SoftLight');
    await user.click(screen.getByRole('tab', { name: 'Benefits' }));
    expect(
      within(screen.getByRole('tabpanel', { name: 'Benefits' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Smooths frizz', 'Adds shine', 'Protects from heat']);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Ingredients' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Ingredients' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Usage Instructions' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Usage Instructions' })).toHaveTextContent('ApplyRinse');
  });

  test('the gallery wraps around from the first picture to the last and back, and thumbnails choose a picture', async () => {
    const user = userEvent.setup();
    render(<Gallery images={['a.webp', 'b.webp', 'c.webp']} name="Shampoo" />);
    const main = () => screen.getByRole('img', { name: /Shampoo, picture/ });
    expect(main()).toHaveAttribute('src', '/uploads/products/a.webp');
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(main()).toHaveAttribute('src', '/uploads/products/c.webp');
    expect(main()).toHaveAccessibleName('Shampoo, picture 3 of 3');
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(main()).toHaveAttribute('src', '/uploads/products/a.webp');
    await user.click(screen.getByRole('button', { name: 'Show picture 2 of 3' }));
    expect(main()).toHaveAttribute('src', '/uploads/products/b.webp');
    expect(screen.getByRole('button', { name: 'Show picture 2 of 3' })).toHaveAttribute('aria-pressed', 'true');
  });
});
