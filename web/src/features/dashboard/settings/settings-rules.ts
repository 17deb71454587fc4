import { postcodeProblem } from '../../../config/uk-contact';
import type { AdminShopSettingsQuery, UpdateShopSettingsInput } from '../../../generated/graphql';

/** The Settings form's values: every field as typed (text, '' for unset). */
export interface SettingsValues {
  shopName: string;
  companyNumber: string;
  vatNumber: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
  contactEmail: string;
  bankAccountName: string;
  bankSortCode: string;
  bankAccountNumber: string;
  facebookUrl: string;
  instagramUrl: string;
  carrier: string;
  audRate: string;
  eurRate: string;
}
export type SettingsField = keyof SettingsValues;

export const SETTINGS_FIELDS: SettingsField[] = [
  'shopName',
  'companyNumber',
  'vatNumber',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'contactEmail',
  'bankAccountName',
  'bankSortCode',
  'bankAccountNumber',
  'facebookUrl',
  'instagramUrl',
  'carrier',
  'audRate',
  'eurRate',
];

/** The carriers Settings offers (api/src/common/carriers.ts): a dispatch's tracking number links to its tracking page. */
export const CARRIER_OPTIONS = [
  { value: 'royal-mail', label: 'Royal Mail' },
  { value: 'dpd', label: 'DPD' },
  { value: 'evri', label: 'Evri' },
  { value: 'parcelforce', label: 'Parcelforce' },
] as const;
/** The currency rates (what £1 buys), sent as numbers; the other fields are text. */
export const RATE_FIELDS = ['audRate', 'eurRate'] as const;
const isRate = (field: SettingsField) => (RATE_FIELDS as readonly string[]).includes(field);
export const BANK_FIELDS = ['bankAccountName', 'bankSortCode', 'bankAccountNumber'] as const;
export const BANK_TOGETHER = 'Bank details need the account name, the sort code and the account number together';

/** The form's starting values from what the server keeps. */
export function settingsValues(data: AdminShopSettingsQuery): SettingsValues {
  const shop = data.shopSettings;
  const bank = data.shopBankDetails;
  return {
    shopName: shop.shopName,
    companyNumber: shop.companyNumber ?? '',
    vatNumber: shop.vatNumber ?? '',
    addressLine1: shop.addressLine1 ?? '',
    addressLine2: shop.addressLine2 ?? '',
    city: shop.city ?? '',
    postcode: shop.postcode ?? '',
    contactEmail: shop.contactEmail ?? '',
    bankAccountName: bank.accountName ?? '',
    bankSortCode: bank.sortCode ?? '',
    bankAccountNumber: bank.accountNumber ?? '',
    facebookUrl: shop.facebookUrl ?? '',
    instagramUrl: shop.instagramUrl ?? '',
    carrier: shop.carrier,
    audRate: shop.audRate?.toString() ?? '',
    eurRate: shop.eurRate?.toString() ?? '',
  };
}

/** What updateShopSettings is sent: every field trimmed, a rate as a number; a blank one is null (cleared). */
export function settingsInput(values: SettingsValues): UpdateShopSettingsInput {
  return Object.fromEntries(
    SETTINGS_FIELDS.map((field) => {
      const text = values[field].trim();
      return [field, text ? (isRate(field) ? Number(text) : text) : null];
    }),
  ) as UpdateShopSettingsInput;
}

const compact = (value: string) => value.replace(/\s+/g, '');

/** A rate: blank, or above 0 and at most 1,000 once kept to 4 decimal places (the API's MAX_RATE). */
const rate = (label: string) => (value: string) => {
  const text = value.trim();
  const rounded = /^\d*\.?\d+$/.test(text) ? Math.round(Number(text) * 10_000) / 10_000 : NaN;
  return !text || (rounded > 0 && rounded <= 1000) ? true : `${label} must be above 0 and at most 1,000 (what £1 buys)`;
};
const longerThan = (max: number, label: string) => (value: string) =>
  value.trim().length > max ? `${label} must be at most ${max} characters` : true;

function httpsUrl(label: string, example: string) {
  return (value: string): true | string => {
    const text = value.trim();
    if (!text) return true;
    if (text.length > 300) return `${label} must be at most 300 characters`;
    let url: URL | null = null;
    try {
      url = new URL(text);
    } catch {
      url = null;
    }
    const ok =
      url !== null && url.protocol === 'https:' && /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) && text.toLowerCase().startsWith('https://');
    return ok ? true : `${label} must be an https:// address, like ${example}`;
  };
}

/**
 * Each field's check in the browser, in the API's own words (shop-settings.service.ts), so staff read the
 * same message whether the browser or the server refuses; the server checks again.
 */
export const SETTINGS_RULES: Record<SettingsField, (value: string) => true | string> = {
  shopName: (v) => (!v.trim() ? 'Shop name is required' : longerThan(120, 'Shop name')(v)),
  companyNumber: (v) =>
    !v.trim() || /^(\d{8}|[A-Z]{2}\d{6})$/.test(compact(v).toUpperCase())
      ? true
      : 'Company number must be 8 digits, or 2 letters and 6 digits, like 01234567 or SC123456',
  vatNumber: (v) =>
    !v.trim() || /^GB(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/.test(compact(v).toUpperCase())
      ? true
      : 'VAT number must be GB followed by 9 or 12 digits, like GB123456789',
  addressLine1: longerThan(200, 'Address line 1'),
  addressLine2: longerThan(200, 'Address line 2'),
  city: longerThan(120, 'City'),
  postcode: (v) => !v.trim() || (postcodeProblem(v) ?? true),
  contactEmail: (v) =>
    !v.trim() || (v.trim().length <= 200 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()))
      ? true
      : 'Email must be a valid email address, like name@example.co.uk',
  bankAccountName: longerThan(120, 'Account name'),
  bankSortCode: (v) => (!v.trim() || /^\d{2}-?\d{2}-?\d{2}$/.test(compact(v)) ? true : 'Sort code must be 6 digits, like 12-34-56'),
  bankAccountNumber: (v) => (!v.trim() || /^\d{8}$/.test(compact(v)) ? true : 'Account number must be 8 digits'),
  facebookUrl: httpsUrl('Facebook link', 'https://www.facebook.com/yourshop'),
  instagramUrl: httpsUrl('Instagram link', 'https://www.instagram.com/yourshop'),
  carrier: () => true,
  audRate: rate('Australian dollar rate'),
  eurRate: rate('Euro rate'),
};

/** Bank details go together: the blank ones while another is given (the API refuses the same). */
export function missingBankFields(values: SettingsValues): (typeof BANK_FIELDS)[number][] {
  const blank = BANK_FIELDS.filter((field) => !values[field].trim());
  return blank.length > 0 && blank.length < BANK_FIELDS.length ? blank : [];
}
