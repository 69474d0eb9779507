import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { cpfFromBase, formatCpf } from '@backoffice/domain/documents';
import { profile, users } from '../db/schema/account.ts';
import { content } from '../db/schema/cms.ts';
import { corretor } from '../db/schema/corretor.ts';
import { asset, category } from '../db/schema/dam.ts';
import { branch, parceiro } from '../db/schema/parceiro.ts';
import { videoMedia } from '../db/schema/video.ts';
import { bearer, createTestApp, errorCode, errorMessage, type TestApp, type TestUser } from '../test/test-app.ts';

/**
 * Issue 9, item 15: every save of an editable record takes the updated_at its form loaded and is
 * refused (CONFLICT) when the record changed since; clients that do not send it are not checked.
 */

let t: TestApp;
let admin: TestUser & { token: string };
let otherBranchId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  const created = await t.gql('parceiro', `mutation { createOrUpdateBranch(input: { value: "Ramo dos parceiros" }) { id } }`, {}, admin.token);
  otherBranchId = created.data.createOrUpdateBranch.id;
});

afterAll(async () => {
  await t?.close();
});

/** What a save answered: the new version, or the refusal. */
type Outcome = { updated_at: string } | { code?: string; message?: string };

interface SaveCase {
  name: string;
  table: PgTable & { id: PgColumn };
  /** A new record, written by an insert (so its updated_at has the database's microseconds). */
  create(): Promise<number>;
  /** The updated_at the record's query gives the edit form. */
  version(id: number): Promise<string>;
  /** Saves the n-th set of values; without `updated_at`, as a client written against the spec. */
  save(id: number, n: number, updatedAt?: string): Promise<Outcome>;
}

/**
 * A createOrUpdate-style GraphQL save. Without a version the document leaves the argument out
 * altogether, as the spec's clients do.
 */
function graphqlCase(spec: {
  /** When the mutation's name alone is ambiguous (createOrUpdateCadastro of two services). */
  name?: string;
  service: string;
  mutation: string;
  query: string;
  inputType: string;
  table: SaveCase['table'];
  input: (n: number) => Record<string, unknown>;
  create?: () => Promise<number>;
}): SaveCase {
  const document = (
    withVersion: boolean,
  ) => `mutation ($id: Int${spec.create ? '!' : ''}, ${withVersion ? '$updated_at: String, ' : ''}$input: ${spec.inputType}!) {
    ${spec.mutation}(id: $id, ${withVersion ? 'updated_at: $updated_at, ' : ''}input: $input) { id updated_at }
  }`;
  const send = async (variables: Record<string, unknown>): Promise<Outcome> => {
    const body = await t.gql(spec.service, document('updated_at' in variables), variables, admin.token);
    return body.errors ? { code: errorCode(body), message: errorMessage(body) } : { updated_at: body.data[spec.mutation].updated_at };
  };
  return {
    name: spec.name ?? spec.mutation,
    table: spec.table,
    create:
      spec.create ??
      (async () => {
        const body = await t.gql(spec.service, document(false), { input: spec.input(0) }, admin.token);
        expect(body.errors).toBeUndefined();
        return body.data[spec.mutation].id;
      }),
    version: async (id) => {
      const body = await t.gql(spec.service, `query ($id: Int!) { ${spec.query}(id: $id) { updated_at } }`, { id }, admin.token);
      expect(body.errors).toBeUndefined();
      return body.data[spec.query].updated_at;
    },
    save: (id, n, updatedAt) => send({ id, input: spec.input(n), ...(updatedAt === undefined ? {} : { updated_at: updatedAt }) }),
  };
}

const BRANCH_URL = '/api/v1/parceiro/branch';

