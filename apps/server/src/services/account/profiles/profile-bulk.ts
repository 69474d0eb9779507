import { bulkTarget } from '../../../platform/bulk/bulk-target.ts';
import { recordDates, yesNo } from '../../../platform/bulk/export-cells.ts';
import { deleteProfile, profileIds, profilesByIds } from './profile-store.ts';

type ProfileView = Awaited<ReturnType<typeof profilesByIds>>[number];

/** Perfis Admin: the list has no search, so its filter is every profile; each deletion by the store's rules. */
export const profileBulk = bulkTarget<ProfileView>({
  kind: 'profile',
  ids: (db) => profileIds(db),
  rows: profilesByIds,
  columns: [
    { header: 'ID', value: (p) => p.id },
    { header: 'Título', width: 40, value: (p) => p.title },
    { header: 'Usuários', value: (p) => p.userCount },
    { header: 'Super Administrador', value: (p) => yesNo(p.is_superadmin) },
    // The store keeps the Date here (see listProfiles): the file writes it in São Paulo.
    ...recordDates(),
  ],
  acts: {
    delete: ({ db }, user, id) => deleteProfile(db, user, id),
  },
});
