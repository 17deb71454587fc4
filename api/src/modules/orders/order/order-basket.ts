import { unitPricePence } from '../../catalog/product/product-price';
import { ValidationError } from '../../../common/errors';
import { formatPounds, MAX_AMOUNT_PENCE } from '../../../common/money';
import { MAX_ORDER_LINES } from '../../../common/order-limits';
import type { Product } from '../../catalog/product/product.entity';
import type { CreateOrderLineInput } from './create-order.inputs';

export const MAX_LINE_QUANTITY = 99;

/** One line as asked for, before the products are looked up. */
export interface LineRequest {
  index: number;
  productId: number | null;
  productCode: string | null;
  quantity: number;
}

/** One line priced from the database: lines of the same product merged, prices never from the client. */
export interface PricedLine {
  /** The first input line that asked for this product, for error fields. */
  index: number;
  product: Product;
  quantity: number;
  unitPricePence: number;
  lineTotalPence: number;
  weightGrams: number;
}

const lineField = (index: number, field: string) => `lines[${index}].${field}`;

/** Checks the shape of the lines: 1 to 50 of them, each naming one product, quantities 1 to 99. */
export function checkLineRequests(lines: readonly Partial<CreateOrderLineInput>[] | null | undefined): LineRequest[] {
  if (!lines || lines.length === 0) throw new ValidationError('An order needs at least one line', 'lines');
  if (lines.length > MAX_ORDER_LINES) throw new ValidationError(`An order can have at most ${MAX_ORDER_LINES} lines`, 'lines');
  return lines.map((line, index) => {
    const productId = line.productId ?? null;
    const productCode = line.productCode?.trim() || null;
    if (productId === null && productCode === null)
      throw new ValidationError(`Line ${index + 1} needs a productId or a productCode`, lineField(index, 'productId'));
    if (productId !== null && productCode !== null)
      throw new ValidationError(`Line ${index + 1} gives both a productId and a productCode; give one`, lineField(index, 'productId'));
    const quantity = line.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
      throw new ValidationError(`Line ${index + 1}: quantity must be between 1 and ${MAX_LINE_QUANTITY}`, lineField(index, 'quantity'));
    }
    return { index, productId, productCode, quantity };
  });
}

export { unitPricePence };

/**
 * Resolves each line to a product of the branch (by id, or by code ignoring case), refuses unknown and
 * inactive products, merges lines of the same product and prices them from the database.
 */
export function priceLines(requests: readonly LineRequest[], products: readonly Product[]): PricedLine[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  const byCode = new Map(products.map((p) => [p.code.toLowerCase(), p]));
  const merged = new Map<number, PricedLine>();
  for (const request of requests) {
    const product = request.productId !== null ? byId.get(request.productId) : byCode.get(request.productCode!.toLowerCase());
    if (!product) {
      throw request.productId !== null
        ? new ValidationError(`Line ${request.index + 1}: no product with id ${request.productId}`, lineField(request.index, 'productId'))
        : new ValidationError(
            `Line ${request.index + 1}: no product with code ${request.productCode}`,
            lineField(request.index, 'productCode'),
          );
    }
    if (!product.isActive)
      throw new ValidationError(
        `${product.name} is no longer on sale`,
        lineField(request.index, request.productId !== null ? 'productId' : 'productCode'),
      );
    const line = merged.get(product.id) ?? {
      index: request.index,
      product,
      quantity: 0,
      unitPricePence: unitPricePence(product),
      lineTotalPence: 0,
      weightGrams: 0,
    };
    line.quantity += request.quantity;
    if (line.quantity > MAX_LINE_QUANTITY) {
      throw new ValidationError(
        `At most ${MAX_LINE_QUANTITY} of ${product.name} can go in one order`,
        lineField(request.index, 'quantity'),
      );
    }
    line.lineTotalPence = line.unitPricePence * line.quantity;
    line.weightGrams = Math.max(product.shippingWeightGrams ?? 0, 0) * line.quantity;
    merged.set(product.id, line);
  }
  return [...merged.values()];
}

/** The lines' total in pence; refused above £1,000,000, so that no total or line of an order overflows its INT column. */
export function subtotalOf(lines: readonly PricedLine[]): number {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotalPence, 0);
  if (subtotal > MAX_AMOUNT_PENCE) {
    throw new ValidationError(
      `An order can come to at most ${formatPounds(MAX_AMOUNT_PENCE)}; this one comes to ${formatPounds(subtotal)}`,
      'lines',
    );
  }
  return subtotal;
}

export function weightOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.weightGrams, 0);
}

export function notEnoughStockMessage(name: string, left: number, asked: number): string {
  return `Not enough stock of ${name}: ${Math.max(left, 0)} left, ${asked} asked for`;
}
