import { normaliseBranch } from '../../common/branch';

export interface SeedArgs {
  products: number;
  branch: string;
  help: boolean;
}

export const SEED_USAGE = `Usage: npm run seed -- [--products <count>] [--branch <code>]

  Seeds the demo shop into the branch when it is empty, then adds <count> more products
  (with parent items and sub-categories in proportion). Settings come from the environment
  (DATABASE_URL, DATA_DIR) as for the server.

  --products <count>  products to add, 0 to 1000000 (default 0)
  --branch <code>     branch code (default MAIN)
  --help              show this text`;

export class UsageError extends Error {}

const MAX_PRODUCTS = 1_000_000;

/** Reads the seed command's arguments; throws UsageError with a message fit for the user. */
export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const out: SeedArgs = { products: 0, branch: 'MAIN', help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      out.help = true;
      continue;
    }
    const m = /^--(products|branch)(?:=(.*))?$/.exec(arg);
    if (!m) throw new UsageError(`Unknown argument "${arg}"`);
    const value = m[2] ?? argv[++i];
    if (value === undefined || value === '' || (m[2] === undefined && value.startsWith('--')))
      throw new UsageError(`--${m[1]} needs a value`);
    if (m[1] === 'products') {
      const clean = value.replace(/[_,]/g, '');
      if (!/^\d+$/.test(clean) || Number(clean) > MAX_PRODUCTS)
        throw new UsageError(`--products must be a whole number from 0 to ${MAX_PRODUCTS}, got "${value}"`);
      out.products = Number(clean);
    } else {
      try {
        out.branch = normaliseBranch(value);
      } catch (e) {
        throw new UsageError((e as Error).message);
      }
    }
  }
  return out;
}
