/** Types of soak.js (plain Node, shared by `npm run soak` and tests/faults/soak-short.test.ts). */
import type { OpenedShop } from './shop';

export interface SoakSample {
  atMs: number;
  intervalMs: number;
  rssMB: number;
  /** The server's V8 heap after its latest full GC, when traced (--trace-gc); else null. */
  heapMB: { live: number; committed: number } | null;
  requests: number;
  intervalRequests: number;
  errors: number;
  p50: number;
  p99: number;
  orders: number;
}

export interface SoakResult {
  total: { count: number; p50: number; p99: number; max: number; errors: number };
  actions: { name: string; count: number; p50: number; p99: number; max: number; errors: number }[];
  errors: { kind: string; count: number; example: string }[];
  requests: number;
  wallMs: number;
  warmupMs: number;
  samples: SoakSample[];
  peakMB: number;
  rss: {
    start: number;
    end: number;
    measured: boolean;
    afterWarmup?: number;
    afterWarmupAtMs?: number;
    min?: number;
    max?: number;
    spread?: number;
    growth?: number;
    samples?: number;
    heap?: { afterWarmup: { live: number; committed: number }; end: { live: number; committed: number } } | null;
  };
  orders: {
    told: number;
    listed: number;
    once: number;
    missing: number;
    untold: number;
    toldTwice: number;
    mailed: number;
    noMail: number;
    manyMails: number;
    mails: number;
    settledMs: number;
    problems: string[];
    ok: boolean;
  };
  serverLog: { warnings: number; errors: number; firstError: string | null };
  catalogue: { pages: number; products: number; checkoutProducts: number; banners: number };
}

export function runSoak(options: {
  shop: Pick<OpenedShop, 'url' | 'dataDir' | 'memory'>;
  admin: { email: string; password: string };
  durationMs: number;
  clients: number;
  sampleEveryMs?: number;
  settleMs?: number;
  onSample?: (sample: SoakSample) => void;
  onTrafficEnd?: () => void;
  heapMB?: () => { live: number; committed: number } | null;
}): Promise<SoakResult>;

export function goal(
  result: SoakResult,
  options?: { rss?: boolean },
): { ok: boolean; checks: { name: string; ok: boolean; figure: string }[] };
export function warmupOf(durationMs: number): number;
export const RSS_FLAT_BOUND_MB: number;
