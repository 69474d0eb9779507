import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_FIELD_ID, MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { SEGMENTATION_MESSAGES as M } from '@backoffice/domain/schemas/segmentation';
import { accountFieldValue, segmentation } from '../../../db/schema/account.ts';
import { bearer, createTestApp, expectRefused, type GqlBody, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { multipartBody, PNG_1X1 } from '../../../test/fixtures.ts';

const F9 = ACCOUNT_FIELD_ID.FIELD_9;
const F10 = ACCOUNT_FIELD_ID.FIELD_10;

const Q = {
  fields: `query ($type: String) { get_account_fields(type: $type) { id field type } }`,
  values: `query ($f: Int!, $s: String, $l: Int) { get_account_field_values(account_field_id: $f, search: $s, limit: $l) { id account_field_id value label externalid } }`,
  value: `query ($f: Int!, $v: String!) { get_account_field_value(account_field_id: $f, value: $v) { id value label } }`,
  segs: `query ($f: Int, $m: String!, $i: Int!) { get_segmentations(account_field_id: $f, module_name: $m, item_id: $i) { id segmentation_id account_field_id value label module_name item_id } }`,
  create: `mutation ($v: Int!, $m: String!, $i: Int!) { createSegmentation(account_field_value_id: $v, account_module_name: $m, item_id: $i) { id value label module_name item_id } }`,
  remove: `mutation ($v: Int!, $m: String!, $i: Int!) { deleteSegmentation(account_field_value_id: $v, account_module_name: $m, item_id: $i) }`,
  removeAll: `mutation ($f: Int!, $m: String!, $i: Int!) { deleteAllSegmentation(account_field_id: $f, module_name: $m, item_id: $i) }`,
  attach: `mutation ($f: Int!, $m: String!, $i: Int!, $values: [String!]!) { attachSegmentationValues(account_field_id: $f, module_name: $m, item_id: $i, values: $values) { attached not_found not_found_count } }`,
};

let t: TestApp;
let admin: TestUser & { token: string };
let userEditor: TestUser & { token: string };
let categoryEditor: TestUser & { token: string };
let dashboardOnly: TestUser & { token: string };
/** Value ids by text, of field 9 then field 10. */
const ids: Record<string, number> = {};

const F9_VALUES = ['DIR-001', 'DIR-002', 'DIR-003', 'Diretoria São Paulo', 'Diretoria Sul', 'ABC_1', 'ABCX1', 'Promo 100%'];
const F10_VALUES = ['SUC-100', 'SUC-200', 'DIR-001'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  userEditor = await t.signIn(await t.createProfile({ modules: ['User'] }));
  categoryEditor = await t.signIn(await t.createProfile({ modules: ['Category'] }));
  dashboardOnly = await t.signIn(await t.createProfile({ modules: ['Dashboard'] }));
  const rows = await t.db
    .insert(accountFieldValue)
    .values([
      ...F9_VALUES.map((value) => ({ account_field_id: F9, value, label: `Rótulo ${value}` })),
      ...F10_VALUES.map((value) => ({ account_field_id: F10, value, label: value })),
    ])
    .returning();
  for (const r of rows) ids[`${r.account_field_id}:${r.value}`] = r.id;
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.db.delete(segmentation);
});

const v9 = (value: string) => ids[`${F9}:${value}`]!;
const v10 = (value: string) => ids[`${F10}:${value}`]!;

function call(query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) {
  return t.gql('account', query, variables, token ?? undefined);
}

const segRows = () => t.db.select().from(segmentation).orderBy(asc(segmentation.id));

async function unchanged(action: () => Promise<GqlBody>): Promise<GqlBody> {
  const before = await segRows();
  const body = await action();
  expect(await segRows()).toEqual(before);
  return body;
}

async function attachDirect(valueId: number, module_name: string, item_id: number) {
  await t.db.insert(segmentation).values({ account_field_value_id: valueId, module_name, item_id });
}

