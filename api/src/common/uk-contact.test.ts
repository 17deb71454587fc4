import { phoneProblem, postcodeProblem, ukPhone, ukPostcode } from './uk-contact';

describe('UK postcodes', () => {
  test.each([
    ['sw1a1aa', 'SW1A 1AA'],
    [' SW1A  1AA ', 'SW1A 1AA'],
    ['m11ae', 'M1 1AE'],
    ['b338th', 'B33 8TH'],
    ['cr2 6xh', 'CR2 6XH'],
    ['dn551pt', 'DN55 1PT'],
    ['w1a 0ax', 'W1A 0AX'],
    ['ec1a1bb', 'EC1A 1BB'],
    ['bt1 1aa', 'BT1 1AA'],
    ['je2 3ab', 'JE2 3AB'],
    // Girobank's postcode is a real one, outside the usual pattern: accepted on purpose.
    ['gir 0aa', 'GIR 0AA'],
  ])('%p is stored as %p', (given, stored) => {
    expect(ukPostcode(given)).toBe(stored);
    expect(postcodeProblem(given)).toBeNull();
  });

  test.each(['12345', 'SW1A', 'SW1A 1A', 'SW1A 1AAA', '1AA 1AA', 'SW1A-1AA', 'ZZZZ 9ZZ', 'BFPO 1234', 'BFPO1', '75008'])(
    '%p is refused with the one message',
    (given) => {
      expect(ukPostcode(given)).toBeNull();
      expect(postcodeProblem(given)).toBe('Enter a UK postcode, like SW1A 1AA');
    },
  );

  test.each(['', '   ', null, undefined])('a blank postcode %p is asked for', (given) => {
    expect(postcodeProblem(given)).toBe('Postcode is required');
  });
});

describe('UK phone numbers', () => {
  test.each([
    ['07700 900123', '07700 900123'],
    ['07700900123', '07700 900123'],
    ['+44 7700 900123', '07700 900123'],
    ['+447700900123', '07700 900123'],
    ['+44 (0)7700 900123', '07700 900123'],
    ['0044 7700 900123', '07700 900123'],
    ['07700-900-123', '07700 900123'],
    ['020 7946 0018', '020 7946 0018'],
    ['(020) 79460018', '020 7946 0018'],
    ['+44 20 7946 0018', '020 7946 0018'],
    ['029 2018 0000', '029 2018 0000'],
    ['0113 496 0000', '0113 496 0000'],
    ['0161 496 0000', '0161 496 0000'],
    ['01632 960123', '01632 960123'],
    ['016977 2345', '01697 72345'],
    ['0300 123 4567', '0300 123 4567'],
    ['0800 123 4567', '0800 123 4567'],
    ['0800 123456', '0800 123456'],
  ])('%p is stored as %p', (given, stored) => {
    expect(ukPhone(given)).toBe(stored);
    expect(phoneProblem(given)).toBeNull();
  });

  test.each([
    'call me',
    '12345',
    '7700 900123',
    '0770090012',
    '077009001234',
    '04700 900123',
    '06700 900123',
    '+33 1 23 45 67 89',
    '+1 212 555 0100',
    '0207 946 001x',
    `07700 900123${' '.repeat(40)}1`,
  ])('%p is refused with the one message', (given) => {
    expect(ukPhone(given)).toBeNull();
    expect(phoneProblem(given)).toBe('Enter a UK phone number, like 07700 900123');
  });

  test('a phone number is optional: blank is no problem and stores nothing', () => {
    expect(phoneProblem('  ')).toBeNull();
    expect(phoneProblem(null)).toBeNull();
    expect(ukPhone('')).toBeNull();
  });
});