const CASES: SaveCase[] = [
  graphqlCase({
    service: 'account',
    mutation: 'createOrUpdateProfile',
    query: 'profile',
    inputType: 'ProfileInput',
    table: profile,
    input: (n) => ({ title: `Perfil versão ${n}` }),
  }),
  graphqlCase({
    service: 'account',
    mutation: 'updateUser',
    query: 'user',
    inputType: 'UserInput',
    table: users,
    input: (n) => ({ name: `Usuário versão ${n}`, mail: 'versao@exemplo.com.br', uid: 'VERSAO01', profile_id: PROFILE_ID.ADMIN, is_blocked: 0 }),
    create: async () => (await t.createUser({ profileId: PROFILE_ID.ADMIN })).id,
  }),
  graphqlCase({
    name: 'createOrUpdateCadastro (corretor)',
    service: 'corretor',
    mutation: 'createOrUpdateCadastro',
    query: 'cadastro',
    inputType: 'CorretorInput',
    table: corretor,
    input: (n) => ({
      name: `Corretor versão ${n}`,
      email: 'corretor.versao@exemplo.com.br',
      cpf: formatCpf(cpfFromBase(300_000_001)),
      susep: 'S1',
      telefone: '(11) 91234-5678',
      papel: 1,
      grupo: 340431,
    }),
  }),
  graphqlCase({
    name: 'createOrUpdateCadastro (parceiro)',
    service: 'parceiro',
    mutation: 'createOrUpdateCadastro',
    query: 'cadastro',
    inputType: 'ParceiroInput',
    table: parceiro,
    input: (n) => ({
      name: `Parceiro versão ${n}`,
      email: 'parceiro.versao@exemplo.com.br',
      cpf: formatCpf(cpfFromBase(300_000_002)),
      company: 'Empresa',
      role: 'Gerente',
      phone: '(11) 91234-5678',
      branch: otherBranchId,
      aprovado: null,
      cnpj_cpf_imobiliaria: '',
      cod_imobiliaria: '',
    }),
  }),
  graphqlCase({
    service: 'parceiro',
    mutation: 'createOrUpdateBranch',
    query: 'branch',
    inputType: 'BranchInput',
    table: branch,
    input: (n) => ({ value: `Ramo versão ${n}` }),
  }),
  {
    // The REST twin of createOrUpdateBranch takes the version in its JSON body.
    name: `PUT ${BRANCH_URL}`,
    table: branch,
    create: async () => {
      const res = await t.app.inject({ method: 'POST', url: BRANCH_URL, headers: bearer(admin.token), payload: { name: 'Ramo REST' } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id;
    },
    version: async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `${BRANCH_URL}?id=${id}`, headers: bearer(admin.token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().updated_at;
    },
    save: async (id, n, updatedAt) => {
      const payload = { id, name: `Ramo REST ${n}`, ...(updatedAt === undefined ? {} : { updated_at: updatedAt }) };
      const res = await t.app.inject({ method: 'PUT', url: BRANCH_URL, headers: bearer(admin.token), payload });
      const body = res.json();
      if (res.statusCode === 200) return { updated_at: body.updated_at };
      expect(res.statusCode).toBe(({ CONFLICT: 409, BAD_USER_INPUT: 400 } as Record<string, number>)[body.code]);
      return { code: body.code, message: body.error };
    },
  },
  graphqlCase({
    service: 'dam',
    mutation: 'createOrUpdateCategory',
    query: 'category',
    inputType: 'CategoryInput',
    table: category,
    input: (n) => ({ title: `Categoria versão ${n}`, parent_id: 0, ordernum: n, active: 1, hide_courses: 0, hide_trails: 0, hide_assets: 0 }),
  }),
  graphqlCase({
    service: 'dam',
    mutation: 'createOrUpdateAsset',
    query: 'asset',
    inputType: 'AssetInput',
    table: asset,
    input: (n) => ({
      title: `Conteúdo versão ${n}`,
      directlink: 'https://exemplo.com/a',
      active: 1,
      showgrid: 1,
      date_publish: '2026-03-01T12:00:00.000Z',
      date_unpublish: null,
      owner: 0,
      module_name: 'Media',
    }),
  }),
  graphqlCase({
    service: 'cms',
    mutation: 'createOrUpdateContent',
    query: 'content',
    inputType: 'ContentInput',
    table: content,
    input: (n) => ({
      title: `Destaque versão ${n}`,
      content: 'Texto do destaque.',
      directlink: 'https://exemplo.com.br/destaque',
      active: 1,
      date_publish: '2026-03-10T12:30:00.000Z',
      date_unpublish: null,
      module_name: 'Testimony',
    }),
  }),
  graphqlCase({
    service: 'lms',
    mutation: 'createOrUpdateVideoMedia',
    query: 'video_media',
    inputType: 'VideoMediaInput',
    table: videoMedia,
    input: (n) => ({
      media_id: 'versao-1',
      title: `Vídeo versão ${n}`,
      category: null,
      status: 'published',
      published_at: '2026-03-10T12:30:00.000Z',
      duration_seconds: 60 + n,
    }),
  }),
];

const rowOf = async (c: SaveCase, id: number) => (await t.db.select().from(c.table).where(eq(c.table.id, id)))[0];

const STALE = { code: 'CONFLICT', message: MESSAGES.staleRecord };

describe.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
  // One record per case: its unique fields (CPF, e-mail, media id) stay its own across saves.
  let id: number;
  beforeAll(async () => {
    id = await c.create();
  });

  it('accepts the version loaded, refuses it once someone saved, and checks nothing without one', async () => {
    const loaded = await c.version(id);

    const first = await c.save(id, 1, loaded);
    expect(first).toEqual({ updated_at: expect.any(String) });
    const current = (first as { updated_at: string }).updated_at;
    expect(current).not.toBe(loaded);
    expect(await c.version(id)).toBe(current);

    // A second admin still holding the first version.
    const before = await rowOf(c, id);
    expect(await c.save(id, 2, loaded)).toEqual(STALE);
    expect(await rowOf(c, id)).toEqual(before);

    // A client written against the spec sends no version: saved as before this check existed.
    expect(await c.save(id, 3)).toEqual({ updated_at: expect.any(String) });
    expect(await c.version(id)).not.toBe(current);
  });

  it('lets only one of two saves of the same version through', async () => {
    const loaded = await c.version(id);
    const outcomes = await Promise.all([c.save(id, 4, loaded), c.save(id, 5, loaded)]);
    expect(outcomes.filter((o) => 'updated_at' in o)).toHaveLength(1);
    expect(outcomes.filter((o) => !('updated_at' in o))).toEqual([STALE]);
  });

  it('refuses a version that is not a date and time', async () => {
    const before = await rowOf(c, id);
    expect(await c.save(id, 6, 'ontem')).toEqual({ code: 'BAD_USER_INPUT', message: MESSAGES.invalidVersion });
    expect(await rowOf(c, id)).toEqual(before);
  });
});
