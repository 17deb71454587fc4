/**
 * The parcel carriers the shop can post with (Settings' carrier) and their public tracking pages, where
 * `{number}` stands for the parcel's tracking number (docs/back-office.md, Settings).
 */
export const CARRIERS = {
  'royal-mail': { name: 'Royal Mail', trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/{number}' },
  dpd: { name: 'DPD', trackingUrl: 'https://track.dpd.co.uk/parcels/{number}' },
  evri: { name: 'Evri', trackingUrl: 'https://www.evri.com/track/parcel/{number}' },
  parcelforce: { name: 'Parcelforce', trackingUrl: 'https://www.parcelforce.com/track-trace?trackNumber={number}' },
} as const;
export type CarrierCode = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as CarrierCode[];
export const DEFAULT_CARRIER: CarrierCode = 'royal-mail';

export function isCarrierCode(value: unknown): value is CarrierCode {
  return typeof value === 'string' && Object.hasOwn(CARRIERS, value);
}

/** The carrier a dispatch names, by its code or its name in any case ('Royal Mail', 'royal-mail', 'DPD'); null for any other. */
export function carrierNamed(carrier: string | null | undefined): CarrierCode | null {
  const wanted = (carrier ?? '').trim().toLowerCase();
  return CARRIER_CODES.find((code) => code === wanted || CARRIERS[code].name.toLowerCase() === wanted) ?? null;
}

/** The carrier's page that follows this parcel. */
export function trackingUrl(carrier: CarrierCode, trackingNumber: string): string {
  return CARRIERS[carrier].trackingUrl.replace('{number}', encodeURIComponent(trackingNumber.replace(/\s+/g, '')));
}
