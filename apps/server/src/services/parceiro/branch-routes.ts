import { callerOf } from '../../platform/http/request-user.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BRANCH_MESSAGES, branchInput } from '@backoffice/domain/schemas/branch';
import { listArgs } from '@backoffice/domain/schemas/list';
import { recordIdFromText } from '@backoffice/domain/schemas/record-id';
import { recordVersion } from '@backoffice/domain/schemas/record-version';
import type { Db } from '../../platform/db/client.ts';
import { UserError } from '../../platform/errors.ts';
import * as store from './branch-store.ts';

const BASE = '/api/v1/parceiro/branch';
export const BRANCH_ID_REQUIRED = 'Informe o id do ramo de atuação.';
const id = recordIdFromText(BRANCH_ID_REQUIRED);
const access = { config: { access: 'Branch' as const } };

/**
 * The REST answer names the branch both ways: `name` (as sent) and `value` (as in GraphQL), and
 * gives its version, which a PUT may send back as `updated_at` to refuse overwriting a newer one.
 */
const present = (b: { id: number; value: string; updated_at: string }) => ({
  id: b.id,
  name: b.value,
  value: b.value,
  updated_at: b.updated_at,
});

/** The body's `name` is validated by the same rule as the GraphQL input's `value`. */
const nameInput = (body: unknown) => branchInput.parse({ value: (body as { name?: unknown } | null)?.name });

/** The branch service: get (list, or one with ?id), count, create {name}, update {id, name, updated_at?}, delete(id). */
export function registerBranchRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get(BASE, access, async (request) => {
    const query = request.query as Record<string, unknown>;
    if (query.id !== undefined) {
      const found = await store.findBranch(db, id.parse(query.id));
      if (!found) throw new UserError(BRANCH_MESSAGES.notFound, 'NOT_FOUND');
      return present(found);
    }
    const rows = await store.listBranches(db, listArgs.parse(query));
    return rows.map(present);
  });

  app.get(`${BASE}/count`, access, async (request) => {
    const { search } = z.object({ search: listArgs.shape.search }).parse(request.query);
    return { count: await store.countBranches(db, listArgs.parse({ search })) };
  });

  app.post(BASE, access, async (request) => present(await store.saveBranch(db, callerOf(request), { input: nameInput(request.body) })));

  app.put(BASE, access, async (request) => {
    const body = request.body as { id?: unknown; updated_at?: unknown } | null;
    const branchId = id.parse(body?.id);
    const expected = recordVersion.parse(body?.updated_at);
    return present(await store.saveBranch(db, callerOf(request), { id: branchId, input: nameInput(request.body), updated_at: expected }));
  });

  app.delete(`${BASE}/:id`, access, async (request) => {
    await store.deleteBranch(db, callerOf(request), id.parse((request.params as { id: string }).id));
    return { deleted: true };
  });
}
