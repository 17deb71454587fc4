import { isURL } from 'class-validator';
import { Caller, requireStaff } from '../../../common/auth';
import { ValidationError } from '../../../common/errors';
import type { Database } from '../../../db/database';
import { checkEmailFormat } from '../../../common/email';
import { normalisePostcode } from '../../../common/uk-address';
import { ShopBankDetails, ShopSettings } from './shop-settings.entity';
import type { UpdateShopSettingsInput } from './shop-settings.inputs';
import { recordUpdate } from '../../../common/audit/audit-recorder';
import { CARRIER_CODES, DEFAULT_CARRIER, isCarrierCode } from '../../../common/carriers';
import { DEFAULT_POINTS_PER_POUND, PointsRule } from './points-rule';
import { keepPointsPageInStep, pointsRuleChanges } from './points-rule-settings';

/** What a branch shows before staff have saved its settings. */
export const DEFAULT_SHOP_NAME = 'Beauty Shop';

type Values = Omit<ShopSettings, 'id' | 'branchCode' | 'createdAt' | 'updatedAt'>;
type RateKey = 'audRate' | 'eurRate';
type Key = Exclude<keyof Values, keyof PointsRule | RateKey>;

const COMPANY_NUMBER = /^(\d{8}|[A-Z]{2}\d{6})$/;
const VAT_NUMBER = /^GB(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/;
const SORT_CODE = /^(\d{2})-?(\d{2})-?(\d{2})$/;
const ACCOUNT_NUMBER = /^\d{8}$/;
const BANK_KEYS = ['bankAccountName', 'bankSortCode', 'bankAccountNumber'] as const;

/** Trimmed text, null when empty; refuses text over `max` characters. */
function text(value: string, label: string, field: string, max: number): string | null {
  const t = value.trim();
  if (t.length > max) throw new ValidationError(`${label} must be at most ${max} characters`, field);
  return t || null;
}

function httpsUrl(label: string) {
  return (value: string, field: string): string | null => {
    const url = text(value, label, field, 300);
    if (
      url !== null &&
      !isURL(url, {
        protocols: ['https'],
        require_protocol: true,
        require_valid_protocol: true,
        require_tld: true,
        allow_underscores: true,
      })
    ) {
      throw new ValidationError(`${label} must be an https:// address, like https://www.instagram.com/yourshop`, field);
    }
    return url;
  };
}

/** Each field's check and normal form; a value of null or '' clears the field. */
const RULES: Record<Key, (value: string, field: string) => string | null> = {
  shopName: (v, f) => {
    const name = text(v, 'Shop name', f, 120);
    if (name === null) throw new ValidationError('Shop name is required', f);
    return name;
  },
  companyNumber: (v, f) => {
    const n = v.replace(/\s+/g, '').toUpperCase();
    if (n && !COMPANY_NUMBER.test(n))
      throw new ValidationError('Company number must be 8 digits, or 2 letters and 6 digits, like 01234567 or SC123456', f);
    return n || null;
  },
  vatNumber: (v, f) => {
    const n = v.replace(/\s+/g, '').toUpperCase();
    if (n && !VAT_NUMBER.test(n)) throw new ValidationError('VAT number must be GB followed by 9 or 12 digits, like GB123456789', f);
    return n || null;
  },
  addressLine1: (v, f) => text(v, 'Address line 1', f, 200),
  addressLine2: (v, f) => text(v, 'Address line 2', f, 200),
  city: (v, f) => text(v, 'City', f, 120),
  postcode: (v, f) => (v.trim() ? normalisePostcode(v, f) : null),
  contactEmail: (v, f) => {
    const email = text(v, 'Contact email', f, 200)?.toLowerCase() ?? null;
    if (email !== null) checkEmailFormat(email, f);
    return email;
  },
  facebookUrl: httpsUrl('Facebook link'),
  instagramUrl: httpsUrl('Instagram link'),
  carrier: (v, f) => {
    const code = v.trim().toLowerCase() || DEFAULT_CARRIER;
    if (!isCarrierCode(code)) throw new ValidationError(`Carrier must be one of ${CARRIER_CODES.join(', ')}`, f);
    return code;
  },
  bankAccountName: (v, f) => text(v, 'Account name', f, 120),
  bankSortCode: (v, f) => {
    const compact = v.replace(/\s+/g, '');
    if (!compact) return null;
    const m = SORT_CODE.exec(compact);
    if (!m) throw new ValidationError('Sort code must be 6 digits, like 12-34-56', f);
    return `${m[1]}-${m[2]}-${m[3]}`;
  },
  bankAccountNumber: (v, f) => {
    const n = v.replace(/\s+/g, '');
    if (n && !ACCOUNT_NUMBER.test(n)) throw new ValidationError('Account number must be 8 digits', f);
    return n || null;
  },
};
const KEYS = Object.keys(RULES) as Key[];

/** The largest rate staff may set: what £1 buys in the other currency (docs/back-office.md, Settings). */
export const MAX_RATE = 1000;

function rate(label: string) {
  return (value: unknown, field: string): number | null => {
    if (value === null) return null;
    // Kept to the column's 4 decimal places; a rate that rounds to 0 is no rate.
    const rounded = typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 10_000) / 10_000 : NaN;
    if (!(rounded > 0 && rounded <= MAX_RATE)) {
      throw new ValidationError(`${label} must be above 0 and at most ${MAX_RATE.toLocaleString('en-GB')} (what £1 buys)`, field);
    }
    return rounded;
  };
}

