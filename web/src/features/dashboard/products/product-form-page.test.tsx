import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installDialogAndKeyboardFocus } from '../../../testing/jsdom-support';
import type { Answer } from '../../../testing/test-support';
import { renderForm } from './product-form-test-support';

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

// React Router's data router makes a Request for each navigation; jsdom has none.
class FakeRequest {
  readonly url: string;
  readonly signal: AbortSignal | undefined;
  readonly method = 'GET';
  constructor(url: string | URL, init?: { signal?: AbortSignal }) {
    this.url = String(url);
    this.signal = init?.signal;
  }
}
let restore: () => void;
const hadRequest = 'Request' in globalThis;
beforeAll(() => {
  restore = installDialogAndKeyboardFocus();
  if (!hadRequest) Object.assign(globalThis, { Request: FakeRequest });
});
afterAll(() => {
  restore();
  if (!hadRequest) delete (globalThis as { Request?: unknown }).Request;
});

describe('the product form', () => {
  test('13 side tabs; a click or the arrow, Home and End keys choose one and show its panel', async () => {
    const user = userEvent.setup();
    renderForm('/dashboard/add/product');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await screen.findByLabelText('Name');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Add Product');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      '1Product Name',
      '2Images',
      '3Prices',
      '4Attributes',
      '5Descriptions',
      '6Benefits',
      '7Ingredients',
      '8Features',
      '9How to Use',
      '10Certifications',
      '11Stock & Storage',
      '12Shipping',
      '13Points & Status',
    ]);
    expect(tab('Product Name')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/Product Name/);

    await user.click(tab('Certifications'));
    expect(tab('Certifications')).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByLabelText('Vegan')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(tab('Stock & Storage')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Stock & Storage')).toHaveFocus();
    expect(tab('Stock & Storage')).toHaveAttribute('tabindex', '0');
    expect(tab('Certifications')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{End}');
    expect(tab('Points & Status')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(tab('Product Name')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(tab('Points & Status')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Product Name')).toHaveFocus();
  });

  test("a missing name says 'Name is required' under it: the form opens its tab and focuses it; then the sale price's", async () => {
    const user = userEvent.setup();
    const t = renderForm('/dashboard/add/product');
    await screen.findByLabelText('Name');
    await user.click(tab('Shipping'));
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(tab('Product Name')).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name').getAttribute('aria-describedby')).toContain(screen.getByText('Name is required').id);

    await user.type(field('Name'), 'New Lipstick');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(tab('Prices')).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(field('Sale price (£)')).toHaveFocus());
    expect(screen.getByText('Sale price is required')).toBeInTheDocument();
    expect(t.sent('AdminSaveProduct')).toEqual([]);
  });

  test('discount amount and percent follow each other from the sale price; a discount above the price is refused before sending', async () => {
    const user = userEvent.setup();
    const t = renderForm('/dashboard/add/product');
    await screen.findByLabelText('Name');
    await user.type(field('Name'), 'New Lipstick');
    await user.click(tab('Prices'));
    await user.type(field('Sale price (£)'), '20');
    await user.clear(field('Discount percent (%)'));
    await user.type(field('Discount percent (%)'), '25');
    expect(field('Discount amount (£)').value).toBe('5.00');
    expect(screen.getByText('The shop shows £15.00 (was £20.00).')).toBeInTheDocument();
    await user.clear(field('Discount amount (£)'));
    await user.type(field('Discount amount (£)'), '3');
    expect(field('Discount percent (%)').value).toBe('15');
    await user.clear(field('Sale price (£)'));
    await user.type(field('Sale price (£)'), '30');
    expect(field('Discount percent (%)').value).toBe('10');

    await user.clear(field('Discount amount (£)'));
    await user.type(field('Discount amount (£)'), '45');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Discount amount cannot be more than the sale price')).toBeInTheDocument();
    await waitFor(() => expect(field('Discount amount (£)')).toHaveFocus());
    expect(t.sent('AdminSaveProduct')).toEqual([]);
  });

  test("Add sends the product input (pounds, certifications, attributes) with the collections in one save, and goes to the new product's page", async () => {
    const user = userEvent.setup();
    const t = renderForm('/dashboard/add/product');
    await screen.findByLabelText('Name');
    await user.type(field('Name'), '  New Lipstick ');
    await user.type(field('Barcode'), 'EAN-13 5012345678900');
    await waitFor(() => expect(within(field('Brand')).getByRole('option', { name: 'Glow Lab' })).toBeInTheDocument());
    await user.selectOptions(field('Brand'), 'Glow Lab');
    await user.click(tab('Prices'));
    await user.type(field('Sale price (£)'), '12.99');
    await user.type(field('Cost price (£)'), '4.5');
    await user.clear(field('Discount percent (%)'));
    await user.type(field('Discount percent (%)'), '20');
    await user.click(tab('Attributes'));
    await user.selectOptions(field('Colour'), 'Nude');
    await user.selectOptions(field('Shade'), 'Coral');
    await user.type(field('Finish / coverage'), 'Satin');
    await user.click(tab('Benefits'));
    await user.type(field('Benefits'), 'Soft lips');
    await user.click(tab('Certifications'));
    await user.click(field('Vegan'));
    await user.click(field('Cruelty-free'));
    await user.click(tab('Stock & Storage'));
    await user.clear(field('Stock quantity'));
    await user.type(field('Stock quantity'), '30');
    await user.type(field('Expiry date'), '2027-01-31');
    await user.click(tab('Shipping'));
    await user.clear(field('Shipping weight (g)'));
    await user.type(field('Shipping weight (g)'), '85');
    await user.type(field('Length (cm)'), '9.5');
    await user.click(tab('Points & Status'));
    await user.click(screen.getByLabelText('Gift Ideas'));

    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(t.router.state.location.pathname).toBe('/dashboard/products/77'));
    expect(t.sent('AdminSaveProduct')).toEqual([
      {
        id: null,
        images: null,
        collectionIds: [13],
        input: {
          name: 'New Lipstick',
          barCodeFormat: 'EAN-13 5012345678900',
          finishCoverage: 'Satin',
          expiryDate: '2027-01-31',
          productBenefits: 'Soft lips',
          brandId: 3,
          colorId: 5,
          shadeId: 8,
          stockQuantity: 30,
          shippingWeightGrams: 85,
          lengthCm: 9.5,
          productPoints: 0,
          salePrice: 12.99,
          costPrice: 4.5,
          discountInPercent: 20,
          barCodeFormatOK: false,
          isActive: true,
          dermatologicallyTested: false,
          hypoallergenic: false,
          organic: false,
          vegan: true,
          crueltyFree: true,
        },
      },
    ]);
    // The new product's page fills in from the server.
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Product: Velvet Lipstick' })).toBeInTheDocument();
  });

  test('edit fills in every tab from product(id); pictures reorder with the keyboard and save with the changed fields', async () => {
    const user = userEvent.setup();
    const t = renderForm('/dashboard/products/5');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Product: Velvet Lipstick' })).toBeInTheDocument();
    expect(t.sent('AdminProduct')).toEqual([{ id: 5 }]);
    expect(field('Name').value).toBe('Velvet Lipstick');
    expect(field('Code').value).toBe('PRD-0005');
    expect(field('Barcode format checked')).toBeChecked();
    await waitFor(() => expect(field('Parent item').value).toBe('4'));
    expect(field('Department').value).toBe('1');
    expect(field('Category').value).toBe('2');
    expect(field('Sub-category').value).toBe('3');
    await waitFor(() => expect(field('Brand').value).toBe('3'));
    expect(field('Sale price (£)').value).toBe('20.00');
    expect(field('Discount amount (£)').value).toBe('5.00');
    expect(field('Discount percent (%)').value).toBe('25');
    expect(field('Colour').value).toBe('4');
    expect(field('Type (item class)').value).toBe('7');
    expect(field('How to use').value).toBe('Apply to lips.');
    expect(field('Vegan')).toBeChecked();
    expect(field('Organic')).not.toBeChecked();
    expect(field('Expiry date').value).toBe('2027-03-31');
    expect(field('Location').value).toBe('11');
    expect(field('Width (cm)').value).toBe('2.5');
    expect(field('Points').value).toBe('20');
    expect(screen.getByLabelText('Gift Ideas')).toBeChecked();
    expect(screen.getByRole('link', { name: 'View in the shop' })).toHaveAttribute('href', '/product/velvet-lipstick');

    await user.click(tab('Images'));
    expect(screen.getByRole('img', { name: 'Picture 1 (main image): front.webp' })).toHaveAttribute('src', '/uploads/products/front.webp');
    screen.getByRole('button', { name: 'Move picture 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('img', { name: 'Picture 1 (main image): side.webp' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move picture 1 down' })).toHaveFocus();

    await user.click(tab('Descriptions'));
    await user.clear(field('Short description'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(t.sent('AdminSaveProduct')).toHaveLength(1));
    const [save] = t.sent('AdminSaveProduct');
    expect(save.id).toBe(5);
    expect(save.input).toMatchObject({
      name: 'Velvet Lipstick',
      shortDescription: null,
      salePrice: 20,
      costPrice: 8,
      wholeSalePrice: null,
      discountInPercent: 25,
      parentItemId: 4,
      vegan: true,
    });
    expect(save.images).toEqual([{ file: 'side.webp' }, { file: 'front.webp' }]);
    expect(save.collectionIds).toBeNull();
  });

  test("the server's message shows: under its field when it names one, above the form otherwise", async () => {
    const user = userEvent.setup();
    let refusal: Answer = {
      errors: [
        {
          message: 'Slug may hold only lower-case letters, digits and single hyphens',
          extensions: { code: 'BAD_USER_INPUT', field: 'slug' },
        },
      ],
    };
    renderForm('/dashboard/products/5', (name) => (name === 'AdminSaveProduct' ? refusal : undefined));
    await screen.findByRole('heading', { level: 1, name: 'Edit Product: Velvet Lipstick' });
    await user.click(tab('Shipping'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Slug may hold only lower-case letters, digits and single hyphens')).toBeInTheDocument();
    await waitFor(() => expect(field('Slug')).toHaveFocus());
    refusal = { networkError: true };
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update products')).toBeInTheDocument();
  });

  test('a new product whose save is refused stays on the form with the message (nothing was saved, so no new page)', async () => {
    const user = userEvent.setup();
    const t = renderForm('/dashboard/add/product', (name) =>
      name === 'AdminSaveProduct'
        ? { errors: [{ message: 'No collection with id 13', extensions: { code: 'BAD_USER_INPUT', field: 'collectionIds' } }] }
        : undefined,
    );
    await screen.findByLabelText('Name');
    await user.type(field('Name'), 'New Lipstick');
    await user.click(tab('Prices'));
    await user.type(field('Sale price (£)'), '12.99');
    await user.click(tab('Points & Status'));
    await user.click(screen.getByLabelText('Gift Ideas'));
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('No collection with id 13')).toBeInTheDocument();
    expect(t.sent('AdminSaveProduct')).toHaveLength(1);
    expect(t.router.state.location.pathname).toBe('/dashboard/add/product');
    expect(screen.getByRole('heading', { level: 1, name: 'Add Product' })).toBeInTheDocument();
  });

  test('leaving with unsaved changes asks first: Stay keeps the form, Leave goes', async () => {
    const user = userEvent.setup();
    const t = renderForm('/dashboard/products/5');
    await screen.findByRole('heading', { level: 1, name: 'Edit Product: Velvet Lipstick' });
    await user.click(screen.getByRole('link', { name: 'All products' }));
    // Nothing changed: no question.
    await waitFor(() => expect(t.router.state.location.pathname).toBe('/dashboard/products'));

    await act(() => t.router.navigate('/dashboard/products/5'));
    await screen.findByRole('heading', { level: 1, name: 'Edit Product: Velvet Lipstick' });
    await user.type(field('Name'), ' Duo');
    await user.click(screen.getByRole('link', { name: 'All products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('You have unsaved product changes. Leave this page and lose them?');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(t.router.state.location.pathname).toBe('/dashboard/products/5');
    expect(field('Name').value).toBe('Velvet Lipstick Duo');
    await user.click(screen.getByRole('link', { name: 'All products' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(t.router.state.location.pathname).toBe('/dashboard/products'));
  });
});
