/** Types of bench-args.js for the TypeScript tests. */
export interface BenchArgs {
  products: number;
  mysql: string | null;
  groups: ('pages' | 'api' | 'legacy')[];
  requests: number;
  warmup: number;
  afterWrite: boolean;
  cookie: string | null;
  ceiling: boolean;
  out: string | null;
}

export const USAGE: string;
export function parseArgs(argv: string[]): BenchArgs | null;
export function sizeLabel(products: number): string;
