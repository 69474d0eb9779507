import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';
import type { ListTotals } from '../db/paged-list.ts';
import type { FileStorage } from '../files/storage.ts';
import type { BulkEngine } from '../bulk/bulk-engine.ts';
import type { AppDeps } from '../deps.ts';
import type { LiveEmitter } from './database-emitter.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The GraphQL root fields the request ran (operation() adds them), for its log line. */
    graphqlFields?: string[];
  }
}

export interface GraphqlContext {
  db: Db;
  config: Config;
  files: FileStorage;
  /** Where committed changes are announced to subscribers (every server copy). */
  events: LiveEmitter;
  bulk: BulkEngine;
  user: CurrentUser | null;
  /** The service whose endpoint the request came to (metrics and spans are labelled with it). */
  service?: string;
  /** A list's page and its count asked in one request share one statement (see ListTotals); none over WebSocket. */
  lists?: ListTotals;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** What a resolver is given of the app, over HTTP and WebSocket alike. */
export const resolverDeps = ({ db, config, files, events, bulk }: AppDeps) => ({ db, config, files, events, bulk });
