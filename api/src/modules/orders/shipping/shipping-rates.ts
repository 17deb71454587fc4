import { ValidationError } from '../../../common/errors';

/**
 * The carrier's price list (docs/api.md, checkout), in pence. "Free delivery over £50" is read strictly:
 * the tracked 2-4 day service is free when the subtotal after discount is above £50.00, so a basket
 * of exactly £50.00 pays for delivery. Weight bands include their upper limit (2 kg is the first band).
 */
export const SHIPPING_METHODS = ['tracked-1-2', 'tracked-2-4', 'signed-1-2', 'signed-2-4'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const WEIGHT_BANDS_GRAMS = [2_000, 10_000, 20_000] as const;
export const MAX_SHIPPING_WEIGHT_GRAMS = WEIGHT_BANDS_GRAMS[WEIGHT_BANDS_GRAMS.length - 1];
export const FREE_DELIVERY_OVER_PENCE = 5_000;

export interface CarrierService {
  method: ShippingMethod;
  name: string;
  delivery: string;
  /** Price per weight band, in the order of WEIGHT_BANDS_GRAMS. */
  bandPricesPence: readonly [number, number, number];
  freeOverThreshold: boolean;
}

export const SHIPPING_SERVICES: Record<ShippingMethod, CarrierService> = {
  'tracked-1-2': {
    method: 'tracked-1-2',
    name: 'Tracked with email updates',
    delivery: '1-2 business days',
    bandPricesPence: [599, 899, 1399],
    freeOverThreshold: false,
  },
  'tracked-2-4': {
    method: 'tracked-2-4',
    name: 'Tracked with email updates',
    delivery: '2-4 days',
    bandPricesPence: [399, 799, 1199],
    freeOverThreshold: true,
  },
  'signed-1-2': {
    method: 'signed-1-2',
    name: 'Tracked and signed for',
    delivery: '1-2 business days',
    bandPricesPence: [799, 999, 1499],
    freeOverThreshold: false,
  },
  'signed-2-4': {
    method: 'signed-2-4',
    name: 'Tracked and signed for',
    delivery: '2-4 days',
    bandPricesPence: [699, 899, 1399],
    freeOverThreshold: false,
  },
};

export interface ShippingQuote {
  method: ShippingMethod;
  name: string;
  delivery: string;
  pricePence: number;
  /** True when the free-delivery rule waived the band price. */
  free: boolean;
}

export function isShippingMethod(value: unknown): value is ShippingMethod {
  return typeof value === 'string' && (SHIPPING_METHODS as readonly string[]).includes(value);
}

export function parseShippingMethod(value: string | null | undefined, field = 'shippingMethod'): ShippingMethod {
  const method = (value ?? '').trim().toLowerCase();
  if (!method) throw new ValidationError('Shipping method is required', field);
  if (!isShippingMethod(method)) throw new ValidationError(`Shipping method must be one of ${SHIPPING_METHODS.join(', ')}`, field);
  return method;
}

/** Index of the weight band a parcel falls in; refuses parcels over 20 kg. */
export function weightBand(weightGrams: number, field = 'weightGrams'): number {
  if (!Number.isInteger(weightGrams) || weightGrams < 0)
    throw new ValidationError('Weight must be a whole number of grams, 0 or more', field);
  const band = WEIGHT_BANDS_GRAMS.findIndex((limit) => weightGrams <= limit);
  if (band < 0) {
    throw new ValidationError(
      `This order weighs ${kilograms(weightGrams)} kg; we can post at most ${kilograms(MAX_SHIPPING_WEIGHT_GRAMS)} kg in one order`,
      field,
    );
  }
  return band;
}

/** What a service costs for a parcel of this weight when the basket's subtotal (after discount) is `subtotalPence`. */
export function shippingQuote(method: ShippingMethod, weightGrams: number, subtotalPence: number): ShippingQuote {
  const service = SHIPPING_SERVICES[method];
  if (!service) throw new ValidationError(`Shipping method must be one of ${SHIPPING_METHODS.join(', ')}`, 'shippingMethod');
  const bandPrice = service.bandPricesPence[weightBand(weightGrams)];
  const free = service.freeOverThreshold && subtotalPence > FREE_DELIVERY_OVER_PENCE;
  return { method, name: service.name, delivery: service.delivery, pricePence: free ? 0 : bandPrice, free };
}

/** Every service priced for one parcel, in the order of SHIPPING_METHODS. */
export function shippingQuotes(weightGrams: number, subtotalPence: number): ShippingQuote[] {
  return SHIPPING_METHODS.map((method) => shippingQuote(method, weightGrams, subtotalPence));
}

function kilograms(grams: number): string {
  return (grams / 1000).toLocaleString('en-GB', { maximumFractionDigits: 3 });
}
