import { sql } from 'drizzle-orm';
import { ACCOUNT_FIELD_ID, BRANCH_ID, PROFILE_ID } from '@backoffice/domain/constants';
import { ACCOUNT_MODULES, type ModuleName } from '@backoffice/domain/modules';
import { accountField, accountFieldValue, accountModule, profile, profileAccountModule } from '../db/schema/account.ts';
import { branch } from '../db/schema/parceiro.ts';
import type { Db } from '../platform/db/client.ts';

const PROFILES = [
  { id: PROFILE_ID.ADMIN, title: 'Administrador', is_superadmin: false },
  { id: PROFILE_ID.SUPER_ADMIN, title: 'Super Administrador', is_superadmin: true },
  { id: PROFILE_ID.SPECIAL, title: 'Gestor de Conteúdo', is_superadmin: false },
];

/** Modules a reference profile starts with; admins change them freely afterwards. */
const DEFAULT_MODULES: Record<number, ModuleName[]> = {
  [PROFILE_ID.ADMIN]: [
    'Dashboard',
    'User',
    'Corretor',
    'Parceiro',
    'Branch',
    'Category',
    'Testimony',
    'ChatBanner',
    'Media',
    'Banner',
    'Despublicar',
    'Course',
    'Classroom',
    'Instrutor',
    'Trail',
    'Proof',
    'Chat',
  ],
  [PROFILE_ID.SPECIAL]: ['Dashboard', 'Category', 'Testimony', 'Media', 'Banner', 'Despublicar', 'Course', 'Trail', 'Proof'],
};

const ACCOUNT_FIELDS = [
  { id: ACCOUNT_FIELD_ID.PROFILE_CHOICES, field: 'Perfil', type: 'dropdown' },
  { id: ACCOUNT_FIELD_ID.FIELD_9, field: 'Diretoria', type: 'all' },
  { id: ACCOUNT_FIELD_ID.FIELD_10, field: 'Sucursal', type: 'all' },
  { id: ACCOUNT_FIELD_ID.BRANCHES, field: 'Ramo de atuação', type: 'dropdown' },
  { id: ACCOUNT_FIELD_ID.COMERCIAL, field: 'Comercial', type: 'all' },
  { id: ACCOUNT_FIELD_ID.REGIONAL, field: 'Regional', type: 'all' },
];

const BRANCHES = [
  { id: BRANCH_ID.REAL_ESTATE, value: 'Imobiliária' },
  { id: BRANCH_ID.STATUS_ENABLED, value: 'Parceiro comercial' },
];

const PROFILE_CHOICES = ['Corretor', 'Parceiro', 'Colaborador'];

/** Identity columns start after the fixed ids, so new rows never collide with them. */
async function advanceIdentity(db: Db, table: string) {
  await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from "${table}"), 1))`));
}

/** Loads the rows the rules depend on. Safe to run at every start: existing rows are kept. */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const m of ACCOUNT_MODULES) {
      await tx
        .insert(accountModule)
        .values(m)
        .onConflictDoUpdate({ target: accountModule.id, set: { name: m.name, label: m.label } });
    }
    const created = await tx
      .insert(profile)
      .values(PROFILES.map((p) => ({ ...p, is_admin: true })))
      .onConflictDoNothing()
      .returning({ id: profile.id });
    for (const { id } of created) {
      const names = DEFAULT_MODULES[id] ?? [];
      const links = ACCOUNT_MODULES.filter((m) => names.includes(m.name)).map((m) => ({ profile_id: id, account_module_id: m.id }));
      if (links.length) await tx.insert(profileAccountModule).values(links).onConflictDoNothing();
    }
    await tx.insert(accountField).values(ACCOUNT_FIELDS).onConflictDoNothing();
    await tx.insert(branch).values(BRANCHES).onConflictDoNothing();
    await tx
      .insert(accountFieldValue)
      .values([
        ...PROFILE_CHOICES.map((value) => ({ account_field_id: ACCOUNT_FIELD_ID.PROFILE_CHOICES, value, label: value })),
        ...BRANCHES.map((b) => ({ account_field_id: ACCOUNT_FIELD_ID.BRANCHES, value: b.value, label: b.value, externalid: String(b.id) })),
      ])
      .onConflictDoNothing();
    await advanceIdentity(tx, 'profile');
    await advanceIdentity(tx, 'branch');
  });
}
