/**
 * What the server benches share: autocannon (the package ships no types, so the part read here is typed),
 * the targets, the run length from BENCH_DURATION, and the printed table. Figures are printed,
 * never asserted.
 */
import { createRequire } from 'node:module';

export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  workers?: number;
  headers?: Record<string, string>;
}

const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: LoadOptions,
) => Promise<LoadResult>;

/** Target: the registry answers ≥ 5,000 req/s with p99 < 20 ms on one instance. */
export const TARGET_REQUESTS_PER_SECOND = 5_000;
export const TARGET_P99_MS = 20;

/** Seconds per scenario: BENCH_DURATION (1–60), 10 by default. */
export function durationSeconds(): number {
  const value = Number(process.env.BENCH_DURATION ?? '10');
  return Number.isFinite(value) && value >= 1 && value <= 60 ? value : 10;
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return autocannon(options);
}

export function printLoadResult(result: LoadResult): void {
  const rows: [label: string, value: string, note: string][] = [
    ['requests/s (average)', result.requests.average.toFixed(0), `target ≥ ${TARGET_REQUESTS_PER_SECOND}`],
    ['latency p50 (ms)', String(result.latency.p50), ''],
    ['latency p99 (ms)', String(result.latency.p99), `target < ${TARGET_P99_MS}`],
    ['requests total', String(result.requests.total), ''],
    [
      'non-2xx / errors / timeouts',
      `${result.non2xx} / ${result.errors} / ${result.timeouts}`,
      'expected 0 / 0 / 0',
    ],
  ];
  for (const [label, value, note] of rows) console.log(`${label.padEnd(30)} ${value.padStart(10)}   ${note}`);
}
