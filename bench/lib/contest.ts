/**
 * Rounds of load on two contenders (the project and the floor), each its own process, with the CPU
 * each used: shared by the benchmarks that measure the server against the HTTP floor.
 */
import { combine, runLoad, type LoadResult } from './load.ts';
import { backendsCpuDelta, postgresBackendsCpuMs, processCpuMs } from './process-cpu.ts';

export interface Contender {
  name: 'project' | 'floor';
  pid: number;
  task: () => Promise<boolean>;
}

export interface Measured {
  load: LoadResult;
  cpuMs: number;
  dbCpuMs: number;
  /** CPU of this process, the load generator (fetch), during the round. */
  clientCpuMs: number;
}

/** One round of one contender: its load, its process's CPU ms and the database backends' CPU ms. */
export async function round(contender: Contender, dbName: string | null, connections: number, durationMs: number): Promise<Measured> {
  const cpu0 = processCpuMs(contender.pid);
  const db0 = dbName ? postgresBackendsCpuMs(dbName) : new Map<number, number>();
  const client0 = process.cpuUsage();
  const load = await runLoad(contender.task, connections, durationMs);
  const client = process.cpuUsage(client0);
  const cpuMs = processCpuMs(contender.pid) - cpu0;
  const dbCpuMs = dbName ? backendsCpuDelta(db0, postgresBackendsCpuMs(dbName)) : 0;
  return { load, cpuMs, dbCpuMs, clientCpuMs: (client.user + client.system) / 1000 };
}

/** Each contender's rounds of one call. */
export type Contest = Record<Contender['name'], Measured[]>;

/**
 * Round `r` of one call: each contender once, the order reversed on odd rounds so that neither
 * always runs on the machine the other just warmed.
 */
export async function alternatingRound(contenders: Contender[], r: number, into: Contest, dbName: string | null, connections: number, durationMs: number) {
  const order = r % 2 === 1 ? [...contenders].reverse() : contenders;
  for (const c of order) into[c.name].push(await round(c, dbName, connections, durationMs));
}

/** Rounds of one contender as one: the load combined, CPU per request. */
export function aggregate(rounds: Measured[]) {
  const load = combine(rounds.map((r) => r.load));
  const sum = (f: (r: Measured) => number) => rounds.reduce((n, r) => n + f(r), 0);
  return {
    load,
    cpuPerRequest: sum((r) => r.cpuMs) / load.count,
    dbCpuPerRequest: sum((r) => r.dbCpuMs) / load.count,
    clientCpuPerRequest: sum((r) => r.clientCpuMs) / load.count,
  };
}

/** req/s · p50 ms · p95 ms */
export const fmt = (r: LoadResult) => `${r.perSecond.toFixed(0)} · ${r.p50.toFixed(1)} · ${r.p95.toFixed(1)}${r.errors ? ` (${r.errors} errors)` : ''}`;
