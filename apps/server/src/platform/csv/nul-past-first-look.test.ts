import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FIELD_ID, PROFILE_ID } from '@backoffice/domain/constants';
import { SUBSCRIPTION_IMPORT_HEADER } from '@backoffice/domain/schemas/classroom';
import { classroomKit } from '../../services/lms/classrooms/classroom-test-kit.ts';
import { multipartBody } from '../../test/fixtures.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Every file import, given a file whose first 64 KB are fine (what the first look at a file
 * reads) and whose later line carries NUL in every column: the line is refused, never a 500
 * (PostgreSQL refuses NUL in text).
 */
let t: TestApp;
let token: string;
let classroomId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn(PROFILE_ID.SUPER_ADMIN)).token;
  classroomId = await classroomKit(t).classroom();
});
afterAll(() => t?.close());

const NUL = 'a\u0000b';
/** 7,000 lines of plausible but unknown values, then the hostile line. */
const file = (header: string[], filler: (i: number) => string[]) =>
  [header.join(';'), ...Array.from({ length: 7000 }, (_, i) => filler(i).join(';')), header.map(() => NUL).join(';')].join('\n');

const IMPORTS: Array<{ url: string; fields: Record<string, string>; name: string; data: string }> = [
  {
    url: '/api/v1/lms/import-users-to-classroom',
    fields: { classroom_id: '' },
    name: 'lista.csv',
    data: file([SUBSCRIPTION_IMPORT_HEADER], (i) => [String(10_000_000_000 + i)]),
  },
  ...(['corretor', 'parceiro'] as const).map((kind) => ({
    url: `/api/v1/${kind}/import-users-from-dashboard`,
    fields: {},
    name: 'usuarios.csv',
    data: file(
      kind === 'corretor'
        ? ['Nome', 'CPF', 'E-mail', 'Telefone', 'Papel', 'Código Susep', 'Grupo Susep']
        : ['Nome', 'CPF', 'E-mail', 'Telefone', 'Ramo de atuação'],
      (i) => (kind === 'corretor' ? [`Pessoa ${i}`, '', `p${i}@x.com`, '11999999999', '1', '1', '1'] : [`Pessoa ${i}`, '', `p${i}@x.com`, '11999999999', '1']),
    ),
  })),
  {
    url: '/api/v1/parceiro/import-real-estate-base',
    fields: {},
    name: 'base.csv',
    data: file(['CNPJ/CPF', 'Código da imobiliária', 'Nome'], (i) => ['', `C${i}`, `Imobiliária ${i}`]),
  },
  {
    url: '/api/v1/account/import-segmentation',
    fields: { id: '5', module_name: 'User', account_field_id: String(ACCOUNT_FIELD_ID.FIELD_9) },
    name: 'valores.txt',
    data: [...Array.from({ length: 7000 }, (_, i) => `VALOR-${i}`), NUL].join('\n'),
  },
];

describe('a NUL past the first 64 KB of an imported file', () => {
  it.each(IMPORTS)('is refused by $url without a server error', async ({ url, fields, name, data }) => {
    expect(Buffer.byteLength(data)).toBeGreaterThan(65_536);
    const body = multipartBody({ ...fields, ...(fields.classroom_id === '' ? { classroom_id: String(classroomId) } : {}) }, { name, data, type: 'text/csv' });
    const res = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
    expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  });
});
