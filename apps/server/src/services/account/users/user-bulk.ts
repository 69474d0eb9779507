import type { BulkParams } from '@backoffice/domain/schemas/bulk';
import type { UserEdit } from '@backoffice/domain/schemas/user';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import { bulkTarget, type BulkAct } from '../../../platform/bulk/bulk-target.ts';
import { recordDates, yesNo } from '../../../platform/bulk/export-cells.ts';
import type { Db } from '../../../platform/db/client.ts';
import { UserError } from '../../../platform/errors.ts';
import { segmentationActs } from '../segmentation/segmentation-bulk.ts';
import { findUser, updateUser, USER_MESSAGES, userIds, usersByIds } from './user-store.ts';

type UserView = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/**
 * A change to a user saved as /User-edit saves it, so every rule of the form holds for each one:
 * nobody blocks themselves or changes their own profile, only a super administrator touches super
 * administrators or gives a profile with modules the caller lacks; a block ends the user's sessions.
 */
const editUser =
  (change: (user: UserView, params: BulkParams) => Partial<UserEdit>): BulkAct =>
  async ({ db }: { db: Db }, actor: CurrentUser, id: number, params: BulkParams) => {
    const user = await findUser(db, id);
    if (!user) throw new UserError(USER_MESSAGES.notFound, 'NOT_FOUND');
    const current: UserEdit = {
      name: user.name,
      mail: user.mail,
      uid: user.uid,
      profile_id: user.profile_id,
      is_blocked: user.is_blocked ? 1 : 0,
      blocked_description: user.blocked_description,
    };
    return updateUser(db, actor, id, { ...current, ...change(user, params) });
  };

export const userBulk = bulkTarget<UserView>({
  kind: 'user',
  ids: userIds,
  rows: usersByIds,
  columns: [
    { header: 'ID', value: (u) => u.id },
    { header: 'Nome', width: 40, value: (u) => u.name },
    { header: 'Perfil', width: 30, value: (u) => u.profile?.title ?? 'Sem perfil' },
    { header: 'E-mail', width: 40, value: (u) => u.mail },
    { header: 'UID', value: (u) => u.uid },
    { header: 'Bloqueado', value: (u) => yesNo(u.is_blocked) },
    { header: 'Motivo do bloqueio', width: 40, value: (u) => u.blocked_description },
    ...recordDates(),
  ],
  acts: {
    block: editUser((_u, p) => ({ is_blocked: 1, blocked_description: p.reason || null })),
    unblock: editUser(() => ({ is_blocked: 0, blocked_description: null })),
    profile: editUser((_u, p) => ({ profile_id: p.profile_id ?? null })),
    ...segmentationActs('User'),
  },
});
