/** Types of ceiling.js for the TypeScript tests. */
import type { BenchRequest } from './measure';

export interface RecordedAnswer {
  method: string;
  path: string;
  payload: string | undefined;
  status: number;
  rawHeaders: string[];
  body: string;
}

export function record(baseUrl: string, scenarios: { name: string; request: BenchRequest }[]): Promise<RecordedAnswer[]>;
export function startCeiling(answers: RecordedAnswer[]): Promise<{ pid: number; url: string; stop(): Promise<void> }>;
