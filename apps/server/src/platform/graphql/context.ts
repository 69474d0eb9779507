import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';

export interface GraphqlContext {
  db: Db;
  config: Config;
  user: CurrentUser | null;
  req: FastifyRequest;
  reply: FastifyReply;
}
