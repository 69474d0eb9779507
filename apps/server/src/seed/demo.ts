import { eq } from 'drizzle-orm';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { ACCOUNT_MODULES } from '@backoffice/domain/modules';
import { profile, profileAccountModule, users } from '../db/schema/account.ts';
import { hashPassword } from '../platform/auth/password.ts';
import type { Db } from '../platform/db/client.ts';

export const DEMO_PASSWORD = 'demo12345';
const MARKER_MAIL = 'ana.lima@demo.local';

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Hugo', 'Isabel', 'João', 'Larissa', 'Marcos', 'Natália', 'Otávio', 'Paula', 'Rafael', 'Sofia', 'Tiago', 'Vanessa', 'William'];
const LAST = ['Lima', 'Souza', 'Oliveira', 'Santos', 'Pereira', 'Costa', 'Almeida', 'Ribeiro', 'Carvalho', 'Gomes'];

function slug(s: string) {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** A living back-office for a first look: profiles with users. Runs once (marker user). */
export async function seedDemo(db: Db): Promise<boolean> {
  const [marker] = await db.select({ id: users.id }).from(users).where(eq(users.mail, MARKER_MAIL));
  if (marker) return false;
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [marketing] = await tx.insert(profile).values({ title: 'Marketing', is_admin: true }).returning({ id: profile.id });
    const [support] = await tx.insert(profile).values({ title: 'Atendimento', is_admin: true }).returning({ id: profile.id });
    const moduleIds = (names: string[]) => ACCOUNT_MODULES.filter((m) => names.includes(m.name)).map((m) => m.id);
    await tx.insert(profileAccountModule).values([
      ...moduleIds(['Dashboard', 'Testimony', 'Banner', 'Media', 'ChatBanner']).map((id) => ({ profile_id: marketing.id, account_module_id: id })),
      ...moduleIds(['User', 'Corretor', 'Parceiro']).map((id) => ({ profile_id: support.id, account_module_id: id })),
    ]);
    const profiles = [PROFILE_ID.ADMIN, PROFILE_ID.SPECIAL, marketing.id, support.id];
    const rows = [];
    for (let i = 0; i < 60; i++) {
      const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
      rows.push({
        name,
        mail: `${slug(name).replace(' ', '.')}@demo.local`,
        uid: String(10_000_000_000 + i * 7919),
        password_hash: hash,
        profile_id: profiles[i % profiles.length],
      });
    }
    await tx.insert(users).values(rows);
  });
  return true;
}
