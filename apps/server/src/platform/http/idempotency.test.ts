import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { idempotentRequest } from '../../db/schema/account.ts';
import { branch } from '../../db/schema/parceiro.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { IDEMPOTENCY_MESSAGES } from './idempotency.ts';

let t: TestApp;
let admin: { token: string };
let other: { token: string };

const SAVE = 'mutation ($value: String) { createOrUpdateBranch(input: { value: $value }) { id value } }';
const save = (value: string, key: string | null, token = admin.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/parceiro/graphql',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { query: SAVE, variables: { value } },
  });
const branchesNamed = async (value: string) => (await t.db.select().from(branch).where(eq(branch.value, value))).length;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  other = await t.signIn(PROFILE_ID.SUPER_ADMIN);
});
afterAll(() => t?.close());

describe('a create sent with an Idempotency-Key', () => {
  it('runs once for a repeat, a double click or a retry alike, answering each with the same record', async () => {
    const first = await save('Ramo único', 'form-key-0001');
    const repeat = await save('Ramo único', 'form-key-0001');
    expect(repeat.json()).toEqual(first.json());
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    const together = await Promise.all([save('Ramo duplo', 'form-key-0002'), save('Ramo duplo', 'form-key-0002'), save('Ramo duplo', 'form-key-0002')]);
    expect(new Set(together.map((r) => r.json().data.createOrUpdateBranch.id)).size).toBe(1);
    expect(await branchesNamed('Ramo único')).toBe(1);
    expect(await branchesNamed('Ramo duplo')).toBe(1);
  });

  it('is per user and per request: another user, another body or no key run anew', async () => {
    const mine = await save('Ramo de dois', 'form-key-0003');
    // Branch names are unique: a run anew is told so, a replay would have answered the same record.
    const theirs = await save('Ramo de dois', 'form-key-0003', other.token);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json()).not.toEqual(mine.json());
    const another = await save('Ramo outro', 'form-key-0003');
    expect(another.headers['idempotent-replayed']).toBeUndefined();
    expect(another.json().data.createOrUpdateBranch.value).toBe('Ramo outro');
    expect((await save('Ramo de dois', null)).headers['idempotent-replayed']).toBeUndefined();
    expect(await branchesNamed('Ramo de dois')).toBe(1);
  });

  it('keeps no refused answer, so the corrected form goes through with the same key', async () => {
    const refused = await save('', 'form-key-0004');
    expect(refused.json().errors).toBeDefined();
    expect(await t.db.$count(idempotentRequest, eq(idempotentRequest.key, 'form-key-0004'))).toBe(0);
    const corrected = await save('Ramo corrigido', 'form-key-0004');
    expect(corrected.json().data.createOrUpdateBranch.value).toBe('Ramo corrigido');
  });

  it('refuses a malformed key in Portuguese, creating nothing', async () => {
    const res = await save('Ramo chave ruim', 'curta');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.badKey, code: 'BAD_USER_INPUT' });
    expect(await branchesNamed('Ramo chave ruim')).toBe(0);
  });
});
