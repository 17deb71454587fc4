import { hashAccessToken } from '../../api/src/modules/orders/order/access-token';
import type { Database } from '../../api/src/db/database';
import { hashPassword } from '../../api/src/modules/account/auth/tokens';
import { User } from '../../api/src/modules/account/user/user.entity';
import { Role } from '../../api/src/common/roles';
import { Product } from '../../api/src/modules/catalog/product/product.entity';
import { DiscountCode } from '../../api/src/modules/orders/discount-code/discount-code.entity';
import { Order, OrderLine } from '../../api/src/modules/orders/order/order.entity';
import type { TestShop } from './test-shop';
import { graphql } from '../generated';
import type { CreateOrderInput, CreateOrderLineInput } from '../generated/graphql';

const BRANCH = 'MAIN';
let serial = 0;

/** A user row and a bearer header for it. */
export async function insertUser(
  t: TestShop,
  role: Role,
  name = `${role} ${++serial}`,
): Promise<{ user: User; headers: Record<string, string> }> {
  const repo = t.shop.db.repo(User);
  const user = await repo.save(
    repo.create({
      branchCode: BRANCH,
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}.${++serial}@example.co.uk`,
      passwordHash: await hashPassword('not used here'),
      role,
    }),
  );
  const token = t.shop.tokens.sign({ userId: user.id, role, branchCode: BRANCH });
  return { user, headers: { authorization: `Bearer ${token}` } };
}

export interface ProductFixture {
  name: string;
  pricePence: number;
  stock: number;
  isActive?: boolean;
  /** DiscountInAmount in pence; the price charged is pricePence minus this. */
  discountPence?: number;
  shippingWeightGrams?: number;
}

/** A minimal sellable product, price in pence. */
export async function insertProduct(db: Database, p: ProductFixture): Promise<Product> {
  const n = ++serial;
  const repo = db.repo(Product);
  return repo.save(
    repo.create({
      branchCode: BRANCH,
      code: `FX-${n}`,
      name: p.name,
      slug: `${p.name.toLowerCase().replace(/\W+/g, '-')}-${n}`,
      salePricePence: p.pricePence,
      stockQuantity: p.stock,
      isActive: p.isActive ?? true,
      galleryImages: '',
      discountInAmountPence: p.discountPence ?? 0,
      shippingWeightGrams: p.shippingWeightGrams ?? 0,
    }),
  );
}

export interface OrderFixture {
  lines: { product: Product; quantity: number }[];
  status?: string;
  userId?: number | null;
  email?: string;
  customerName?: string;
  orderNumber?: string;
  createdAt?: Date;
  /** A guest's access token; only its sha256 is stored. */
  accessToken?: string;
  shippingPence?: number;
  discountPence?: number;
}

/** UK standard delivery as the shop prices it: £3.99, free over £50. */
export function standardShippingPence(subtotalPence: number): number {
  return subtotalPence > 5000 ? 0 : 399;
}

/**
 * An order with its lines, inserted as checkout would leave it: prices frozen from the products, totals
 * in integer pence (subtotal + shipping − discount). Stock is not touched.
 */
export async function insertOrder(db: Database, o: OrderFixture): Promise<Order & { lines: OrderLine[] }> {
  const n = ++serial;
  const subtotalPence = o.lines.reduce((sum, l) => sum + l.product.salePricePence * l.quantity, 0);
  const shippingPence = o.shippingPence ?? standardShippingPence(subtotalPence);
  const discountPence = o.discountPence ?? 0;
  const orderRepo = db.repo(Order);
  const order = await orderRepo.save(
    orderRepo.create({
      branchCode: BRANCH,
      orderNumber: o.orderNumber ?? `BS-${String(100000 + n)}`,
      userId: o.userId ?? null,
      email: o.email ?? `shopper${n}@example.co.uk`,
      customerName: o.customerName ?? `Shopper ${n}`,
      status: o.status ?? 'pending',
      addressLine1: `${n} High Street`,
      addressLine2: null,
      city: 'Leeds',
      postcode: 'LS1 4AP',
      phone: '0113 496 0000',
      shippingMethod: 'Tracked 48 (2-4 days)',
      subtotalPence,
      shippingPence,
      discountPence,
      totalPence: subtotalPence + shippingPence - discountPence,
      accessTokenHash: o.accessToken ? hashAccessToken(o.accessToken) : null,
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    }),
  );
  const lineRepo = db.repo(OrderLine);
  const lines = await lineRepo.save(
    o.lines.map((l) =>
      lineRepo.create({
        branchCode: BRANCH,
        orderId: order.id,
        productId: l.product.id,
        productName: l.product.name,
        productCode: l.product.code,
        quantity: l.quantity,
        unitPricePence: l.product.salePricePence,
        lineTotalPence: l.product.salePricePence * l.quantity,
      }),
    ),
  );
  return Object.assign(order, { lines });
}

/** Current stock of a product, read straight from the table. */
export async function stockOf(db: Database, productId: number): Promise<number> {
  return (await db.repo(Product).findOneByOrFail({ id: productId })).stockQuantity;
}

export interface DiscountCodeFixture {
  code: string;
  percentOff?: number | null;
  amountOffPence?: number | null;
  minSubtotalPence?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
  usageLimit?: number | null;
  timesUsed?: number;
  isActive?: boolean;
  firstOrderOnly?: boolean;
  oncePerCustomer?: boolean;
}

/** A discount code of the MAIN branch (code stored upper-case, as the CRUD stores it). */
export async function insertDiscountCode(db: Database, d: DiscountCodeFixture): Promise<DiscountCode> {
  const repo = db.repo(DiscountCode);
  return repo.save(
    repo.create({
      branchCode: BRANCH,
      code: d.code.toUpperCase(),
      description: '',
      percentOff: d.percentOff ?? null,
      amountOffPence: d.amountOffPence ?? null,
      minSubtotalPence: d.minSubtotalPence ?? 0,
      startsAt: d.startsAt ?? null,
      endsAt: d.endsAt ?? null,
      usageLimit: d.usageLimit ?? null,
      timesUsed: d.timesUsed ?? 0,
      isActive: d.isActive ?? true,
      firstOrderOnly: d.firstOrderOnly ?? false,
      oncePerCustomer: d.oncePerCustomer ?? false,
    }),
  );
}

/** createOrder with every field of the order it answers, typed. */
export const CREATE_ORDER = graphql(`
  mutation HelperCreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      accessToken
      order {
        id
        orderNumber
        status
        userId
        customerName
        email
        phone
        addressLine1
        addressLine2
        city
        postcode
        shippingMethod
        subtotal
        discount
        shipping
        total
        lines {
          productId
          productName
          productCode
          quantity
          unitPrice
          lineTotal
        }
      }
    }
  }
`);

export type OrderLineRequest = CreateOrderLineInput;

/** A complete createOrder input for these lines; override any field. */
export function orderInput(lines: (OrderLineRequest | [Product, number])[], overrides: Partial<CreateOrderInput> = {}): CreateOrderInput {
  return {
    customerName: 'Amelia Hart',
    email: 'amelia.hart@example.co.uk',
    phone: '07700 900123',
    addressLine1: '1 Park Row',
    addressLine2: null,
    city: 'Leeds',
    postcode: 'LS1 4AP',
    shippingMethod: 'tracked-1-2',
    lines: lines.map((l) => (Array.isArray(l) ? { productId: l[0].id, quantity: l[1] } : l)),
    ...overrides,
  };
}

/** timesUsed of a discount code, read straight from the table. */
export async function timesUsedOf(db: Database, id: number): Promise<number> {
  return (await db.repo(DiscountCode).findOneByOrFail({ id })).timesUsed;
}

/** A delivered order of the customer holding one of each product (the products read by id), so they may review them. */
export async function insertDeliveredOrder(db: Database, userId: number, productIds: number[]): Promise<Order & { lines: OrderLine[] }> {
  const products = await Promise.all(productIds.map((id) => db.repo(Product).findOneByOrFail({ id })));
  return insertOrder(db, { userId, status: 'delivered', lines: products.map((product) => ({ product, quantity: 1 })) });
}
