/** Types of soak-report.js for the TypeScript tests. */
import type { SoakResult, SoakSample } from './soak';

export function sampleLine(sample: SoakSample): string;
export function summary(
  result: SoakResult,
  info: { clients: number; database: string; date: string; notes?: string[] },
  verdict: { ok: boolean; checks: { name: string; ok: boolean; figure: string }[] },
): string;
