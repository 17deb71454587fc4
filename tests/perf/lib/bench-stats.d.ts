/** Types of bench-stats.js for the TypeScript tests. */
export interface RunSummary {
  requests: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
  perSecond: number;
}
export interface Ratio {
  p50: number | null;
  p99: number | null;
  perSecond: number | null;
}

export function percentile(sorted: number[], p: number): number;
export function summarise(latencies: number[], wallMs: number, failed: number): RunSummary;
export function ratios(
  shop: Record<string, Pick<RunSummary, 'p50' | 'p99' | 'perSecond'>>,
  ceiling: Record<string, Pick<RunSummary, 'p50' | 'p99' | 'perSecond'>>,
): Record<string, Ratio>;
export function hitRatio(cache: { hit: number; miss: number }): number | null;
