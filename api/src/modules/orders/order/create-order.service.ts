import { EntityManager, In } from 'typeorm';
import { Caller, requireStaff } from '../../../common/auth';
import { ValidationError } from '../../../common/errors';
import type { Database } from '../../../db/database';
import { User } from '../../account/user/user.entity';
import { Role } from '../../../common/roles';
import { Product } from '../../catalog/product/product.entity';
import { DiscountCode } from '../discount-code/discount-code.entity';
import { checkDiscountUsable, discountPence, invalidDiscount, normaliseDiscountCode } from '../discount-code/discount-rules';
import { parseShippingMethod, shippingQuote, ShippingMethod, weightBand } from '../shipping/shipping-rates';
import { hashAccessToken, newAccessToken } from './access-token';
import type { CreateOrderInput } from './create-order.inputs';
import { checkLineRequests, LineRequest, notEnoughStockMessage, PricedLine, priceLines, subtotalOf, weightOf } from './order-basket';
import { checkOrderCustomer, OrderCustomer } from './order-customer';
import { newOrderNumber } from './order-number';
import { Order, OrderLine } from './order.entity';
import { recordOrderEvent } from './order-events';
import { recordOrderMovements } from '../../catalog/stock/stock-ledger';

const MAX_ATTEMPTS = 4;

export interface CreatedOrder {
  order: Order;
  /** The guest access token in plain text; only its sha256 is stored, so this is the one chance to show it. */
  accessToken: string;
}

interface OrderRequest {
  branchCode: string;
  customer: OrderCustomer;
  method: ShippingMethod;
  lines: LineRequest[];
  discountCode: string | null;
  userId: number | null;
  accessTokenHash: string;
  /** Who placed it, for the order's first event. */
  caller: Caller | null;
}

interface Placed {
  orderId: number;
  productIds: number[];
  discountCodeId: number | null;
}

/** Thrown inside the transaction when a product cannot cover a line; answered after rollback with the stock left then. */
class StockShortage extends Error {
  constructor(readonly line: PricedLine) {
    super('stock shortage');
  }
}

/** Thrown when the generated order number was taken between the check and the insert; the whole order is retried. */
class OrderNumberClash extends Error {}

/**
 * Places an order the way the shop's checkout prices it: products, prices, stock, weight, shipping and
 * discount all come from the database and spec section 9, never from the client. Stock is taken with a
 * conditional UPDATE and the discount code's use counted in the same transaction as the order insert,
 * so concurrent orders can neither oversell nor overuse a code; the same transaction writes the stock
 * ledger's 'sold' rows and the order's first event.
 */
export class CreateOrderService {
  constructor(private readonly db: Database, private readonly now: () => Date = () => new Date()) {}

  /** The back office's "add order": staff only; may link the order to a customer of the branch. */
  async create(caller: Caller | null, branchCode: string, input: CreateOrderInput): Promise<CreatedOrder> {
    requireStaff(caller);
    const userId = input.userId == null ? null : await this.customerId(branchCode, input.userId);
    return this.place(caller, branchCode, input, userId);
  }

  private async place(caller: Caller | null, branchCode: string, input: CreateOrderInput, userId: number | null): Promise<CreatedOrder> {
    const accessToken = newAccessToken();
    const request: OrderRequest = {
      branchCode,
      customer: checkOrderCustomer(input),
      method: parseShippingMethod(input.shippingMethod),
      lines: checkLineRequests(input.lines),
      discountCode: normaliseDiscountCode(input.discountCode),
      userId,
      accessTokenHash: hashAccessToken(accessToken),
      caller,
    };
    const placed = await this.withRetries(request);
    this.db.changed(Order, [placed.orderId], 'create');
    this.db.changed(Product, placed.productIds, 'update');
    if (placed.discountCodeId !== null) this.db.changed(DiscountCode, [placed.discountCodeId], 'update');
    return { order: await this.db.repo(Order).findOneByOrFail({ id: placed.orderId }), accessToken };
  }

