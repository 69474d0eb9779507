import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES } from '@backoffice/domain/audit';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { MODULE_NAMES } from '@backoffice/domain/modules';
import { auditLog, session } from '../../../db/schema/account.ts';
import { asset } from '../../../db/schema/dam.ts';
import { hashToken } from '../../../platform/auth/tokens.ts';
import { CSRF_HEADER } from '../../../platform/security/same-origin.ts';
import { createTestApp, errorCode, errorMessage, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { AUTHTOKEN_PATH } from '../impersonation/impersonation-store.ts';

const LOG = `query ($search: String, $action: String) {
  audit_log_collections(search: $search, action: $action) { id action action_label actor_id actor_name user_id user_name session_id target_kind target_id details ip }
  audit_log_count(search: $search, action: $action)
}`;
const IMPERSONATE = `mutation ($user_id: Int!) { impersonateUser(user_id: $user_id) { url } }`;
const SAVE_ASSET = `mutation ($input: AssetInput!) { createOrUpdateAsset(input: $input) { id } }`;
const DELETE_ASSET = `mutation ($id: Int!) { deleteAsset(id: $id) }`;

let t: TestApp;
let admin: TestUser & { token: string };
let target: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN, { name: 'Regina Auditora' });
  target = await t.createUser({ profileId: await t.createProfile({ modules: ['Media'] }), name: 'Paulo Conteúdo' });
});
afterAll(() => t?.close());

/** 'Log in as' the target, as the new tab does it: the tab's own bearer token. */
async function impersonate(): Promise<string> {
  const minted = await t.gql('account', IMPERSONATE, { user_id: target.id }, admin.token);
  const token = new URL(minted.data.impersonateUser.url, 'http://x').searchParams.get('token')!;
  const res = await t.app.inject({ method: 'POST', url: AUTHTOKEN_PATH, headers: { [CSRF_HEADER]: '1' }, payload: { token } });
  return res.json<{ token: string }>().token;
}

describe("actions under 'log in as'", () => {
  it('are recorded with the acting administrator beside the account used', async () => {
    const tabToken = await impersonate();
    const input = {
      title: 'Feito por outro',
      directlink: null,
      active: 1,
      showgrid: 1,
      date_publish: '2026-03-01T12:00:00.000Z',
      date_unpublish: null,
      owner: 0,
      module_name: 'Media',
    };
    const created = await t.gql('dam', SAVE_ASSET, { input }, tabToken);
    expect(created.errors).toBeUndefined();
    const id = created.data.createOrUpdateAsset.id;
    const [row] = await t.db.select().from(asset).where(eq(asset.id, id));
    expect(row).toMatchObject({ created_by: target.id, created_by_actor: admin.id, updated_by: target.id, updated_by_actor: admin.id });

    expect((await t.gql('dam', DELETE_ASSET, { id }, tabToken)).data.deleteAsset).toBe(true);
    const [tabSession] = await t.db
      .select({ id: session.id })
      .from(session)
      .where(eq(session.token_hash, hashToken(tabToken)));
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.session_id, tabSession.id)).orderBy(asc(auditLog.id));
    expect(entries.map((e) => [e.action, e.actor_id, e.user_id, e.target_kind, e.target_id])).toEqual([
      ['impersonation.start', admin.id, target.id, 'user', target.id],
      ['asset.delete', admin.id, target.id, 'asset', id],
    ]);
  });

  it('a user acting for themselves has no acting administrator', async () => {
    const own = await t.login(target.mail, target.password);
    const input = {
      title: 'Feito por mim',
      directlink: null,
      active: 1,
      showgrid: 1,
      date_publish: '2026-03-01T12:00:00.000Z',
      date_unpublish: null,
      owner: 0,
      module_name: 'Media',
    };
    const id = (await t.gql('dam', SAVE_ASSET, { input }, own)).data.createOrUpdateAsset.id;
    const [row] = await t.db.select().from(asset).where(eq(asset.id, id));
    expect(row).toMatchObject({ created_by: target.id, created_by_actor: null });
  });
});

describe('audit_log_collections', () => {
  it('lists logins and impersonations for a super administrator, newest first, filtered by action and by name', async () => {
    const body = await t.gql('account', LOG, { action: 'login' }, admin.token);
    expect(body.errors).toBeUndefined();
    expect(body.data.audit_log_count).toBeGreaterThanOrEqual(2);
    expect(body.data.audit_log_collections[0]).toMatchObject({ action: 'login', action_label: 'Login', user_name: 'Paulo Conteúdo', ip: expect.any(String) });
    const byName = await t.gql('account', LOG, { search: 'Regina', action: 'impersonation.start' }, admin.token);
    expect(byName.data.audit_log_collections).toEqual([
      expect.objectContaining({ action_label: 'Acesso como outro usuário', actor_name: 'Regina Auditora', user_name: 'Paulo Conteúdo' }),
    ]);
    const ids = body.data.audit_log_collections.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuses an unknown action', async () => {
    expect(errorCode(await t.gql('account', LOG, { action: 'drop.table' }, admin.token))).toBe('BAD_USER_INPUT');
  });

  it('is refused to anyone but a super administrator, whatever their modules', async () => {
    const everything = await t.signIn(await t.createProfile({ modules: [...MODULE_NAMES] }));
    const refused = await t.gql('account', LOG, {}, everything.token);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(errorMessage(refused)).toBe(AUDIT_MESSAGES.superadminOnly);
    expect(refused.data ?? null).toBeNull();
    const anonymous = await t.gql('account', LOG, {});
    expect(errorMessage(anonymous)).toBe(MESSAGES.unauthenticated);
  });
});
