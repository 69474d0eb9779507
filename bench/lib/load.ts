/** Closed-loop load: `concurrency` workers call `task` back to back for `durationMs`. */
export interface LoadResult {
  count: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  firstError?: string;
  /** Every call's latency in ms, sorted, and the wall time of the run: what combine() merges. */
  latencies: number[];
  seconds: number;
}

export async function runLoad(task: () => Promise<boolean>, concurrency: number, durationMs: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const ok = await task().catch((error: unknown) => {
        firstError ??= String(error);
        return false;
      });
      latencies.push(performance.now() - t0);
      if (!ok) errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return summarize(latencies, errors, elapsed, firstError);
}

function summarize(latencies: number[], errors: number, seconds: number, firstError?: string): LoadResult {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { count: latencies.length, errors, perSecond: latencies.length / seconds, p50: at(0.5), p95: at(0.95), firstError, latencies, seconds };
}

/** Several runs of the same task as one: calls over total time, percentiles over all calls. */
export function combine(runs: LoadResult[]): LoadResult {
  return summarize(
    runs.flatMap((r) => r.latencies),
    runs.reduce((n, r) => n + r.errors, 0),
    runs.reduce((n, r) => n + r.seconds, 0),
    runs.find((r) => r.firstError)?.firstError,
  );
}

export function format(r: LoadResult, unit: string): string {
  return `${r.perSecond.toFixed(0).padStart(6)} ${unit}/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms${r.errors ? `  errors ${r.errors} (${r.firstError ?? 'refused'})` : ''}`;
}
