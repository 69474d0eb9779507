import { Gauge } from 'prom-client';
import { inSpan } from './spans.ts';
import { jobDuration, jobRuns, registry } from './metrics.ts';

interface QueueCounts {
  name: string;
  queuedCount: number;
  activeCount: number;
  deferredCount: number;
  failedCount: number;
}

const sources = new Set<() => Promise<QueueCounts[]>>();

new Gauge({
  name: 'jobs',
  help: 'Background jobs per queue and state (queued, active, deferred, failed), as the queue last counted them.',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const source of sources) {
      // A scrape must not fail because the queue's database is away: readiness tells that.
      const queues = await source().catch(() => []);
      for (const q of queues) {
        this.inc({ queue: q.name, state: 'queued' }, q.queuedCount);
        this.inc({ queue: q.name, state: 'active' }, q.activeCount);
        this.inc({ queue: q.name, state: 'deferred' }, q.deferredCount);
        this.inc({ queue: q.name, state: 'failed' }, q.failedCount);
      }
    }
  },
});

/** Counts a started queue's jobs at each scrape, until the returned function is called. */
export function observeQueue(counts: () => Promise<QueueCounts[]>): () => void {
  sources.add(counts);
  return () => sources.delete(counts);
}

/** Runs one job timed, counted by outcome and in a span when traces are on. */
export async function observedJob(queue: string, job: { retryCount: number; retryLimit: number }, run: () => Promise<void>): Promise<void> {
  const timer = jobDuration.startTimer({ queue });
  try {
    await inSpan(`job ${queue}`, { 'messaging.destination.name': queue, 'messaging.system': 'pg-boss' }, run);
  } catch (error) {
    // pg-boss runs it again until retryLimit; past it the job is failed for good.
    const outcome = job.retryCount < job.retryLimit ? 'retried' : 'failed';
    jobRuns.inc({ queue, outcome });
    timer({ outcome });
    throw error;
  }
  jobRuns.inc({ queue, outcome: 'completed' });
  timer({ outcome: 'completed' });
}