/** The rates of the currencies the storefront's chooser offers besides pounds: shown as approximations only. */
const RATE_RULES: Record<RateKey, (value: unknown, field: string) => number | null> = {
  audRate: rate('Australian dollar rate'),
  eurRate: rate('Euro rate'),
};
const RATE_KEYS = Object.keys(RATE_RULES) as RateKey[];

function defaults(branchCode: string): ShopSettings {
  const settings = new ShopSettings();
  Object.assign(settings, {
    id: 0,
    branchCode,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    shopName: DEFAULT_SHOP_NAME,
    carrier: DEFAULT_CARRIER,
    pointsPerPound: DEFAULT_POINTS_PER_POUND,
    pointsRedeemable: true,
  });
  for (const key of KEYS) if (key !== 'shopName' && key !== 'carrier') settings[key] = null;
  for (const key of RATE_KEYS) settings[key] = null;
  return settings;
}

/** The shop's details, one row per branch: read by anyone (without the bank details), changed by staff. */
export class ShopSettingsService {
  constructor(private readonly db: Database) {}

  /** The branch's settings; the defaults (the shop name, nothing else) while staff have saved none. */
  async get(branchCode: string): Promise<ShopSettings> {
    return (await this.db.repo(ShopSettings).findOneBy({ branchCode })) ?? defaults(branchCode);
  }

  /** The bank details for bank-transfer payments: staff only (a later checkout step shows them to its customer). */
  async bankDetails(caller: Caller | null, branchCode: string): Promise<ShopBankDetails> {
    requireStaff(caller);
    const s = await this.get(branchCode);
    return { accountName: s.bankAccountName, sortCode: s.bankSortCode, accountNumber: s.bankAccountNumber };
  }

  /** Checks every given field, then saves them on the branch's one row (made on the first save). */
  async update(caller: Caller | null, branchCode: string, input: UpdateShopSettingsInput): Promise<ShopSettings> {
    requireStaff(caller);
    const changes: Partial<Values> = {};
    for (const key of KEYS) {
      const value = (input as Record<string, unknown>)[key];
      if (value === undefined) continue;
      if (value !== null && typeof value !== 'string') throw new ValidationError(`${key} must be text`, key);
      (changes as Record<string, string | null>)[key] = RULES[key](value ?? '', key);
    }
    Object.assign(changes, pointsRuleChanges(input));
    for (const key of RATE_KEYS) {
      if (input[key] !== undefined) changes[key] = RATE_RULES[key](input[key], key);
    }
    const id = await this.db.transaction(async (m) => {
      const repo = m.getRepository(ShopSettings);
      const existing = await repo.findOneBy({ branchCode });
      const next = { ...(existing ?? defaults(branchCode)), ...changes };
      const given = BANK_KEYS.filter((k) => next[k] !== null);
      if (given.length > 0 && given.length < BANK_KEYS.length) {
        const missing = BANK_KEYS.find((k) => next[k] === null)!;
        throw new ValidationError('Bank details need the account name, the sort code and the account number together', missing);
      }
      if (existing) {
        if (Object.keys(changes).length) {
          await repo.update({ id: existing.id }, changes);
          await recordUpdate(m, ShopSettings, existing, changes);
        }
        await keepPointsPageInStep(m, branchCode, existing, next);
        return existing.id;
      }
      const values = Object.fromEntries([...KEYS, ...RATE_KEYS].map((k) => [k, next[k]]));
      const inserted = await repo.insert({
        ...values,
        pointsPerPound: next.pointsPerPound,
        pointsRedeemable: next.pointsRedeemable,
        branchCode,
      });
      await keepPointsPageInStep(m, branchCode, defaults(branchCode), next);
      return Number(inserted.identifiers[0].id);
    });
    this.db.changed(ShopSettings, [id], 'update');
    return this.db.repo(ShopSettings).findOneByOrFail({ id });
  }
}
