import crypto from 'node:crypto';
import { EntityManager } from 'typeorm';
import { Role } from '../../common/roles';
import { hashPassword } from '../../modules/account/auth/tokens';
import { User } from '../../modules/account/user/user.entity';
import type { Product } from '../../modules/catalog/product/product.entity';
import { Review } from '../../modules/catalog/review/review.entity';
import { ContactMessage } from '../../modules/content/contact-message/contact-message.entity';
import { ShopSettings } from '../../modules/content/settings/shop-settings.entity';
import { lastUkDays, ukDate } from '../../common/uk-days';
import { VisitorDay } from '../../modules/orders/dashboard/visitor-day.entity';
import { DiscountCode } from '../../modules/orders/discount-code/discount-code.entity';
import {
  checkCustomerLimits,
  checkDiscountUsable,
  customerKeys,
  discountPence,
  limitedPerCustomer,
} from '../../modules/orders/discount-code/discount-rules';
import { DiscountCodeUse } from '../../modules/orders/discount-code/discount-code-use.entity';
import { checkLineRequests, priceLines, subtotalOf, weightOf } from '../../modules/orders/order/order-basket';
import { OrderEvent, OrderEventActor } from '../../modules/orders/order/order-event.entity';
import { Order, OrderLine, ORDER_STATUSES } from '../../modules/orders/order/order.entity';
import { vatOfPricedLines, vatRatesOf } from '../../modules/orders/order/order-pricing';
import type { OrderStatus } from '../../modules/orders/order/order-status';
import { MAX_SHIPPING_WEIGHT_GRAMS, SHIPPING_METHODS, shippingQuote } from '../../modules/orders/shipping/shipping-rates';
import { CODES, CUSTOMERS, MESSAGES, REVIEWS_WAITING, SHOP } from './activity-data';
import { bulkInsert, countRows } from './bulk';
import { Rng } from './rng';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How far back the demo's orders, visitors and messages go: the dashboard chart's longest range. */
export const ACTIVITY_DAYS = 90;

type SeedRow = Partial<Product> & { kindCode: string };

