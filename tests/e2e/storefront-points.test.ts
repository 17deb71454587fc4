import { backOfficeInChromium } from '../helpers/backoffice-e2e';
import { seriousAxeViolations } from '../helpers/axe';
import { gotoHydrated } from '../helpers/browser';

/**
 * Spending reward points, in Chromium against the built demo shop at a phone's and a desktop's width: a
 * customer holding points (a paid order's) ticks "Use N points for £X off" at checkout, sees the Reward
 * points line in the totals, places the order, finds the line on the order page, cancels the order in
 * My Account and gets the points back in the points history. axe finds nothing serious; no console error
 * or CSP violation.
 */
const e2e = backOfficeInChromium();
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const whole = new Intl.NumberFormat('en-GB');

interface Listed {
  id: number;
  slug: string;
  name: string;
  stockQuantity: number;
}

/** A product with stock to spare, from the home page's Latest Deals. */
async function aProductInStock(): Promise<Listed> {
  const { latestDeals } = await e2e.gql<{ latestDeals: { linkType: string; linkSlug: string }[] }>('{ latestDeals { linkType linkSlug } }');
  const slug = latestDeals.find((d) => d.linkType === 'product')!.linkSlug;
  const { storeProduct } = await e2e.gql<{ storeProduct: Listed & { related: Listed[] } }>(
    `{ storeProduct(slug: "${slug}") { id slug name stockQuantity related(limit: 8) { id slug name stockQuantity } } }`,
  );
  return [storeProduct, ...storeProduct.related].find((p) => p.stockQuantity >= 6)!;
}

const login = async (email: string, password: string) =>
  (
    await e2e.gql<{ login: { token: string } }>('mutation($n: String!, $p: String!) { login(name: $n, password: $p) { token } }', {
      n: email,
      p: password,
    })
  ).login.token;

/** A new customer whose first order staff have marked paid, so they hold its points; answers their sign-in and balance. */
async function customerWithPoints(product: Listed) {
  const email = `points.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.co.uk`;
  const password = 'Points-shopper-1';
  await e2e.gql('mutation($i: RegisterInput!) { register(input: $i) { message } }', {
    i: {
      name: 'Nadia Khan',
      email,
      password,
      confirmPassword: password,
      contactNo1: '07700 900789',
      city: 'Bristol',
      address: '8 Park Street',
      image: { fileName: 'me.png', dataUrl: PIXEL },
    },
  });
  const token = await login(email, password);
  const { placeOrder } = await e2e.gql<{ placeOrder: { order: { id: number } } }>(
    'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { order { id } } }',
    {
      i: {
        email,
        customerName: 'Nadia Khan',
        addressLine1: '8 Park Street',
        city: 'Bristol',
        postcode: 'BS1 5HX',
        shippingMethod: 'tracked-2-4',
        termsAccepted: true,
        paymentMethod: 'bank-transfer',
        idempotencyKey: `points-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`,
        lines: [{ productId: product.id, quantity: 3 }],
      },
    },
    token,
  );
  const staff = await login(e2e.admin.email, e2e.admin.password);
  await e2e.gql('mutation($id: Int!) { updateOrderStatus(id: $id, status: "paid") { id } }', { id: placeOrder.order.id }, staff);
  const { myRewardPoints } = await e2e.gql<{ myRewardPoints: { balance: number } }>('{ myRewardPoints { balance } }', {}, token);
  return { email, password, balance: myRewardPoints.balance };
}

test.each([375, 1440])('at %i px a customer spends reward points at checkout and gets them back by cancelling the order', async (width) => {
  const product = await aProductInStock();
  const customer = await customerWithPoints(product);
  expect(customer.balance).toBeGreaterThan(0);
  const points = `${whole.format(customer.balance)} ${customer.balance === 1 ? 'point' : 'points'}`;

  const { page, context, problems } = await e2e.open(width);
  await gotoHydrated(page, e2e.shop.url + '/login');
  await e2e.signIn(page, customer);
  await page.waitForURL((url) => url.pathname !== '/login');
  await gotoHydrated(page, `${e2e.shop.url}/product/${product.slug}`);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await page.getByTestId('basket-count').filter({ hasText: '1' }).first().waitFor({ state: 'attached' });
  await gotoHydrated(page, `${e2e.shop.url}/checkout`);
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();

  // The balance and the box; the shop says what the points are worth against this basket.
  const region = page.getByRole('region', { name: 'Reward points' });
  await region.getByText(`You have ${points}.`).waitFor();
  const box = region.getByRole('checkbox', { name: /^Use [\d,]+ points? for £[\d,]+\.\d{2} off$/ });
  const [, usable, value] = /^Use ([\d,]+) points? for (£[\d,]+\.\d{2}) off$/.exec(
    (await box.evaluate((el) => el.closest('label')!.textContent!)).trim(),
  )!;
  await box.check();
  await region.getByText(`${usable} ${usable === '1' ? 'point' : 'points'} applied: you save ${value}.`).waitFor();
  const review = page.getByRole('region', { name: /Review and pay/ });
  const pointsLine = review.locator('dt', { hasText: /^Reward points$/ }).locator('xpath=following-sibling::dd');
  expect(await pointsLine.textContent()).toBe(`−${value}`);
  expect(await seriousAxeViolations(page)).toEqual([]);
  if (process.env.E2E_SCREENSHOTS) await region.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/points-box-${width}.png` });

  await page.getByLabel('Address line 1').fill('8 Park Street');
  await page.getByLabel('Town or city').fill('Bristol');
  await page.getByLabel('Postcode').fill('BS1 5HX');
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL('**/checkout/confirmation');
  const orderPath = (await page.getByRole('link', { name: /^View order / }).getAttribute('href'))!;

  // The order shows the points it spent; My Account's history says so.
  await gotoHydrated(page, e2e.shop.url + orderPath);
  const main = page.getByRole('main');
  await main.getByText(`Reward points (${usable} ${usable === '1' ? 'point' : 'points'})`).waitFor();
  expect(await main.textContent()).toContain(`−${value}`);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Cancelling the pending order gives the points back.
  await main.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
  await main.getByText('This order was cancelled.').waitFor();
  await gotoHydrated(page, e2e.shop.url + '/account/points');
  await page.locator('p', { hasText: `Balance: ${points}` }).waitFor();
  const history = page.getByRole('table', { name: 'Points history, newest first' });
  await history
    .getByRole('row')
    .filter({ hasText: 'Given back: order cancelled or refunded' })
    .filter({ hasText: `+${usable}` })
    .waitFor();
  await history
    .getByRole('row')
    .filter({ hasText: 'Spent on the order' })
    .filter({ hasText: `−${usable}` })
    .waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test('the Reward Points page says the rule: how points are earned and what they take off', async () => {
  const { page, context, problems } = await e2e.open(1440);
  await gotoHydrated(page, `${e2e.shop.url}/Reward%20Points/reward-points`);
  const main = page.getByRole('main');
  await main.getByText(/one point for every whole pound of its price/).waitFor();
  await main.getByText(/every 100 points take £1 off \(each point is worth 1p\), in whole pence/).waitFor();
  expect(problems).toEqual([]);
  await context.close();
});
