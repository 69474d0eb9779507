import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordIdFromText } from '@backoffice/domain/schemas/record-id';
import { users } from '../../../db/schema/account.ts';
import type { Db } from '../../../platform/db/client.ts';
import { keysetBatches } from '../../../platform/db/keyset-batches.ts';
import { UserError } from '../../../platform/errors.ts';
import { sendReport } from '../../../platform/reports/send-report.ts';
import { findProfile, PROFILE_MESSAGES } from './profile-store.ts';

export function registerProfileRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get('/api/v1/account/reportUsersProfile', { config: { access: 'Profile' } }, async (request, reply) => {
    const { profileId } = z.object({ profileId: recordIdFromText() }).parse(request.query);
    const profileRow = await findProfile(db, profileId);
    if (!profileRow) throw new UserError(PROFILE_MESSAGES.notFound, 'NOT_FOUND');
    const rows = keysetBatches((afterId, size) =>
      db
        .select({ id: users.id, name: users.name, mail: users.mail, uid: users.uid })
        .from(users)
        .where(and(eq(users.profile_id, profileId), gt(users.id, afterId)))
        .orderBy(asc(users.id))
        .limit(size),
    );
    return sendReport(reply, {
      format: 'xlsx',
      filename: `usuarios-perfil-${profileId}.xlsx`,
      sheet: profileRow.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '),
      columns: [
        { header: 'ID', width: 10, value: (u) => u.id },
        { header: 'Nome', width: 40, value: (u) => u.name },
        { header: 'E-mail', width: 40, value: (u) => u.mail },
        { header: 'UID', width: 18, value: (u) => u.uid },
      ],
      rows,
    });
  });
}