const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.co.uk`;

/**
 * Customer accounts for every other demo customer (the rest buy as guests), so the users screen and its
 * role modal have rows. Nobody knows their password: it is random and thrown away (one hash shared, as
 * hashing is slow on purpose). Returns the account id by e-mail.
 */
async function seedCustomers(
  m: EntityManager,
  branchCode: string,
  rng: Rng,
  now: Date,
  counts: Record<string, number>,
): Promise<Map<string, number>> {
  const passwordHash = await hashPassword(crypto.randomBytes(24).toString('base64url'));
  const people = CUSTOMERS.filter((_, i) => i % 2 === 0);
  counts.users = await bulkInsert(
    m,
    User,
    people.map(([name, address, city]) => {
      const at = new Date(+now - (ACTIVITY_DAYS + rng.int(1, 400)) * DAY);
      return {
        branchCode,
        name,
        email: emailOf(name),
        passwordHash,
        role: Role.USER,
        address,
        city,
        contactNo1: `07700 900${String(rng.int(0, 999)).padStart(3, '0')}`,
        contactNo2: null,
        image: null,
        isActive: true,
        tokenVersion: 0,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  const rows: { id: number; email: string }[] = await m.query('SELECT id, email FROM users WHERE branch_code = ?', [branchCode]);
  return new Map(rows.map((r) => [String(r.email), Number(r.id)]));
}

/** The steps an order took to reach its status, as the order page's history lists them. */
const STEPS: Record<OrderStatus, OrderStatus[]> = {
  pending: ['pending'],
  paid: ['pending', 'paid'],
  dispatched: ['pending', 'paid', 'dispatched'],
  delivered: ['pending', 'paid', 'dispatched', 'delivered'],
  cancelled: ['pending', 'cancelled'],
  refunded: ['pending', 'paid', 'dispatched', 'delivered', 'refunded'],
};

/**
 * Each demo order's history: placed by its customer (or a guest), then each later step by the demo's staff
 * between the order's creation and its last change, the dispatch with a Royal Mail tracking number.
 */
function historyOf(order: Partial<Order> & { id: number }, rng: Rng): Partial<OrderEvent>[] {
  const steps = STEPS[order.status as OrderStatus];
  const from = +order.createdAt!;
  const span = +order.updatedAt! - from;
  return steps.map((status, i) => ({
    branchCode: order.branchCode,
    orderId: order.id,
    status,
    userId: i === 0 ? (order.userId ?? null) : null,
    userName: i === 0 ? (order.userId ? order.customerName! : null) : 'Shop staff (demo)',
    actor: i === 0 && !order.userId ? OrderEventActor.GUEST : OrderEventActor.ACCOUNT,
    note: i === 0 ? 'Order placed' : status === 'refunded' ? 'Returned unopened within 14 days' : null,
    carrier: status === 'dispatched' ? 'Royal Mail' : null,
    trackingNumber: status === 'dispatched' ? `RM${String(rng.int(100_000_000, 999_999_999))}GB` : null,
    createdAt: new Date(from + Math.round((span * i) / Math.max(1, steps.length - 1))),
  }));
}

function statusFor(ageDays: number, rng: Rng): OrderStatus {
  if (ageDays < 1) return rng.pick(['pending', 'pending', 'paid', 'cancelled'] as const);
  if (ageDays < 3) return rng.pick(['pending', 'paid', 'paid', 'dispatched'] as const);
  if (ageDays < 6) return rng.pick(['paid', 'dispatched', 'dispatched', 'delivered'] as const);
  return rng.pick(['delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'cancelled', 'refunded'] as const);
}

/** A deterministic order number in the checkout's format ('BS-' + UK date + '-' + 6 base-36 characters). */
function orderNumber(at: Date, rng: Rng, taken: Set<string>): string {
  for (;;) {
    const random = Array.from({ length: 6 }, () => '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[rng.int(0, 35)]).join('');
    const number = `BS-${ukDate(at).replace(/-/g, '')}-${random}`;
    if (!taken.has(number)) {
      taken.add(number);
      return number;
    }
  }
}

/**
 * The shop at work, so the back office shows something on a fresh start: the shop's settings, discount
 * codes, customer accounts, orders (some by those customers, the rest by guests) over the last 90 days in every status (priced as checkout prices them: the
 * products' discounted prices, the discount code's rules, the carrier's price for the weight), reviews
 * waiting for moderation, contact messages, and a visitor count for each earlier UK day. Dates run back
 * from `now`, so the dashboard's ranges always have data; the rest comes from the seeded PRNG.
 */
export async function seedActivity(
  m: EntityManager,
  branchCode: string,
  rows: SeedRow[],
  ids: Map<string, number>,
  rng: Rng,
  now: Date,
  counts: Record<string, number>,
): Promise<void> {
  if ((await countRows(m, ShopSettings, branchCode)) === 0)
    counts.shop_settings = await bulkInsert(m, ShopSettings, [{ ...SHOP, branchCode }]);

  const codes = CODES.map((c) => ({
    firstOrderOnly: false,
    oncePerCustomer: false,
    ...c,
    branchCode,
    isActive: true,
    timesUsed: 0,
    ...(c.code === 'GLOW20' ? { startsAt: new Date(+now - 20 * DAY), endsAt: new Date(+now + 10 * DAY) } : {}),
    ...(c.code === 'SPRING15' ? { startsAt: new Date(+now - 85 * DAY), endsAt: new Date(+now - 55 * DAY) } : {}),
  })) as DiscountCode[];

  const accounts = await seedCustomers(m, branchCode, rng, now, counts);
  const products = rows.filter((r) => r.isActive && r.stockQuantity! > 0).map((r) => ({ ...r, id: ids.get(r.code!)! }) as Product);
  const orders: Partial<Order>[] = [];
  const lines: Omit<Partial<OrderLine>, 'orderId'>[][] = [];
  // Each order's code (if any) and its customer's keys, and what each customer has done so far (the code's per-customer limits).
  const uses: ({ code: DiscountCode; keys: string[]; stands: boolean } | null)[] = [];
  const pastOf = new Map<string, { ordered: boolean; used: Set<string> }>();
  const taken = new Set<string>();
  // Busier lately (a growing shop), one to five orders a day; the first orders of the plan take each status once.
  // The classes' VAT rates, read once for every demo order.
  const vatRates = await vatRatesOf(
    m,
    products.flatMap((p) => (p.productClassId != null ? [p.productClassId] : [])),
  );
  const plan: { at: Date; status: OrderStatus }[] = [];
  for (let age = ACTIVITY_DAYS - 1; age >= 0; age--) {
    const perDay = rng.int(age > 45 ? 0 : 1, age > 45 ? 3 : 5);
    for (let i = 0; i < perDay; i++) {
      const at = new Date(+now - age * DAY - rng.int(0, 23 * 60) * 60_000);
      if (+at > +now) continue;
      plan.push({ at, status: statusFor((+now - +at) / DAY, rng) });
    }
  }
  const missing = ORDER_STATUSES.filter((s) => !plan.some((p) => p.status === s));
  for (const status of missing) plan.push({ at: new Date(+now - (status === 'pending' ? 2 * HOUR : 8 * DAY)), status });
  plan.sort((a, b) => +a.at - +b.at);

  for (const { at, status } of plan) {
    const [name, addressLine1, city, postcode] = rng.pick(CUSTOMERS);
    const picked = rng.sample(products, rng.int(1, 4));
    let priced = priceLines(checkLineRequests(picked.map((p) => ({ productId: p.id, quantity: rng.pick([1, 1, 1, 2, 2, 3]) }))), picked);
    while (weightOf(priced) > MAX_SHIPPING_WEIGHT_GRAMS && priced.length > 1) priced = priced.slice(1);
    if (weightOf(priced) > MAX_SHIPPING_WEIGHT_GRAMS) continue;
    const subtotalPence = subtotalOf(priced);
    const email = emailOf(name);
    const past = pastOf.get(email) ?? { ordered: false, used: new Set<string>() };
    pastOf.set(email, past);
    let discount = 0;
    let used: DiscountCode | null = null;
    if (rng.chance(0.25)) {
      const code = rng.pick(codes);
      try {
        checkDiscountUsable(code, subtotalPence, at);
        checkCustomerLimits(code, { hasEarlierOrder: past.ordered, hasUsedCode: past.used.has(code.code) });
        discount = discountPence(code, subtotalPence);
        code.timesUsed += 1;
        used = code;
      } catch {
        // Not usable on that day or for that basket: the order goes through without it, as at checkout.
      }
    }
    const method = rng.pick(SHIPPING_METHODS);
    const shippingPence = shippingQuote(method, weightOf(priced), subtotalPence - discount).pricePence;
    const vat = vatOfPricedLines(priced, vatRates, discount, shippingPence);
    const updatedAt = status === 'pending' ? at : new Date(Math.min(+now, +at + rng.int(1, 48) * HOUR));
    const userId = accounts.get(email) ?? null;
    uses.push(used ? { code: used, keys: customerKeys({ userId, email }), stands: status !== 'cancelled' } : null);
    if (status !== 'cancelled') {
      past.ordered = true;
      if (used) past.used.add(used.code);
    }
    orders.push({
      branchCode,
      orderNumber: orderNumber(at, rng, taken),
      userId,
      status,
      customerName: name,
      email,
      addressLine1,
      addressLine2: null,
      city,
      postcode,
      phone: rng.chance(0.6) ? `07700 900${String(rng.int(0, 999)).padStart(3, '0')}` : null,
      shippingMethod: method,
      subtotalPence,
      discountPence: discount,
      shippingPence,
      totalPence: subtotalPence - discount + shippingPence,
      vatPence: vat.vatPence,
      accessTokenHash: null,
      paymentMethod: 'bank-transfer',
      createdAt: at,
      updatedAt,
    });
    lines.push(
      priced.map((l, i) => ({
        branchCode,
        productId: l.product.id,
        productName: l.product.name,
        productCode: l.product.code,
        quantity: l.quantity,
        unitPricePence: l.unitPricePence,
        lineTotalPence: l.lineTotalPence,
        vatPence: vat.lines[i].vatPence,
        vatRateBasisPoints: vat.lines[i].rateBasisPoints,
        createdAt: at,
        updatedAt: at,
      })),
    );
  }
  counts.discount_codes = await bulkInsert(m, DiscountCode, codes);
  counts.orders = await bulkInsert(m, Order, orders);
  const idRows: { id: number; order_number: string }[] = await m.query('SELECT id, order_number FROM orders WHERE branch_code = ?', [
    branchCode,
  ]);
  const orderIds = new Map(idRows.map((r) => [String(r.order_number), Number(r.id)]));
  counts.order_lines = await bulkInsert(
    m,
    OrderLine,
    orders.flatMap((o, i) => lines[i].map((l) => ({ ...l, orderId: orderIds.get(o.orderNumber!)! }))),
  );
  const codeRows: { id: number; code: string }[] = await m.query('SELECT id, code FROM discount_codes WHERE branch_code = ?', [branchCode]);
  const codeIds = new Map(codeRows.map((r) => [String(r.code), Number(r.id)]));
  counts.discount_code_uses = await bulkInsert(
    m,
    DiscountCodeUse,
    orders.flatMap((o, i) => {
      const use = uses[i];
      return use
        ? use.keys.map((customerKey) => ({
            branchCode,
            discountCodeId: codeIds.get(use.code.code)!,
            orderId: orderIds.get(o.orderNumber!)!,
            customerKey,
            exclusiveKey: use.stands && limitedPerCustomer(use.code) ? customerKey : null,
            createdAt: o.createdAt,
            updatedAt: o.createdAt,
          }))
        : [];
    }),
  );

  const waiting = rng.sample(products, REVIEWS_WAITING.length);
  counts.reviews =
    (counts.reviews ?? 0) +
    (await bulkInsert(
      m,
      Review,
      REVIEWS_WAITING.map(([rating, title, body], i) => {
        const at = new Date(+now - rng.int(1, 10 * 24) * HOUR);
        return {
          branchCode,
          productId: waiting[i].id,
          userId: null,
          authorFullName: CUSTOMERS[(i * 5) % CUSTOMERS.length][0],
          rating,
          title,
          body,
          status: 'pending',
          createdAt: at,
          updatedAt: at,
        };
      }),
    ));

  counts.contact_messages = await bulkInsert(
    m,
    ContactMessage,
    MESSAGES.map(([fullName, subject, message, handled], i) => {
      const at = new Date(+now - (MESSAGES.length - i) * rng.int(6, 30) * HOUR);
      return {
        branchCode,
        fullName,
        email: emailOf(fullName),
        subject,
        message,
        attachments: [],
        handledAt: handled ? new Date(+at + 3 * HOUR) : null,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );

  // Earlier days only: today's visitors are counted as they come.
  const days = lastUkDays(now, ACTIVITY_DAYS).slice(0, -1);
  counts.visitor_days = await bulkInsert(
    m,
    VisitorDay,
    days.map((day, i) => {
      const weekend = [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
      return { branchCode, day, count: Math.round((60 + i * 1.5) * (weekend ? 1.3 : 1)) + rng.int(0, 40) };
    }),
  );

  counts.order_events = await bulkInsert(
    m,
    OrderEvent,
    orders.flatMap((o) => historyOf({ ...o, id: orderIds.get(o.orderNumber!)! }, rng)),
  );
}
