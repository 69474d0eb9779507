import { callerOf } from '../../../platform/http/request-user.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../../config.ts';
import { assertCanManageUsers } from '../../../platform/access/access.ts';
import type { Db } from '../../../platform/db/client.ts';
import { readUpload } from '../../../platform/http/upload.ts';
import { recordImportRun, type ImportKind } from '../../../platform/imports/import-runs.ts';
import { registerImportRunsRoute } from '../../../platform/imports/import-runs-route.ts';
import { importCounts, importNewUsers } from './new-users-batch.ts';
import { createNewUser, NEW_USER_MESSAGES, type NewUserKind } from './new-users.ts';

const IMPORT_KIND: Record<NewUserKind, ImportKind> = { corretor: 'corretor-users', parceiro: 'parceiro-users' };

/** The text/plain body of create-users-from-dashboard (a JSON object), or null when it is not one. */
function jsonObject(body: unknown): Record<string, unknown> | null {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * POST /api/v1/{corretor|parceiro}/create-users-from-dashboard and import-users-from-dashboard
 * (each import recorded, its recent runs at GET .../import-users-from-dashboard/runs):
 * module 'User', and only super administrators or the configured user managers.
 */
export function registerNewUserRoutes(kind: NewUserKind) {
  return (app: FastifyInstance, { db, config }: { db: Db; config: Config }): void => {
    app.post(`/api/v1/${kind}/create-users-from-dashboard`, { config: { access: 'User' } }, async (request, reply) => {
      assertCanManageUsers(request.user, config.userManagerIds);
      const input = jsonObject(request.body);
      if (!input) {
        const error = NEW_USER_MESSAGES.invalidBody;
        return reply.status(400).send({ error, code: 'BAD_USER_INPUT', users_error: [{ error }] });
      }
      const messages = await createNewUser(db, kind, input, callerOf(request), (err) =>
        request.log.error({ err }, 'create-users-from-dashboard: insert failed'),
      );
      return { users_error: messages.map((error) => ({ error })) };
    });

    const importUrl = `/api/v1/${kind}/import-users-from-dashboard`;
    const authorize = (request: FastifyRequest) => assertCanManageUsers(request.user, config.userManagerIds);

    app.post(importUrl, { config: { access: 'User' } }, async (request) => {
      authorize(request);
      const upload = await readUpload(request);
      const user = callerOf(request);
      try {
        return await recordImportRun(db, {
          kind: IMPORT_KIND[kind],
          fileName: upload.filename,
          user,
          work: (onProgress) =>
            importNewUsers(db, kind, upload.stream, user, {
              logError: (err) => request.log.error({ err }, 'import-users-from-dashboard: a row was not saved'),
              onProgress,
            }),
          summary: (result) => ({ counts: importCounts(result), errors: result.users_error }),
        });
      } finally {
        // A refused file is not read to its end: discard the rest so the request completes.
        upload.stream.resume();
      }
    });

    registerImportRunsRoute(app, db, { importUrl, kind: IMPORT_KIND[kind], access: 'User', authorize });
  };
}
