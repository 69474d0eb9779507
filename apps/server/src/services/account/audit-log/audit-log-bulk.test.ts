import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES } from '@backoffice/domain/audit';
import { BULK_MESSAGES } from '@backoffice/domain/bulk';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { auditLog } from '../../../db/schema/account.ts';
import { createTestApp, errorMessage, expectRestRefused, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { bulkKit } from '../../bulk/bulk-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof bulkKit>;
let admin: TestUser & { token: string };
let target: TestUser;
let userAdminToken: string;
let mediaToken: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN, { name: 'Regina Auditora' });
  kit = bulkKit(t, admin.token);
  target = await t.createUser({ profileId: null, name: 'Paulo Alvo' });
  ({ token: userAdminToken } = await t.signIn(await t.createProfile({ title: 'Usuários', modules: ['User'] })));
  ({ token: mediaToken } = await t.signIn(await t.createProfile({ title: 'Conteúdos', modules: ['Media'] })));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Entry = typeof auditLog.$inferInsert;

async function entry(values: Partial<Entry> & Pick<Entry, 'action' | 'ip'>): Promise<number> {
  const [row] = await t.db
    .insert(auditLog)
    .values({ actor_id: admin.id, user_id: admin.id, ...values })
    .returning({ id: auditLog.id });
  return row!.id;
}

describe('audit log export', () => {
  it('writes the entries the search and the action find, newest first, as /Auditoria shows them', async () => {
    await entry({
      action: 'course.delete',
      ip: '10.9.0.1',
      at: new Date('2026-03-01T02:30:00Z'),
      session_id: 12,
      target_kind: 'course',
      target_id: 5,
      details: { title: 'Curso A', count: 2 },
    });
    // Under 'log in as': the administrator acted as the target, blocking someone.
    await entry({ action: 'user.block', ip: '10.9.0.1', at: new Date('2026-03-02T15:00:00Z'), user_id: target.id, target_kind: 'user', target_id: target.id });
    await entry({ action: 'course.delete', ip: '10.9.0.2', target_kind: 'course', target_id: 6 });

    const lines = await kit.csvLines('kind=audit&search=10.9.0.1');
    expect(lines[0]).toBe('Data;Ação;Quem;Alvo;Detalhes;Sessão;Endereço');
    expect(lines.slice(1)).toEqual([
      `02/03/2026 12:00;Usuário bloqueado;Regina Auditora (#${admin.id}) como Paulo Alvo (#${target.id});Usuário #${target.id};;—;10.9.0.1`,
      `28/02/2026 23:30;Curso excluído;Regina Auditora (#${admin.id});Curso #5;"{""count"":2,""title"":""Curso A""}";12;10.9.0.1`,
    ]);

    const ofAction = await kit.csvLines('kind=audit&search=10.9.0&action=course.delete');
    expect(ofAction.slice(1).map((line) => line.split(';').at(-1))).toEqual(['10.9.0.2', '10.9.0.1']);
    // An action the log never records finds nothing, as the screen's filter would.
    expect(await kit.csvLines('kind=audit&action=nada.disso')).toHaveLength(1);
  });

  it('is for super administrators only: the User module is not enough', async () => {
    await entry({ action: 'login', ip: '10.9.9.9' });
    const refused = await kit.exportOf('kind=audit&format=csv', userAdminToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: AUDIT_MESSAGES.superadminOnly, code: 'FORBIDDEN' });
    expectRestRefused(await kit.exportOf('kind=audit&format=csv', mediaToken), 'FORBIDDEN');
  });

  it('has no action to run on the log', async () => {
    expect(errorMessage(await kit.run({ kind: 'audit', action: 'delete', selection: { ids: [1] } }))).toBe(BULK_MESSAGES.actionNotAllowed);
  });
});
