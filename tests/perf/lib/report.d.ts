/** Types of report.js for the TypeScript tests. */
import type { Ratio, RunSummary } from './bench-stats';

export interface ScenarioResult {
  scenario: string;
  bytes: number;
  shop: Record<string, RunSummary>;
  ceiling: Record<string, RunSummary> | null;
  ratios: Record<string, Ratio> | null;
  pageCache: { hit: number; miss: number };
}

export function table(results: ScenarioResult[]): string;
