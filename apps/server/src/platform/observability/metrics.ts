import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Every Prometheus metric of the process, in one registry scraped at /metrics (metrics-endpoint.ts).
 * Labels take only values from closed sets (route patterns, service and field names of the schema,
 * queue and report names, outcome words): never an id, a user's value or free text, so the number
 * of series stays bounded whatever clients send.
 *
 * One registry per process, as prom-client intends: several apps built in one process (tests)
 * add to the same counters, and a test compares before and after.
 */
export const registry = new Registry();

let recording = false;

/**
 * Whether the timings of the request path (HTTP requests, GraphQL fields, statements) are
 * recorded: only once something can read them (METRICS_PORT or METRICS_TOKEN), so a server
 * without metrics pays nothing for them. Counters of rarer events are always kept.
 */
export const metricsRecording = () => recording;

/** Turns the request path's timings and Node's process metrics on, for the rest of the process. */
export function recordMetrics(): void {
  if (recording) return;
  recording = true;
  collectDefaultMetrics({ register: registry });
}

const registers = [registry];
// From a 2 ms cached read to a 10 s export or import.
const buckets = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const longBuckets = [0.1, 0.5, 1, 5, 10, 30, 60, 120, 300, 600, 1800];

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by route pattern, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets,
  registers,
});

/** ok, user_error (refused input or a business rule), refused (no session or module), internal. */
export type OperationOutcome = 'ok' | 'user_error' | 'refused' | 'internal';

export const graphqlOperationDuration = new Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'GraphQL root fields by service, field and outcome (ok, user_error, refused, internal).',
  labelNames: ['service', 'operation', 'outcome'] as const,
  buckets,
  registers,
});

export const dbQueryDuration = new Histogram({
  name: 'db_query_duration_seconds',
  help: "Statements sent through the server's PostgreSQL pool, by outcome.",
  labelNames: ['outcome'] as const,
  buckets,
  registers,
});

export const jobRuns = new Counter({
  name: 'job_runs_total',
  help: 'Background job runs by queue and outcome (completed, retried, failed).',
  labelNames: ['queue', 'outcome'] as const,
  registers,
});

export const jobDuration = new Histogram({
  name: 'job_duration_seconds',
  help: 'Background job runs by queue and outcome.',
  labelNames: ['queue', 'outcome'] as const,
  buckets: longBuckets,
  registers,
});

export const reportDuration = new Histogram({
  name: 'report_generation_duration_seconds',
  help: 'Report files generated, by report and outcome.',
  labelNames: ['report', 'outcome'] as const,
  buckets: longBuckets,
  registers,
});

export const importDuration = new Histogram({
  name: 'import_duration_seconds',
  help: 'Spreadsheet imports, by kind and outcome.',
  labelNames: ['kind', 'outcome'] as const,
  buckets: longBuckets,
  registers,
});

export const websocketConnections = new Gauge({
  name: 'websocket_connections',
  help: 'Open GraphQL WebSocket connections by service.',
  labelNames: ['service'] as const,
  registers,
});

export const graphqlSubscriptions = new Gauge({
  name: 'graphql_subscriptions',
  help: 'Active GraphQL subscriptions by service.',
  labelNames: ['service'] as const,
  registers,
});

export const subscriptionEventsDelivered = new Counter({
  name: 'subscription_events_delivered_total',
  help: 'Events delivered to subscribers (live moderation, room messages) by service and outcome.',
  labelNames: ['service', 'outcome'] as const,
  registers,
});

export const sessionCacheLookups = new Counter({
  name: 'session_cache_lookups_total',
  help: 'Sessions resolved from this copy’s cache (hit) or the database (miss).',
  labelNames: ['result'] as const,
  registers,
});

export const loginFailures = new Counter({ name: 'login_failures_total', help: 'Logins refused for a wrong login or password.', registers });

export const loginLockouts = new Counter({
  name: 'login_lockouts_total',
  help: 'Logins refused because too many failures locked the login, account or address.',
  registers,
});

export const uploadsRefused = new Counter({
  name: 'uploads_refused_total',
  help: 'Uploads refused, by reason.',
  labelNames: ['reason'] as const,
  registers,
});

/** Seconds since `start` (performance.now()). */
export const secondsSince = (start: number) => (performance.now() - start) / 1000;
