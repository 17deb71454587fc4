import type { EntityManager } from 'typeorm';
import { Caller, requireStaff } from '../../../common/auth';
import { ValidationError } from '../../../common/errors';
import type { Database } from '../../../db/database';
import { User } from '../../account/user/user.entity';
import { Role } from '../../../common/roles';
import { Product } from '../../catalog/product/product.entity';
import { DiscountCode } from '../discount-code/discount-code.entity';
import {
  checkCustomerLimits,
  checkDiscountUsable,
  DiscountCustomer,
  discountPence,
  invalidDiscount,
  limitedPerCustomer,
  normaliseDiscountCode,
} from '../discount-code/discount-rules';
import { customerHistory, recordDiscountUse } from '../discount-code/discount-uses';
import { parseShippingMethod, shippingQuote, ShippingMethod, weightBand } from '../shipping/shipping-rates';
import { checkParcel } from '../shipping/parcel';
import { hashAccessToken, newAccessToken } from './access-token';
import type { CreateOrderInput } from './create-order.inputs';
import { checkLineRequests, LineRequest, notEnoughStockMessage, PricedLine, priceLines, subtotalOf, weightOf } from './order-basket';
import { parcelItemsOf, productsOf, vatOfLines } from './order-pricing';
import { checkOrderCustomer, OrderCustomer } from './order-customer';
import { newOrderNumber } from './order-number';
import { Order, OrderLine } from './order.entity';
import { recordOrderEvent } from './order-events';
import { OrderEventActor } from './order-event.entity';
import { recordOrderMovements } from '../../catalog/stock/stock-ledger';
import { checkPointsAsked, pointsForOrder, recordPointsSpent } from '../reward-points/reward-points-spending';

const MAX_ATTEMPTS = 4;

export interface CreatedOrder {
  order: Order;
  /** The guest access token in plain text; only its sha256 is stored, so this is the one chance to show it. */
  accessToken: string;
}

/** An order placed (or found again by its idempotency key). */
export interface PlacedOrder extends CreatedOrder {
  /** True when the idempotency key had already placed this order: nothing new was made. */
  replayed: boolean;
}

/** How a caller of place() differs from the back office's add order. */
export interface PlaceOptions {
  userId: number | null;
  /** The plain access token to give the order (its hash is stored); a fresh random one when left out. */
  accessToken?: string;
  /** hashIdempotencyKey of the client's key: a second order with the same hash answers the first. */
  idempotencyKeyHash?: string | null;
  paymentMethod?: string | null;
  /** Refuse parcels over the medium parcel's size or volume (checkout); the 20 kg limit always applies. */
  checkParcelSize?: boolean;
  /** Reward points the signed-in customer asks to spend (checkout); checked against their balance in the transaction. */
  pointsToSpend?: number;
}

/** The order's fields as both doors give them: customer, address, delivery, discount code and lines. */
export type OrderFields = Pick<
  CreateOrderInput,
  'customerName' | 'email' | 'phone' | 'addressLine1' | 'addressLine2' | 'city' | 'postcode' | 'shippingMethod' | 'discountCode'
> & {
  lines: { productId?: number | null; productCode?: string | null; quantity: number }[];
};

interface OrderRequest {
  branchCode: string;
  customer: OrderCustomer;
  method: ShippingMethod;
  lines: LineRequest[];
  discountCode: string | null;
  userId: number | null;
  accessTokenHash: string;
  idempotencyKeyHash: string | null;
  paymentMethod: string | null;
  checkParcelSize: boolean;
  pointsToSpend: number;
  /** Who placed it, for the order's first event. */
  caller: Caller | null;
}

interface Placed {
  orderId: number;
  /** The order as its transaction committed it (absent for a replay, read afterwards). */
  order?: Order;
  productIds: number[];
  discountCodeId: number | null;
  replayed: boolean;
}

/** Thrown inside the transaction when a product cannot cover a line; answered after rollback with the stock left then. */
class StockShortage extends Error {
  constructor(readonly line: PricedLine) {
    super('stock shortage');
  }
}

/** Thrown when the generated order number (or the idempotency key) was taken between the check and the insert. */
class OrderNumberClash extends Error {}

/** Thrown inside the transaction when the idempotency key already placed an order: nothing is written. */
class AlreadyPlaced extends Error {
  constructor(readonly orderId: number) {
    super('already placed');
  }
}

/**
 * Places an order the way the shop's checkout prices it: products, prices, stock, weight, shipping,
 * discount and reward points all come from the database and the shop's rules (docs/api.md, checkout), never from the client. Stock is taken with a
 * conditional UPDATE and the discount code's use counted (and recorded per customer, for codes limited to
 * a first order or once per customer) in the same transaction as the order insert, so concurrent orders
 * can neither oversell nor overuse a code; the same transaction writes the stock
 * ledger's 'sold' rows and the order's first event.
 */
