import { seriousAxeViolations } from '../helpers/axe';
import { backOfficeInChromium } from '../helpers/backoffice-e2e';
import { startStripeStandIn, StripeStandIn, stripeEnv } from '../helpers/stripe-stand-in';

/**
 * A refund of one line from the back office's order page in Chromium, against the built demo shop with
 * card payments on (a stand-in answers in Stripe's place): a paid card order of two products; staff open
 * it, press Refund on the first line, confirm the amount the server worked out in the native dialog, and
 * see the toast, the line marked refunded and the refund in the history — with the amount Stripe was
 * asked for equal to the one shown. At 1440 px, then the same page passes axe at 375 px.
 */
let stripeApi: StripeStandIn;
const env: Record<string, string> = {};
beforeAll(async () => {
  stripeApi = await startStripeStandIn();
  Object.assign(env, stripeEnv(stripeApi));
});
afterAll(() => stripeApi?.close());

const e2e = backOfficeInChromium({ admin: { email: 'refunds-admin@example.co.uk', password: 'Refunds-pass-123' }, env: () => env });
const { open, logIn, shoot, gql } = e2e;

async function paidCardOrder(): Promise<{ id: number; orderNumber: string; first: string }> {
  const { login } = await gql<{ login: { token: string } }>(
    'mutation ($n: String!, $p: String!) { login(name: $n, password: $p) { token } }',
    {
      n: e2e.admin.email,
      p: e2e.admin.password,
    },
  );
  const { products } = await gql<{ products: { items: { id: number; name: string; stockQuantity: number; isActive: boolean }[] } }>(
    '{ products(options: { take: 20, inStock: true, isActive: true }) { items { id name stockQuantity isActive } } }',
    {},
    login.token,
  );
  const [first, second] = products.items.filter((p) => p.stockQuantity >= 3);
  const { placeOrder } = await gql<{ placeOrder: { order: { id: number; orderNumber: string } } }>(
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber } } }',
    {
      input: {
        email: 'amelia.jones@example.co.uk',
        customerName: 'Amelia Jones',
        addressLine1: '3 Station Road',
        city: 'Leeds',
        postcode: 'LS1 4DY',
        shippingMethod: 'tracked-1-2',
        termsAccepted: true,
        paymentMethod: 'card',
        idempotencyKey: `e2e-refund-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`,
        lines: [
          { productId: first.id, quantity: 2 },
          { productId: second.id, quantity: 1 },
        ],
      },
    },
  );
  await gql(`mutation { updateOrderStatus(id: ${placeOrder.order.id}, status: "paid") { id } }`, {}, login.token);
  return { ...placeOrder.order, first: first.name };
}

test('staff refund one line of a card order through Stripe: the line shows as refunded and the history names the refund', async () => {
  const order = await paidCardOrder();
  const { page, context, problems } = await open(1440);
  try {
    const path = `/dashboard/orders/${order.id}`;
    await logIn(page, path);
    await page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` }).waitFor();

    await page.getByRole('button', { name: `Refund ${order.first}` }).click();
    const dialog = page.getByRole('dialog', { name: `Refund ${order.first}` });
    await dialog.waitFor();
    await dialog.getByLabel('Quantity to refund').selectOption('2');
    const confirm = dialog.getByRole('button', { name: /^Refund £\d+\.\d\d$/ });
    await dialog.getByText('2 ×').waitFor();
    const shown = (await confirm.textContent())!.replace('Refund £', '');
    expect(await dialog.textContent()).toContain("goes back to the customer's card through Stripe.");
    await shoot(page, 'refund-dialog');
    await confirm.click();

    await page.getByText(`Refunded £${shown} for order ${order.orderNumber}`).waitFor();
    const refunds = stripeApi.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(Number(refunds[0].form.amount) / 100).toBe(Number(shown));
    expect(refunds[0].idempotencyKey).toBe(`order-MAIN-${order.id}-${order.orderNumber}-refund-1`);

    const row = page.getByRole('row', { name: new RegExp(order.first) });
    await row.getByText('Refunded').waitFor();
    expect(await row.getByRole('button', { name: `Refund ${order.first}` }).count()).toBe(0);
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Partly refunded').waitFor();
    expect(await history.textContent()).toMatch(new RegExp(`Refunded £${shown.replace('.', '\\.')} by card \\(Stripe re_test\\d+abc\\)`));
    expect(await page.getByLabel('Totals').textContent()).toContain(`Refunded so far−£${shown}`);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Refund whole order' }).click();
    await page
      .getByRole('dialog', { name: 'Refund whole order' })
      .getByRole('button', { name: /^Refund £\d+\.\d\d$/ })
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