describe('get_account_fields', () => {
  it('filters by use: dropdown and import include the fields of type all; all (the default) gives every field', async () => {
    const ofType = async (type?: string) => ((await call(Q.fields, { type })).data!.get_account_fields as { id: number }[]).map((f) => f.id);
    expect(await ofType('dropdown')).toEqual([8, 9, 10, 11, 12, 19]);
    expect(await ofType('import')).toEqual([9, 10, 11, 12]);
    expect(await ofType('all')).toEqual([8, 9, 10, 11, 12, 19]);
    expect(await ofType(undefined)).toEqual([8, 9, 10, 11, 12, 19]);
    const body = await call(Q.fields, { type: 'all' });
    expect(body.data!.get_account_fields[1]).toEqual({ id: 9, field: 'Diretoria', type: 'all' });
  });

  it('refuses an unknown type', async () => {
    expectRefused(await call(Q.fields, { type: 'lista' }), 'BAD_USER_INPUT', 'Tipo de campo inválido: use dropdown, import ou all.');
  });

  it('is open to any module that owns segmentable items, refused to others and to anonymous callers', async () => {
    expect((await call(Q.fields, {}, categoryEditor.token)).data!.get_account_fields).toHaveLength(6);
    expectRefused(await call(Q.fields, {}, dashboardOnly.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(Q.fields, {}, null), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
  });
});

describe('get_account_field_values', () => {
  const values = async (variables: Record<string, unknown>, token?: string) => {
    const body = await call(Q.values, variables, token);
    expect(body.errors).toBeUndefined();
    return (body.data!.get_account_field_values as { value: string }[]).map((v) => v.value);
  };

  it('without search lists the values of the field by value, limited', async () => {
    expect(await values({ f: F10 })).toEqual(['DIR-001', 'SUC-100', 'SUC-200']);
    expect(await values({ f: F10, l: 2 })).toEqual(['DIR-001', 'SUC-100']);
    const body = await call(Q.values, { f: F9, s: 'são' });
    expect(body.data!.get_account_field_values).toEqual([
      { id: v9('Diretoria São Paulo'), account_field_id: F9, value: 'Diretoria São Paulo', label: 'Rótulo Diretoria São Paulo', externalid: null },
    ]);
  });

  it('searches a substring of 3+ characters whatever the case, exact and shorter matches first', async () => {
    expect(await values({ f: F9, s: 'dir' })).toEqual(['DIR-001', 'DIR-002', 'DIR-003', 'Diretoria Sul', 'Diretoria São Paulo']);
    expect(await values({ f: F9, s: 'ria s' })).toEqual(['Diretoria Sul', 'Diretoria São Paulo']);
    expect(await values({ f: F9, s: '  dir-002 ' })).toEqual(['DIR-002']);
    // Only the field asked for.
    expect(await values({ f: F10, s: 'dir' })).toEqual(['DIR-001']);
    expect(await values({ f: F9, s: 'nada disso' })).toEqual([]);
  });

  it('matches the label users see as well as the value, whatever the case and the accents', async () => {
    const F12 = ACCOUNT_FIELD_ID.REGIONAL;
    await t.db.insert(accountFieldValue).values([
      { account_field_id: F12, value: 'SUC-110', label: 'Campinas' },
      { account_field_id: F12, value: 'SUC-120', label: 'São José dos Campos' },
      { account_field_id: F12, value: 'SUC-130', label: 'Sao Carlos' },
      { account_field_id: F12, value: 'Ribeirão Preto', label: null },
      { account_field_id: F12, value: 'SUC-140', label: 'Maceió' },
    ]);
    expect(await values({ f: F12, s: 'Campinas' })).toEqual(['SUC-110']);
    expect(await values({ f: F12, s: 'CAMP' })).toEqual(['SUC-110', 'SUC-120']);
    expect(await values({ f: F12, s: 'suc-11' })).toEqual(['SUC-110']);
    for (const s of ['São', 'sao', 'SÃO', 'são']) expect(await values({ f: F12, s }), s).toEqual(['SUC-120', 'SUC-130']);
    expect(await values({ f: F12, s: 'ribeirao' })).toEqual(['Ribeirão Preto']);
    expect(await values({ f: F12, s: 'maceio' })).toEqual(['SUC-140']);
    expect(await values({ f: F12, s: 'MACEIÓ' })).toEqual(['SUC-140']);
    // A value whose label is the text typed comes first, as an exact value does.
    await t.db.insert(accountFieldValue).values({ account_field_id: F12, value: 'SUC-150', label: 'Sao Carlos do Sul' });
    expect(await values({ f: F12, s: 'são carlos' })).toEqual(['SUC-130', 'SUC-150']);
  });

  it('takes % and _ literally', async () => {
    expect(await values({ f: F9, s: 'BC_' })).toEqual(['ABC_1']);
    expect(await values({ f: F9, s: '00%' })).toEqual(['Promo 100%']);
  });

  it('refuses a search shorter than 3 characters and a missing field', async () => {
    expectRefused(await call(Q.values, { f: F9, s: 'di' }), 'BAD_USER_INPUT', M.searchTooShort);
    expectRefused(await call(Q.values, { f: 0 }), 'BAD_USER_INPUT', 'O campo lista é obrigatório!');
  });

  it('is refused without a segmentation module and anonymously', async () => {
    expect(await values({ f: F9, s: 'dir' }, userEditor.token)).toHaveLength(5);
    expectRefused(await call(Q.values, { f: F9 }, dashboardOnly.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(Q.values, { f: F9 }, null), 'UNAUTHENTICATED');
  });
});

describe('get_account_field_value', () => {
  it('finds a value exactly, or whatever its case, and null when absent', async () => {
    expect((await call(Q.value, { f: F9, v: 'DIR-002' })).data!.get_account_field_value).toEqual({
      id: v9('DIR-002'),
      value: 'DIR-002',
      label: 'Rótulo DIR-002',
    });
    expect((await call(Q.value, { f: F9, v: ' dir-002 ' })).data!.get_account_field_value.id).toBe(v9('DIR-002'));
    expect((await call(Q.value, { f: F10, v: 'DIR-001' })).data!.get_account_field_value.id).toBe(v10('DIR-001'));
    expect((await call(Q.value, { f: F10, v: 'DIR-002' })).data!.get_account_field_value).toBeNull();
  });

  it('needs a value, a segmentation module and a session', async () => {
    expectRefused(await call(Q.value, { f: F9, v: '  ' }), 'BAD_USER_INPUT', 'O campo valor é obrigatório!');
    expectRefused(await call(Q.value, { f: F9, v: 'DIR-001' }, dashboardOnly.token), 'FORBIDDEN');
    expectRefused(await call(Q.value, { f: F9, v: 'DIR-001' }, null), 'UNAUTHENTICATED');
  });
});

describe('createSegmentation, get_segmentations, deleteSegmentation', () => {
  it('attaches a value once, lists it with its value and label, and detaches it (both idempotent)', async () => {
    const vars = { v: v9('DIR-001'), m: 'User', i: userEditor.id };
    const first = await call(Q.create, vars, userEditor.token);
    expect(first.data!.createSegmentation).toEqual({
      id: v9('DIR-001'),
      value: 'DIR-001',
      label: 'Rótulo DIR-001',
      module_name: 'User',
      item_id: userEditor.id,
    });
    expect((await call(Q.create, vars, userEditor.token)).data!.createSegmentation.id).toBe(v9('DIR-001'));
    await call(Q.create, { v: v10('SUC-100'), m: 'User', i: userEditor.id }, userEditor.token);
    const rows = await segRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ module_name: 'User', item_id: userEditor.id, created_by: userEditor.id, updated_by: userEditor.id });

    const all = await call(Q.segs, { m: 'User', i: userEditor.id }, userEditor.token);
    expect(all.data!.get_segmentations.map((s: { value: string; account_field_id: number }) => [s.account_field_id, s.value])).toEqual([
      [F9, 'DIR-001'],
      [F10, 'SUC-100'],
    ]);
    const of9 = await call(Q.segs, { f: F9, m: 'User', i: userEditor.id }, userEditor.token);
    expect(of9.data!.get_segmentations).toEqual([
      {
        id: v9('DIR-001'),
        segmentation_id: rows[0]!.id,
        account_field_id: F9,
        value: 'DIR-001',
        label: 'Rótulo DIR-001',
        module_name: 'User',
        item_id: userEditor.id,
      },
    ]);
    // Another item of the same module has nothing; an item that does not exist is not found.
    expect((await call(Q.segs, { m: 'User', i: admin.id })).data!.get_segmentations).toEqual([]);
    const unknown = await call(Q.segs, { m: 'User', i: userEditor.id + 100_000 });
    expect(unknown.errors?.[0]).toMatchObject({ message: M.itemNotFound, extensions: { code: 'NOT_FOUND' } });
    expect((await call(Q.segs, { m: 'Category', i: 999_999 })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    expect((await call(Q.remove, vars, userEditor.token)).data!.deleteSegmentation).toBe(true);
    expect((await call(Q.remove, vars, userEditor.token)).data!.deleteSegmentation).toBe(true);
    expect((await segRows()).map((r) => r.account_field_value_id)).toEqual([v10('SUC-100')]);
  });

  it('uses the spec module names, chatBanner included', async () => {
    const body = await call(Q.create, { v: v9('DIR-003'), m: 'chatBanner', i: 7 });
    expect(body.data!.createSegmentation.module_name).toBe('chatBanner');
    expect((await segRows())[0]).toMatchObject({ module_name: 'chatBanner', item_id: 7 });
  });

  it('validates its arguments', async () => {
    const bad = async (vars: Record<string, unknown>, message: string, code = 'BAD_USER_INPUT') =>
      expectRefused(await unchanged(() => call(Q.create, vars)), code, message);
    await bad({ v: v9('DIR-001'), m: 'Usuarios', i: 1 }, M.unknownModule('Usuarios'));
    await bad({ v: v9('DIR-001'), m: '', i: 1 }, 'O campo módulo é obrigatório!');
    await bad({ v: v9('DIR-001'), m: 'User', i: 0 }, 'O campo item é obrigatório!');
    await bad({ v: 0, m: 'User', i: 1 }, 'O campo valor é obrigatório!');
    await bad({ v: 999999, m: 'User', i: 1 }, M.valueNotFound, 'NOT_FOUND');
    expectRefused(await call(Q.segs, { m: 'Dashboard', i: 1 }), 'BAD_USER_INPUT', M.unknownModule('Dashboard'));
    expectRefused(await call(Q.remove, { v: v9('DIR-001'), m: 'toString', i: 1 }), 'BAD_USER_INPUT', M.unknownModule('toString'));
  });

  it('needs the module of the module_name: refused, with no data and nothing written', async () => {
    await attachDirect(v9('DIR-001'), 'User', 5);
    const vars = { v: v9('DIR-002'), m: 'User', i: 5 };
    expectRefused(await unchanged(() => call(Q.create, vars, categoryEditor.token)), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await unchanged(() => call(Q.remove, { ...vars, v: v9('DIR-001') }, categoryEditor.token)), 'FORBIDDEN');
    expectRefused(await call(Q.segs, { m: 'User', i: 5 }, categoryEditor.token), 'FORBIDDEN');
    expectRefused(await unchanged(() => call(Q.create, vars, dashboardOnly.token)), 'FORBIDDEN');
    expectRefused(await unchanged(() => call(Q.create, vars, null)), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
    expectRefused(await unchanged(() => call(Q.remove, vars, null)), 'UNAUTHENTICATED');
    expectRefused(await call(Q.segs, { m: 'User', i: 5 }, null), 'UNAUTHENTICATED');
    // The category editor may segment categories.
    expect((await call(Q.create, { v: v9('DIR-002'), m: 'Category', i: 5 }, categoryEditor.token)).errors).toBeUndefined();
  });
});

describe('deleteAllSegmentation', () => {
  it('detaches every value of one field from one item only', async () => {
    await attachDirect(v9('DIR-001'), 'User', 5);
    await attachDirect(v9('DIR-002'), 'User', 5);
    await attachDirect(v10('SUC-100'), 'User', 5);
    await attachDirect(v9('DIR-001'), 'User', 6);
    await attachDirect(v9('DIR-001'), 'Category', 5);
    const body = await call(Q.removeAll, { f: F9, m: 'User', i: 5 }, userEditor.token);
    expect(body.data!.deleteAllSegmentation).toBe(2);
    expect((await segRows()).map((r) => [r.module_name, r.item_id, r.account_field_value_id])).toEqual([
      ['User', 5, v10('SUC-100')],
      ['User', 6, v9('DIR-001')],
      ['Category', 5, v9('DIR-001')],
    ]);
    expect((await call(Q.removeAll, { f: F9, m: 'User', i: 5 }, userEditor.token)).data!.deleteAllSegmentation).toBe(0);
  });

  it('requires item_id, a known field and module, and the module', async () => {
    await attachDirect(v9('DIR-001'), 'User', 5);
    const noItem = await unchanged(() => call(`mutation { deleteAllSegmentation(account_field_id: 9, module_name: "User") }`));
    expect(noItem.errors?.[0]?.message).toMatch(/item_id/);
    expect(noItem.data ?? null).toBeNull();
    expectRefused(await unchanged(() => call(Q.removeAll, { f: 4242, m: 'User', i: 5 })), 'NOT_FOUND', M.fieldNotFound);
    expectRefused(await unchanged(() => call(Q.removeAll, { f: F9, m: 'Perfil', i: 5 })), 'BAD_USER_INPUT', M.unknownModule('Perfil'));
    expectRefused(await unchanged(() => call(Q.removeAll, { f: F9, m: 'User', i: 5 }, categoryEditor.token)), 'FORBIDDEN');
    expectRefused(await unchanged(() => call(Q.removeAll, { f: F9, m: 'User', i: 5 }, null)), 'UNAUTHENTICATED');
  });
});

describe('attachSegmentationValues', () => {
  it('attaches the values found (exact or whatever the case) and lists the unknown ones', async () => {
    await attachDirect(v9('DIR-001'), 'Media', 3);
    const body = await call(Q.attach, { f: F9, m: 'Media', i: 3, values: [' DIR-001', 'dir-002', 'SUC-100', 'nao existe', 'DIR-002', '', 'nao existe'] });
    expect(body.data!.attachSegmentationValues).toEqual({ attached: 2, not_found: ['SUC-100', 'nao existe'], not_found_count: 2 });
    expect((await segRows()).map((r) => r.account_field_value_id)).toEqual([v9('DIR-001'), v9('DIR-002')]);
  });

  it('validates the list and the field', async () => {
    expectRefused(await unchanged(() => call(Q.attach, { f: F9, m: 'Media', i: 3, values: [' ', ''] })), 'BAD_USER_INPUT', M.noValues);
    expectRefused(await unchanged(() => call(Q.attach, { f: F9, m: 'Media', i: 3, values: ['x'.repeat(256)] })), 'BAD_USER_INPUT', M.valueTooLong);
    const many = Array.from({ length: 1001 }, (_, n) => `v${n}`);
    expectRefused(await unchanged(() => call(Q.attach, { f: F9, m: 'Media', i: 3, values: many })), 'BAD_USER_INPUT', M.tooManyValues);
    expectRefused(await unchanged(() => call(Q.attach, { f: 4242, m: 'Media', i: 3, values: ['a'] })), 'NOT_FOUND', M.fieldNotFound);
    expectRefused(await unchanged(() => call(Q.attach, { f: F9, m: 'Midia', i: 3, values: ['a'] })), 'BAD_USER_INPUT', M.unknownModule('Midia'));
  });

  it('needs the module of the module_name and a session', async () => {
    const vars = { f: F9, m: 'Media', i: 3, values: ['DIR-001'] };
    expectRefused(await unchanged(() => call(Q.attach, vars, userEditor.token)), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await unchanged(() => call(Q.attach, vars, null)), 'UNAUTHENTICATED');
  });
});

describe('POST /api/v1/account/import-segmentation', () => {
  const FIELDS = { returnUrl: '/segmentation/User/5', id: '5', module_name: 'User', account_field_id: String(F9) };

  async function post(data: Buffer | string, options: { name?: string; fields?: Record<string, string>; token?: string | null } = {}) {
    const { payload, headers } = multipartBody(options.fields ?? FIELDS, { name: options.name ?? 'valores.txt', data });
    const token = options.token === undefined ? admin.token : options.token;
    return t.app.inject({ method: 'POST', url: '/api/v1/account/import-segmentation', payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
  }

  async function refused(data: Buffer | string, status: number, error: string, options: Parameters<typeof post>[1] = {}) {
    const before = await segRows();
    const res = await post(data, options);
    expect(res.json()).toMatchObject({ error });
    expect(res.statusCode).toBe(status);
    expect(await segRows()).toEqual(before);
  }

  it('attaches every value found and reports the unknown ones', async () => {
    const res = await post('\ufeffDIR-001\r\ndir-002\n\n  Diretoria São Paulo  \nDESCONHECIDO\nDIR-001\nOUTRO\n', { token: userEditor.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ attached: 3, not_found: ['DESCONHECIDO', 'OUTRO'], not_found_count: 2 });
    const rows = await segRows();
    expect(rows.map((r) => [r.module_name, r.item_id, r.account_field_value_id, r.created_by])).toEqual([
      ['User', 5, v9('DIR-001'), userEditor.id],
      ['User', 5, v9('DIR-002'), userEditor.id],
      ['User', 5, v9('Diretoria São Paulo'), userEditor.id],
    ]);
    // Again: nothing new, same answer.
    expect((await post('DIR-001\nDIR-002', { token: userEditor.token })).json()).toEqual({ attached: 2, not_found: [], not_found_count: 0 });
    expect(await segRows()).toHaveLength(3);
  });

  it('streams big files: thousands of lines across lookup batches', async () => {
    const lines = Array.from({ length: 2500 }, (_, n) => (n % 1000 === 0 ? 'DIR-003' : `X${n}`));
    const res = await post(lines.join('\n'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.attached).toBe(1);
    expect(body.not_found_count).toBe(2497);
    expect(body.not_found).toHaveLength(1000);
    expect(body.not_found[0]).toBe('X1');
  });

  it('refuses lines with separators or junk, naming the line, and writes nothing', async () => {
    await refused('DIR-001\nDIR-002, DIR-003\n', 400, M.lineSeparator(2, 'DIR-002, DIR-003'));
    await refused('DIR-001;DIR-002', 400, M.lineSeparator(1, 'DIR-001;DIR-002'));
    await refused('DIR-001\nDIR-002\tx', 400, M.lineSeparator(2, 'DIR-002\tx'));
    await refused('DIR-001\n"DIR-002"\n', 400, M.lineJunk(2, '"DIR-002"'));
    await refused('DIR-001\nDIR\u001b[31m\n', 400, M.lineJunk(2, 'DIR\u001b[31m'));
    await refused(`DIR-001\n${'x'.repeat(256)}\n`, 400, M.lineTooLong(2));
  });

  it('refuses binary files, even named .txt, and text that is not UTF-8', async () => {
    await refused(PNG_1X1, 400, M.fileBinary, { name: 'valores.txt' });
    await refused(Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n'), 400, M.fileBinary);
    await refused(Buffer.from([0x44, 0x49, 0x52, 0x00, 0x0a]), 400, M.fileBinary);
    await refused(Buffer.from('Diretoria S\xe3o Paulo\n', 'latin1'), 400, M.fileEncoding);
  });

  it('refuses other extensions and empty files', async () => {
    await refused('DIR-001\n', 400, M.fileExtension, { name: 'valores.csv' });
    await refused('DIR-001\n', 400, M.fileExtension, { name: 'valores' });
    await refused('', 400, M.fileEmpty);
    await refused('\n  \r\n\n', 400, M.fileEmpty);
  });

  it('validates the form fields', async () => {
    await refused('DIR-001', 400, M.unknownModule('Users'), { fields: { ...FIELDS, module_name: 'Users' } });
    await refused('DIR-001', 400, 'O campo item é obrigatório!', { fields: { ...FIELDS, id: 'abc' } });
    await refused('DIR-001', 400, 'O campo lista é obrigatório!', { fields: { module_name: 'User', id: '5' } });
    await refused('DIR-001', 404, M.fieldNotFound, { fields: { ...FIELDS, account_field_id: '4242' } });
    const noFile = multipartBody(FIELDS);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/import-segmentation',
      payload: noFile.payload,
      headers: { ...noFile.headers, ...bearer(admin.token) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('O campo arquivo é obrigatório!');
  });

  it('needs the module of the module_name and a session', async () => {
    await refused('DIR-001', 403, MESSAGES.forbidden, { token: categoryEditor.token });
    await refused('DIR-001', 403, MESSAGES.forbidden, { token: dashboardOnly.token });
    await refused('DIR-001', 401, MESSAGES.unauthenticated, { token: null });
  });
});
