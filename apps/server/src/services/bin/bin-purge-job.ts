import type { AppDeps } from '../../platform/deps.ts';
import { purgeExpired } from './bin-store.ts';

export const BIN_PURGE_JOB = 'bin-purge';
/** Every day at 03:15, São Paulo time, when few admins are at work. */
const DAILY = '15 3 * * *';

/** The daily purge of what stayed in the bin longer than RECYCLE_BIN_DAYS, as a scheduled job. */
export function defineBinPurge({ db, files, jobs, config }: Pick<AppDeps, 'db' | 'files' | 'jobs' | 'config'>): void {
  jobs.define(BIN_PURGE_JOB, async () => void (await purgeExpired({ db, files }, config.recycleBinDays)), { cron: DAILY });
}
