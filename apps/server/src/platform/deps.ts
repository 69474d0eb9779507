import type { Config } from '../config.ts';
import type { Db } from './db/client.ts';
import type { FileStorage } from './files/storage.ts';

/** What every service's schema parts and routes are given. */
export interface AppDeps {
  db: Db;
  config: Config;
  files: FileStorage;
}