export class CreateOrderService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The back office's "add order": staff only; may link the order to a customer of the branch. */
  async create(caller: Caller | null, branchCode: string, input: CreateOrderInput): Promise<CreatedOrder> {
    requireStaff(caller);
    const userId = input.userId == null ? null : await this.customerId(branchCode, input.userId);
    const { order, accessToken } = await this.place(caller, branchCode, input, { userId });
    return { order, accessToken };
  }

  /**
   * Places an order for whoever the door has checked (the back office, or the public checkout). With an
   * idempotency key hash, an order the key already placed is answered instead (`replayed`), also when
   * two requests with one key race: the loser's insert hits the unique index and finds the winner's order.
   */
  async place(caller: Caller | null, branchCode: string, input: OrderFields, options: PlaceOptions): Promise<PlacedOrder> {
    const accessToken = options.accessToken ?? newAccessToken();
    const request: OrderRequest = {
      branchCode,
      customer: checkOrderCustomer(input),
      method: parseShippingMethod(input.shippingMethod),
      lines: checkLineRequests(input.lines),
      discountCode: normaliseDiscountCode(input.discountCode),
      userId: options.userId,
      accessTokenHash: hashAccessToken(accessToken),
      idempotencyKeyHash: options.idempotencyKeyHash ?? null,
      paymentMethod: options.paymentMethod ?? null,
      checkParcelSize: options.checkParcelSize ?? false,
      pointsToSpend: checkPointsAsked(options.pointsToSpend),
      caller,
    };
    const placed = await this.withRetries(request);
    if (!placed.replayed) {
      this.db.changed(Order, [placed.orderId], 'create');
      this.db.changed(Product, placed.productIds, 'update');
      if (placed.discountCodeId !== null) this.db.changed(DiscountCode, [placed.discountCodeId], 'update');
    }
    const order = placed.order ?? (await this.db.repo(Order).findOneByOrFail({ id: placed.orderId }));
    return { order, accessToken, replayed: placed.replayed };
  }

  private async withRetries(request: OrderRequest): Promise<Placed> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction((manager) => this.insert(manager, request));
      } catch (err) {
        if (err instanceof AlreadyPlaced) return replayOf(err.orderId);
        // A request racing another with the same key loses on the unique index, on stock or on the
        // discount's last use: whatever stopped it, the first order answers it.
        // When the database is gone this lookup fails too; the first error (e.g. an unanswered COMMIT) is the answer.
        const first = await this.orderOfKey(request).catch(() => null);
        if (first !== null) return replayOf(first);
        if (err instanceof StockShortage) throw await this.shortage(err.line);
        if (attempt < MAX_ATTEMPTS && (err instanceof OrderNumberClash || isDeadlock(err))) continue;
        throw err;
      }
    }
  }

  /** The id of the order the request's idempotency key placed, if any. */
  private async orderOfKey(request: OrderRequest, manager?: EntityManager): Promise<number | null> {
    if (request.idempotencyKeyHash === null) return null;
    const repo = manager ? manager.getRepository(Order) : this.db.repo(Order);
    const first = await repo.findOne({
      where: { branchCode: request.branchCode, idempotencyKeyHash: request.idempotencyKeyHash },
      select: { id: true },
    });
    return first?.id ?? null;
  }

  private async insert(manager: EntityManager, request: OrderRequest): Promise<Placed> {
    const { branchCode } = request;
    const first = await this.orderOfKey(request, manager);
    if (first !== null) throw new AlreadyPlaced(first);
    const lines = priceLines(request.lines, await productsOf(manager, branchCode, request.lines));
    for (const line of lines) if (line.product.stockQuantity < line.quantity) throw new StockShortage(line);
    weightBand(weightOf(lines), 'lines');
    if (request.checkParcelSize) checkParcel(parcelItemsOf(lines));
    const subtotalPence = subtotalOf(lines);
    const customer = { userId: request.userId, email: request.customer.email };
    const discount = request.discountCode
      ? await this.discountFor(manager, branchCode, request.discountCode, subtotalPence, customer)
      : null;
    const discountTotal = discount ? discountPence(discount, subtotalPence) : 0;
    const shippingPence = shippingQuote(request.method, weightOf(lines), subtotalPence - discountTotal).pricePence;
    const points = await pointsForOrder(manager, branchCode, request.userId, request.pointsToSpend, subtotalPence - discountTotal);
    const vat = await vatOfLines(manager, lines, discountTotal + points.pence, shippingPence);

    for (const line of [...lines].sort((a, b) => a.product.id - b.product.id)) await this.takeStock(manager, line);
    if (discount) await this.countUse(manager, discount.id);

    const orderNumber = await this.freeOrderNumber(manager, branchCode);
    const order = manager.getRepository(Order).create({
      branchCode,
      orderNumber,
      userId: request.userId,
      status: 'pending',
      ...request.customer,
      shippingMethod: request.method,
      subtotalPence,
      discountPence: discountTotal,
      shippingPence,
      pointsSpent: points.points,
      pointsDiscountPence: points.pence,
      totalPence: subtotalPence - discountTotal - points.pence + shippingPence,
      accessTokenHash: request.accessTokenHash,
      idempotencyKeyHash: request.idempotencyKeyHash,
      paymentMethod: request.paymentMethod,
      vatPence: vat.vatPence,
    });
    let orderId: number;
    try {
      orderId = Number((await manager.getRepository(Order).insert(order)).identifiers[0].id);
    } catch (err) {
      if (isUniqueViolation(err)) throw new OrderNumberClash();
      throw err;
    }
    await manager.getRepository(OrderLine).insert(
      lines.map((line, i) =>
        manager.getRepository(OrderLine).create({
          branchCode,
          orderId,
          productId: line.product.id,
          productName: line.product.name,
          productCode: line.product.code,
          quantity: line.quantity,
          unitPricePence: line.unitPricePence,
          lineTotalPence: line.lineTotalPence,
          vatPence: vat.lines[i].vatPence,
          vatRateBasisPoints: vat.lines[i].rateBasisPoints,
        }),
      ),
    );
    const placed = { branchCode, id: orderId, orderNumber };
    if (discount) await recordDiscountUse(manager, branchCode, discount, orderId, customer);
    if (request.userId !== null) await recordPointsSpent(manager, placed, request.userId, points.points);
    await recordOrderMovements(
      manager,
      placed,
      'sold',
      lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
      `Order ${orderNumber}`,
    );
    await recordOrderEvent(
      manager,
      placed,
      'pending',
      request.caller,
      { note: 'Order placed', trackingNumber: null, carrier: null },
      OrderEventActor.GUEST,
    );
    // Read back inside the transaction: once it commits, the answer must not hang on the database still being
    // there (a read failing after the commit would tell the client nothing was done).
    const committed = await manager.getRepository(Order).findOneByOrFail({ id: orderId });
    return {
      orderId,
      order: committed,
      productIds: lines.map((line) => line.product.id),
      discountCodeId: discount?.id ?? null,
      replayed: false,
    };
  }

  /** Takes the line's quantity off the shelf only if it is still there; a concurrent order that got there first makes this refuse. */
  private async takeStock(manager: EntityManager, line: PricedLine): Promise<void> {
    const quantity = Number(line.quantity);
    const result = await manager
      .createQueryBuilder()
      .update(Product)
      .set({ stockQuantity: () => `stock_quantity - ${quantity}` })
      // Found by its id alone: written as `stock_quantity >= :quantity`, the check lets MariaDB look the row up through
      // the stock index, and two checkouts of one product then deadlock on that index's gap locks.
      .where('id = :id AND stock_quantity - :quantity >= 0 AND is_active = :active', { id: line.product.id, quantity, active: true })
      .execute();
    if (result.affected !== 1) throw new StockShortage(line);
  }

  /** The code if it is usable for this basket and this customer (a first order only, once per customer: discount-uses.ts). */
  private async discountFor(
    manager: EntityManager,
    branchCode: string,
    code: string,
    subtotalPence: number,
    customer: DiscountCustomer,
  ): Promise<DiscountCode> {
    const discount = await manager.getRepository(DiscountCode).findOneBy({ branchCode, code });
    checkDiscountUsable(discount, subtotalPence, this.now());
    if (limitedPerCustomer(discount)) checkCustomerLimits(discount, await customerHistory(manager, branchCode, discount.id, customer));
    return discount;
  }

  /** Counts one use of the code unless another order used its last one meanwhile. */
  private async countUse(manager: EntityManager, id: number): Promise<void> {
    const result = await manager
      .createQueryBuilder()
      .update(DiscountCode)
      .set({ timesUsed: () => 'times_used + 1' })
      .where('id = :id AND is_active = :active AND (usage_limit IS NULL OR times_used < usage_limit)', { id, active: true })
      .execute();
    if (result.affected !== 1) throw invalidDiscount();
  }

  private async freeOrderNumber(manager: EntityManager, branchCode: string): Promise<string> {
    for (let tries = 0; tries < 5; tries++) {
      const orderNumber = newOrderNumber(this.now());
      if (!(await manager.getRepository(Order).existsBy({ branchCode, orderNumber }))) return orderNumber;
    }
    throw new OrderNumberClash();
  }

  private async customerId(branchCode: string, userId: number): Promise<number> {
    const user = await this.db.repo(User).findOne({ where: { branchCode, id: userId }, select: { id: true, role: true } });
    if (!user || user.role !== Role.USER) throw new ValidationError(`No customer with id ${userId} in this branch`, 'userId');
    return user.id;
  }

  private async shortage(line: PricedLine): Promise<ValidationError> {
    const product = await this.db
      .repo(Product)
      .findOne({ where: { id: line.product.id }, select: { id: true, stockQuantity: true, isActive: true } });
    const field = `lines[${line.index}].quantity`;
    if (!product || !product.isActive) return new ValidationError(`${line.product.name} is no longer on sale`, field);
    return new ValidationError(notEnoughStockMessage(line.product.name, product.stockQuantity, line.quantity), field);
  }
}

function replayOf(orderId: number): Placed {
  return { orderId, productIds: [], discountCodeId: null, replayed: true };
}

function isDeadlock(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'SQLITE_BUSY';
}

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
