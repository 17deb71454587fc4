import { pngBuffer } from '../helpers/accounts';
import { backOfficeInChromium } from '../helpers/backoffice-e2e';
import { gotoHydrated } from '../helpers/browser';

/**
 * The catalogue as staff build it, in Chromium against the built demo shop: a banner added with its image
 * shows on the storefront home and goes when deleted; a department, category, sub-category and parent item
 * made through the list pages' forms (each select waiting for the one before it), and a product made under
 * them through the 13-tab product form, show on the storefront.
 * No console error, page error or CSP violation.
 */
const e2e = backOfficeInChromium();
const { open, logIn, shoot } = e2e;

const stamp = () => String(Date.now() % 1_000_000);

/** What the second test made, by list and name: deleted after the suite, the department last (the other suites on this shared shop count six departments). */
const made: [list: string, remove: string, name: string][] = [];
afterAll(async () => {
  const token = await e2e.adminToken();
  for (const [list, remove, name] of made.reverse()) {
    const found = await e2e.gql<Record<string, { items: { id: number; name?: string; title?: string }[] }>>(
      `query ($s: String!) { ${list}(options: { search: $s }) { items { id ${list === 'products' || list === 'departments' ? 'name' : 'title'} } } }`,
      { s: name },
      token,
    );
    for (const { id } of found[list].items.filter((item) => (item.name ?? item.title) === name))
      await e2e.gql(`mutation { ${remove}(id: ${id}) { id } }`, {}, token);
  }
});

