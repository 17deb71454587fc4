import { toNormalised } from 'postcode';

/**
 * The one home of the UK postcode and phone rules, for the API and the web forms alike: the API's
 * checks (common/uk-address.ts) and the forms' (web/src/config/uk-contact.ts, a copy that
 * `npm run generate:schema` writes from this file) answer the same values and the same messages.
 * No imports but the `postcode` library, so it runs in Node and in the browser.
 *
 * - A postcode is stored upper-case with one space before the inward code ('sw1a1aa' → 'SW1A 1AA'),
 *   checked by the `postcode` library. Girobank's GIR 0AA is a real postcode and is accepted. BFPO
 *   numbers (British Forces Post Office) are not postcodes of a UK address the shop's carriers deliver
 *   to, so they are refused like any other non-postcode.
 * - A phone number is a UK number, typed as 07700 900123, +44 7700 900123, +44 (0)7700 900123 or
 *   0044 7700 900123 (spaces, hyphens, dots and brackets ignored). It is stored in the national form,
 *   grouped as Ofcom writes it: mobiles '07700 900123', London and the other 02 areas '020 7946 0018',
 *   the big-city codes '0113 496 0000' and '0161 496 0000', other landlines '01632 960123', non-geographic
 *   '0300 123 4567' and '0800 123456'. Numbers abroad are refused: the shop delivers in the UK only.
 */

export const POSTCODE_REQUIRED = 'Postcode is required';
export const POSTCODE_INVALID = 'Enter a UK postcode, like SW1A 1AA';
export const PHONE_INVALID = 'Enter a UK phone number, like 07700 900123';
/** The longest phone number as typed (spaces and all). */
export const MAX_PHONE_LENGTH = 40;

/** A postcode's stored form ('SW1A 1AA'), or null when the text is not a UK postcode. */
export function ukPostcode(value: string | null | undefined): string | null {
  const compact = (value ?? '').replace(/\s+/g, '').toUpperCase();
  if (compact === 'GIR0AA') return 'GIR 0AA';
  return compact.length >= 5 && compact.length <= 7 ? toNormalised(compact) : null;
}

/** The message for a postcode field that must be filled, or null when it is a UK postcode. */
export function postcodeProblem(value: string | null | undefined): string | null {
  if (!(value ?? '').trim()) return POSTCODE_REQUIRED;
  return ukPostcode(value) ? null : POSTCODE_INVALID;
}

/** The digits of a UK number in national form ('07700900123'), or null when it is not one. */
function nationalDigits(value: string): string | null {
  const compact = value.replace(/\(0\)/g, '').replace(/[\s\-.()]/g, '');
  const national = compact.startsWith('+44') ? `0${compact.slice(3)}` : compact.startsWith('0044') ? `0${compact.slice(4)}` : compact;
  if (!/^0[1235789][0-9]{8,9}$/.test(national)) return null;
  // 10-digit numbers exist only among some 01 landlines and 0800/0500-style freephone numbers.
  if (national.length === 10 && !/^0(1|8)/.test(national)) return null;
  return national;
}

/** Splits the national digits into Ofcom's groups. */
function grouped(n: string): string {
  const split = (...sizes: number[]) => {
    const parts: string[] = [];
    let at = 0;
    for (const size of sizes) parts.push(n.slice(at, (at += size)));
    return [...parts, n.slice(at)].filter(Boolean).join(' ');
  };
  if (n.startsWith('02')) return split(3, 4);
  if (/^01(1[0-9]|[0-9]1)/.test(n) && n.length === 11) return split(4, 3);
  if (/^0[389]/.test(n)) return n.length === 11 ? split(4, 3) : split(4);
  return split(5);
}

/** A phone number's stored form ('07700 900123'), or null when the text is not a UK phone number. */
export function ukPhone(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text.length > MAX_PHONE_LENGTH) return null;
  const national = nationalDigits(text);
  return national ? grouped(national) : null;
}

/** The message for an optional phone field (blank is fine), or null when it is blank or a UK number. */
export function phoneProblem(value: string | null | undefined): string | null {
  if (!(value ?? '').trim()) return null;
  return ukPhone(value) ? null : PHONE_INVALID;
}