  private async withRetries(request: OrderRequest): Promise<Placed> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction((manager) => this.insert(manager, request));
      } catch (err) {
        if (err instanceof StockShortage) throw await this.shortage(err.line);
        if (attempt < MAX_ATTEMPTS && (err instanceof OrderNumberClash || isDeadlock(err))) continue;
        throw err;
      }
    }
  }

  private async insert(manager: EntityManager, request: OrderRequest): Promise<Placed> {
    const { branchCode } = request;
    const lines = priceLines(request.lines, await this.productsOf(manager, branchCode, request.lines));
    for (const line of lines) if (line.product.stockQuantity < line.quantity) throw new StockShortage(line);
    weightBand(weightOf(lines), 'lines');
    const subtotalPence = subtotalOf(lines);
    const discount = request.discountCode ? await this.discountFor(manager, branchCode, request.discountCode, subtotalPence) : null;
    const discountTotal = discount ? discountPence(discount, subtotalPence) : 0;
    const shippingPence = shippingQuote(request.method, weightOf(lines), subtotalPence - discountTotal).pricePence;

    for (const line of [...lines].sort((a, b) => a.product.id - b.product.id)) await this.takeStock(manager, line);
    if (discount) await this.countUse(manager, discount.id);

    const orderNumber = await this.freeOrderNumber(manager, branchCode);
    const order = manager.getRepository(Order).create({
      branchCode, orderNumber, userId: request.userId, status: 'pending', ...request.customer, shippingMethod: request.method,
      subtotalPence, discountPence: discountTotal, shippingPence, totalPence: subtotalPence - discountTotal + shippingPence,
      accessTokenHash: request.accessTokenHash,
    });
    let orderId: number;
    try {
      orderId = Number((await manager.getRepository(Order).insert(order)).identifiers[0].id);
    } catch (err) {
      if (isUniqueViolation(err)) throw new OrderNumberClash();
      throw err;
    }
    await manager.getRepository(OrderLine).insert(lines.map((line) => manager.getRepository(OrderLine).create({
      branchCode, orderId, productId: line.product.id, productName: line.product.name, productCode: line.product.code,
      quantity: line.quantity, unitPricePence: line.unitPricePence, lineTotalPence: line.lineTotalPence,
    })));
    const placed = { branchCode, id: orderId, orderNumber };
    await recordOrderMovements(manager, placed, 'sold', lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })), `Order ${orderNumber}`);
    await recordOrderEvent(manager, placed, 'pending', request.caller, { note: 'Order placed', trackingNumber: null, carrier: null });
    return { orderId, productIds: lines.map((line) => line.product.id), discountCodeId: discount?.id ?? null };
  }

  private async productsOf(manager: EntityManager, branchCode: string, lines: readonly LineRequest[]): Promise<Product[]> {
    const ids = [...new Set(lines.flatMap((l) => (l.productId !== null ? [l.productId] : [])))];
    const codes = [...new Set(lines.flatMap((l) => (l.productCode !== null ? [l.productCode.toLowerCase()] : [])))];
    const byId = ids.length ? await manager.getRepository(Product).findBy({ branchCode, id: In(ids) }) : [];
    const byCode = codes.length
      ? await manager.getRepository(Product).createQueryBuilder('p').where('p.branchCode = :branchCode', { branchCode }).andWhere('LOWER(p.code) IN (:...codes)', { codes }).getMany()
      : [];
    return [...byId, ...byCode];
  }

  /** Takes the line's quantity off the shelf only if it is still there; a concurrent order that got there first makes this refuse. */
  private async takeStock(manager: EntityManager, line: PricedLine): Promise<void> {
    const quantity = Number(line.quantity);
    const result = await manager
      .createQueryBuilder()
      .update(Product)
      .set({ stockQuantity: () => `stock_quantity - ${quantity}` })
      .where('id = :id AND stock_quantity >= :quantity AND is_active = :active', { id: line.product.id, quantity, active: true })
      .execute();
    if (result.affected !== 1) throw new StockShortage(line);
  }

  private async discountFor(manager: EntityManager, branchCode: string, code: string, subtotalPence: number): Promise<DiscountCode> {
    const discount = await manager.getRepository(DiscountCode).findOneBy({ branchCode, code });
    checkDiscountUsable(discount, subtotalPence, this.now());
    return discount!;
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
    const product = await this.db.repo(Product).findOne({ where: { id: line.product.id }, select: { id: true, stockQuantity: true, isActive: true } });
    const field = `lines[${line.index}].quantity`;
    if (!product || !product.isActive) return new ValidationError(`${line.product.name} is no longer on sale`, field);
    return new ValidationError(notEnoughStockMessage(line.product.name, product.stockQuantity, line.quantity), field);
  }
}

function isDeadlock(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'SQLITE_BUSY';
}

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
