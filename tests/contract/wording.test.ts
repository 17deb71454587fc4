import { stringsOf, UI_SOURCES, type UiString } from '../helpers/ui-strings';
import { ALLOWED, WORDING_RULES } from '../helpers/wording-rules';

/**
 * British English and the shop's own words (docs/design.md): every string a shopper, staff member or mail
 * reader may see — the web app's string literals and JSX text, the API's error messages, the mail templates and
 * the demo seed — is checked against a short list of Americanisms and misspellings. Code is left out (imports,
 * object keys, class names, compared values, GraphQL documents, single identifier-like words), and so are the
 * spec's routes and exact messages (ALLOWED).
 */
const allowed = (text: string) => ALLOWED.some((a) => (typeof a.text === 'string' ? a.text === text : a.text.test(text)));

function offences(strings: UiString[]): string[] {
  return strings.flatMap((s) =>
    allowed(s.text) ? [] : WORDING_RULES.filter((r) => r.pattern.test(s.text)).map((r) => `${s.file}:${s.line} "${s.text}" → ${r.instead}`),
  );
}

describe('the shop writes British English in its own words', () => {
  test.each([
    ['the web app', () => UI_SOURCES.web().flatMap((f) => stringsOf(f, 'all'))],
    ["the API's error messages", () => UI_SOURCES.api().flatMap((f) => stringsOf(f, 'errors'))],
    ['the mail templates', () => UI_SOURCES.mail().flatMap((f) => stringsOf(f, 'all'))],
    ['the demo seed', () => UI_SOURCES.seed().flatMap((f) => stringsOf(f, 'all'))],
  ])('%s', (_, strings) => {
    const found = strings();
    expect(found.length).toBeGreaterThan(20);
    expect(offences(found)).toEqual([]);
  });

  test('the check finds what it is for, and leaves code and the spec alone', () => {
    const at = (text: string): UiString => ({ file: 'x.tsx', line: 1, text });
    const flagged = [
      'Add to Cart',
      'Your favorite color',
      'Zip code',
      'Check out',
      'Signup',
      'Customize your order',
      'We organize',
      'Order canceled',
      'Our catalog',
      'Grey or gray',
      'Jewelry',
      'Cookie behavior',
      'a license',
      'we fulfill orders',
      'Text centered',
      'Hair Extention',
      'Postcode is Required',
      'Return & Refunds policy',
    ];
    expect(flagged.filter((text) => offences([at(text)]).length === 0)).toEqual([]);
    const fine = [
      'Add to basket',
      'Checkout',
      'Remove the products that are out of stock to check out.',
      'Proceed to Checkout',
      'font-size:14px;color:#333;',
      '<stop offset="0" stop-color="#fff"/>',
      'Name is required',
      'Terms Of Services',
      'Dressmaker European Hair Extention',
      'Returns & Refunds',
      'FAQs',
    ];
    expect(offences(fine.map(at))).toEqual([]);
  });
});