test('an admin adds a banner with an image, sees it on the storefront home, then deletes it', async () => {
  const { page, context, problems } = await open();
  try {
    await logIn(page, '/dashboard/slider');
    await page.getByRole('heading', { level: 1, name: 'Banners' }).waitFor();
    const title = `Autumn Glow ${stamp()}`;
    await page.getByRole('button', { name: 'Add banner' }).click();
    const add = page.getByRole('dialog', { name: 'Add banner' });
    await add.getByRole('button', { name: 'Add banner' }).click();
    await add.getByText('Title is required').waitFor();
    await add.getByText('Description is required').waitFor();
    await add.getByLabel('Title', { exact: true }).fill(title);
    await add.getByLabel('Description', { exact: true }).fill('Warm shades for the colder days');
    await add.getByLabel('Image').setInputFiles({ name: 'autumn.png', mimeType: 'image/png', buffer: await pngBuffer(1600, 600) });
    await add.getByText('1600 × 600 px').waitFor();
    await add.getByRole('button', { name: 'Add banner' }).click();
    await page.getByText('Banner added successfully').waitFor();
    await add.waitFor({ state: 'hidden' });
    // Adding re-fetches the list: the new banner is in it.
    await page.getByRole('searchbox', { name: 'Search banners' }).fill(title);
    await page.getByRole('cell', { name: title, exact: true }).waitFor();
    await shoot(page, 'banners');

    await gotoHydrated(page, e2e.shop.url + '/');
    const slide = page.locator(`img[alt="${title}"]`);
    expect(await slide.count()).toBe(1);
    expect(await slide.getAttribute('src')).toMatch(/^\/uploads\/banner\/autumn-[0-9a-f]+\.png$/);
    expect(await slide.getAttribute('width')).toBe('1600');

    await gotoHydrated(page, e2e.shop.url + `/dashboard/slider?q=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete banner' });
    await confirm.getByText(`Delete the banner ‘${title}’?`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Banner Deleted Successfully').waitFor();
    await page.getByText('No banners found.').waitFor();

    await gotoHydrated(page, e2e.shop.url + '/');
    expect(await page.locator(`img[alt="${title}"]`).count()).toBe(0);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('an admin builds a department, category, sub-category, parent item and a product through the forms; the storefront shows them', async () => {
  const { page, context, problems } = await open();
  const id = stamp();
  const names = {
    department: `Salon ${id}`,
    category: `Nail Care ${id}`,
    subCategory: `Cuticle Oils ${id}`,
    parentItem: `Almond Cuticle Oil ${id}`,
  };
  const product = `Almond Cuticle Oil 15 ml ${id}`;
  made.push(
    ['departments', 'deleteDepartment', names.department],
    ['categories', 'deleteCategory', names.category],
    ['subCategories', 'deleteSubCategory', names.subCategory],
    ['parentItems', 'deleteParentItem', names.parentItem],
    ['products', 'deleteProduct', product],
  );
  try {
    await logIn(page, '/dashboard/departments');
    await page.getByRole('button', { name: 'Add department' }).click();
    let form = page.getByRole('dialog', { name: 'Add department' });
    await form.getByLabel('Name', { exact: true }).fill(names.department);
    await form.getByLabel('Image').setInputFiles({ name: 'salon.png', mimeType: 'image/png', buffer: await pngBuffer(400, 400) });
    await form.getByText('400 × 400 px').waitFor();
    await form.getByRole('button', { name: 'Add department' }).click();
    await page.getByText('Department added').waitFor();

    await gotoHydrated(page, e2e.shop.url + '/dashboard/categories');
    await page.getByRole('button', { name: 'Add category' }).click();
    form = page.getByRole('dialog', { name: 'Add category' });
    await form.getByRole('button', { name: 'Add category' }).click();
    await form.getByText('Department is required').waitFor();
    await form.getByLabel('Department', { exact: true }).selectOption({ label: names.department });
    await form.getByLabel('Title', { exact: true }).fill(names.category);
    await form.getByLabel('Image').setInputFiles({ name: 'nails.png', mimeType: 'image/png', buffer: await pngBuffer(400, 400) });
    await form.getByText('400 × 400 px').waitFor();
    await form.getByRole('button', { name: 'Add category' }).click();
    await page.getByText('Category added').waitFor();

    await gotoHydrated(page, e2e.shop.url + '/dashboard/subcategories');
    await page.getByRole('button', { name: 'Add sub-category' }).click();
    form = page.getByRole('dialog', { name: 'Add sub-category' });
    // The category select waits for a department.
    expect(await form.getByLabel('Category', { exact: true }).isDisabled()).toBe(true);
    await form.getByLabel('Department', { exact: true }).selectOption({ label: names.department });
    await form.getByLabel('Category', { exact: true }).selectOption({ label: names.category });
    await form.getByLabel('Title', { exact: true }).fill(names.subCategory);
    await form.getByRole('button', { name: 'Add sub-category' }).click();
    await page.getByText('Sub-category added').waitFor();

    await gotoHydrated(page, e2e.shop.url + '/dashboard/parent-items');
    await page.getByRole('button', { name: 'Add parent item' }).click();
    form = page.getByRole('dialog', { name: 'Add parent item' });
    expect(await form.getByLabel('Category', { exact: true }).isDisabled()).toBe(true);
    expect(await form.getByLabel('Sub-category').isDisabled()).toBe(true);
    await form.getByLabel('Department', { exact: true }).selectOption({ label: names.department });
    await form.getByLabel('Category', { exact: true }).selectOption({ label: names.category });
    expect(await form.getByLabel('Sub-category').isDisabled()).toBe(false);
    await form.getByLabel('Sub-category').selectOption({ label: names.subCategory });
    await form.getByLabel('Title', { exact: true }).fill(names.parentItem);
    await form.getByRole('button', { name: 'Add parent item' }).click();
    await page.getByText('Parent item added').waitFor();
    await page.getByRole('searchbox', { name: 'Search parent items' }).fill(names.parentItem);
    await page.getByRole('row', { name: new RegExp(names.subCategory) }).waitFor();

    // The product form: its tree selects wait in turn; a missing name sends the form back to the first tab.
    await gotoHydrated(page, e2e.shop.url + '/dashboard/add/product');
    await page.getByRole('tab', { name: /Prices/ }).click();
    await page.getByLabel('Sale price (£)', { exact: true }).fill('12.50');
    await page.getByLabel('Discount percent (%)', { exact: true }).fill('20');
    expect(await page.getByLabel('Discount amount (£)', { exact: true }).inputValue()).toBe('2.50');
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByText('Name is required').waitFor();
    expect(await page.getByRole('tab', { name: /Product Name/ }).getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('Name', { exact: true }).fill(product);
    await page.getByLabel('Department', { exact: true }).selectOption({ label: names.department });
    await page.getByLabel('Category', { exact: true }).selectOption({ label: names.category });
    await page.getByLabel('Sub-category', { exact: true }).selectOption({ label: names.subCategory });
    await page.getByLabel('Parent item', { exact: true }).selectOption({ label: names.parentItem });
    await page.getByRole('tab', { name: /Images/ }).click();
    await page.getByLabel('Pictures').setInputFiles({ name: 'cuticle-oil.png', mimeType: 'image/png', buffer: await pngBuffer(600, 600) });
    await page.getByRole('img', { name: 'Picture 1 (main image): cuticle-oil.png' }).waitFor();
    await page.getByRole('tab', { name: /Certifications/ }).click();
    await page.getByLabel('Vegan', { exact: true }).check();
    await page.getByRole('tab', { name: /Stock & Storage/ }).click();
    await page.getByLabel('Stock quantity', { exact: true }).fill('25');
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.waitForURL((url) => /^\/dashboard\/products\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: `Edit Product: ${product}` }).waitFor();
    await shoot(page, 'product-form');

    // The storefront: the department lists its category, the category page its sub-category, the product its page.
    const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await gotoHydrated(page, e2e.shop.url + `/department/${slug(names.department)}`);
    await page
      .getByRole('link', { name: new RegExp(names.category) })
      .first()
      .waitFor();
    await gotoHydrated(page, e2e.shop.url + `/subcategory/${slug(names.category)}`);
    await page
      .getByRole('link', { name: new RegExp(names.subCategory) })
      .first()
      .waitFor();
    await gotoHydrated(page, e2e.shop.url + `/subcategory/${slug(names.subCategory)}`);
    await page
      .getByRole('link', { name: new RegExp(product) })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));
    await page.getByRole('heading', { level: 1, name: product }).waitFor();
    const main = (await page.locator('main').textContent())!;
    expect(main).toContain('£10.00');
    expect(main).toContain('£12.50');
    expect(await page.locator(`main img[src*="/uploads/products/"]`).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
