import { ValidationError } from '../../../common/errors';
import { MAX_AMOUNT_POUNDS, penceToPounds, poundsToPence } from '../../../common/money';
import { dispatchPromiseAt } from './dispatch-promise';
import { FREE_DELIVERY_OVER_PENCE, shippingQuotes } from './shipping-rates';
import type { DispatchPromise, ShippingOption } from './shipping.types';

/** Prices the four carrier services for a basket's weight and subtotal (docs/api.md, checkout); anyone may ask. */
export class ShippingService {
  constructor(private readonly now: () => Date = () => new Date()) {}

  /** When an order placed now is dispatched (checkout's cut-off and bank holidays) and the free-delivery threshold; anyone may ask. */
  dispatchPromise(): DispatchPromise {
    const answeredAt = this.now();
    return { ...dispatchPromiseAt(answeredAt), answeredAt, freeDeliveryOver: penceToPounds(FREE_DELIVERY_OVER_PENCE)! };
  }

  options(weightGrams: number, subtotal: number): ShippingOption[] {
    if (!Number.isFinite(subtotal) || subtotal < 0 || subtotal > MAX_AMOUNT_POUNDS) {
      throw new ValidationError(
        `Subtotal must be an amount in pounds, from 0 to £${MAX_AMOUNT_POUNDS.toLocaleString('en-GB')}`,
        'subtotal',
      );
    }
    if (!Number.isInteger(weightGrams) || weightGrams < 0)
      throw new ValidationError('Weight must be a whole number of grams, 0 or more', 'weightGrams');
    return shippingQuotes(weightGrams, poundsToPence(subtotal)).map((q) => ({
      method: q.method,
      name: q.name,
      delivery: q.delivery,
      price: penceToPounds(q.pricePence)!,
      free: q.free,
    }));
  }
}
