/** Types of measure.js for the TypeScript tests. */
import type { Agent, IncomingHttpHeaders } from 'node:http';
import type { RunSummary } from './bench-stats';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  payload: string | undefined;
  expect: 'html' | 'json';
  check?: (body: unknown) => string | null;
}
export interface Answer {
  ms: number;
  status?: number;
  headers?: IncomingHttpHeaders;
  rawHeaders?: string[];
  body?: Buffer;
  failure: string | null;
}

export function sendOnce(baseUrl: string, request: BenchRequest, agent?: Agent): Promise<Answer>;
export function run(
  baseUrl: string,
  request: BenchRequest,
  count: number,
  concurrency: number,
  before?: () => Promise<string | null>,
): Promise<RunSummary & { firstFailure: string | null; bytes: number; cache: { hit: number; miss: number } }>;
