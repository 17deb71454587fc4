import { ValidationError } from '../../../common/errors';
import { MAX_SHIPPING_WEIGHT_GRAMS } from './shipping-rates';

/** The largest parcel the shop posts (the medium parcel), in cm, longest side first. */
export const MEDIUM_PARCEL_CM = [61, 46, 46] as const;
export const MEDIUM_PARCEL_VOLUME_CM3 = MEDIUM_PARCEL_CM[0] * MEDIUM_PARCEL_CM[1] * MEDIUM_PARCEL_CM[2];

/** One product line as the parcel sees it; unknown sizes and weights count as 0. */
export interface ParcelItem {
  name: string;
  quantity: number;
  /** The line's weight (unit weight × quantity), in grams. */
  weightGrams: number;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
}

const cm = (value: number | null) => (value != null && Number.isFinite(value) && value > 0 ? value : 0);
const number = (value: number, digits = 1) => value.toLocaleString('en-GB', { maximumFractionDigits: digits });

/** An item's sides, longest first (unknown sides as 0). */
export function sortedSides(item: Pick<ParcelItem, 'lengthCm' | 'widthCm' | 'heightCm'>): [number, number, number] {
  const sides = [cm(item.lengthCm), cm(item.widthCm), cm(item.heightCm)].sort((a, b) => b - a);
  return [sides[0], sides[1], sides[2]];
}

/** True when the item fits the medium parcel in some orientation (both triples compared longest first). */
export function fitsMediumParcel(item: Pick<ParcelItem, 'lengthCm' | 'widthCm' | 'heightCm'>): boolean {
  return sortedSides(item).every((side, i) => side <= MEDIUM_PARCEL_CM[i]);
}

/** L × W × H × quantity summed over the items, in cm³. */
export function itemsVolumeCm3(items: readonly ParcelItem[]): number {
  return items.reduce((sum, item) => sum + cm(item.lengthCm) * cm(item.widthCm) * cm(item.heightCm) * item.quantity, 0);
}

/**
 * Why these items cannot go in one parcel, or null when they can: over 20 kg, an item whose sides
 * (longest first) exceed the medium parcel's 61 × 46 × 46 cm, or items that together take more room
 * than the medium parcel holds. The message names the reason (and the item).
 */
export function parcelRefusal(items: readonly ParcelItem[]): string | null {
  const grams = items.reduce((sum, item) => sum + Math.max(item.weightGrams, 0), 0);
  if (grams > MAX_SHIPPING_WEIGHT_GRAMS) {
    return `This order weighs ${number(grams / 1000, 3)} kg; we can post at most ${number(MAX_SHIPPING_WEIGHT_GRAMS / 1000)} kg in one order`;
  }
  const tooBig = items.find((item) => !fitsMediumParcel(item));
  if (tooBig) {
    const [a, b, c] = sortedSides(tooBig);
    return `${tooBig.name} measures ${number(a)} × ${number(b)} × ${number(c)} cm, larger than our biggest parcel (${MEDIUM_PARCEL_CM.join(' × ')} cm), so we cannot post it`;
  }
  const volume = itemsVolumeCm3(items);
  if (volume > MEDIUM_PARCEL_VOLUME_CM3) {
    return `These items take ${number(volume / 1000)} litres, more than our biggest parcel holds (${number(MEDIUM_PARCEL_VOLUME_CM3 / 1000)} litres); please split them into two orders`;
  }
  return null;
}

/** Refuses items that cannot be posted in one parcel (see parcelRefusal). */
export function checkParcel(items: readonly ParcelItem[], field = 'lines'): void {
  const refusal = parcelRefusal(items);
  if (refusal) throw new ValidationError(refusal, field);
}
