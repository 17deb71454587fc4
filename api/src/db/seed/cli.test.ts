import { parseSeedArgs, UsageError } from './cli';

describe('seed command arguments', () => {
  test('defaults to no extra products on MAIN', () => {
    expect(parseSeedArgs([])).toEqual({ products: 0, branch: 'MAIN', help: false });
  });

  test('reads --products and --branch, with or without =', () => {
    expect(parseSeedArgs(['--products', '100000', '--branch', 'main'])).toEqual({ products: 100000, branch: 'MAIN', help: false });
    expect(parseSeedArgs(['--products=2,500', '--branch=Leeds'])).toEqual({ products: 2500, branch: 'LEEDS', help: false });
    expect(parseSeedArgs(['--help']).help).toBe(true);
  });

  test.each([
    [['--products'], '--products needs a value'],
    [['--products', '--branch', 'X'], '--products needs a value'],
    [['--products', '-5'], '--products must be a whole number'],
    [['--products', '1.5'], '--products must be a whole number'],
    [['--products', '2000001'], '--products must be a whole number'],
    [['--branch', 'a b'], 'not valid'],
    [['--frobnicate'], 'Unknown argument "--frobnicate"'],
    [['100'], 'Unknown argument "100"'],
  ])('rejects %j', (argv, message) => {
    expect(() => parseSeedArgs(argv)).toThrow(UsageError);
    expect(() => parseSeedArgs(argv)).toThrow(message);
  });
});
