import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { cpfFromBase, formatCpf } from '@backoffice/domain/documents';
import { INSTRUCTOR_MESSAGES } from '@backoffice/domain/schemas/instructor';
import { INVALID_CPF, required, tooLong } from '@backoffice/domain/schemas/messages';
import { auditLog } from '../../../db/schema/account.ts';
import { classroom, instrutor } from '../../../db/schema/lms.ts';
import { createTestApp, errorCode, errorMessage, type GqlBody, type TestApp, type TestUser } from '../../../test/test-app.ts';

const FIELDS = 'id nome cpf is_interno is_active';
const Q = {
  list: `query ($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
    instrutor_collection(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { ${FIELDS} }
  }`,
  count: `query ($search: String) { instrutor_count(search: $search) }`,
  one: `query ($id: Int!) { instrutor(id: $id) { ${FIELDS} updated_at } }`,
  create: `mutation ($input: InstrutorInput!) { createInstrutor(input: $input) { ${FIELDS} updated_at } }`,
  update: `mutation ($id: Int!, $updated_at: String, $input: InstrutorInput!) {
    updateInstrutor(id: $id, updated_at: $updated_at, input: $input) { ${FIELDS} updated_at }
  }`,
  save: `mutation ($id: Int, $updated_at: String, $nome: String, $cpf: String, $is_interno: Int) {
    criaOuAtualizaInstrutor(id: $id, updated_at: $updated_at, nome: $nome, cpf: $cpf, is_interno: $is_interno) { ${FIELDS} updated_at }
  }`,
  remove: `mutation ($id: Int!) { removeInstrutor(id: $id) }`,
  delete: `mutation ($id: Int!) { deleteInstrutor(id: $id) }`,
};

type Instructor = { id: number; nome: string; cpf: string; is_interno: boolean; is_active: boolean; updated_at?: string };
type Input = { nome?: unknown; cpf?: unknown; is_interno?: unknown };

let t: TestApp;
let admin: TestUser & { token: string };
let instructorAdmin: TestUser & { token: string };
let classroomAdmin: TestUser & { token: string };
let outsider: TestUser & { token: string };
let base = 700_000_000;
/** A valid CPF no instructor has yet, masked. */
const freshCpf = () => formatCpf(cpfFromBase(base++));

/** As the super admin unless a token is given; null calls without a session. */
function call(query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) {
  return t.gql('lms', query, variables, token ?? undefined);
}

function expectRefused(body: GqlBody, code: string, message?: string) {
  expect(errorCode(body), JSON.stringify(body.errors)).toBe(code);
  if (message) expect(errorMessage(body)).toBe(message);
  for (const value of Object.values(body.data ?? {})) expect(value).toBeNull();
}

/** The three saving calls, each in its reading: create (createInstrutor / criaOuAtualizaInstrutor without id) and update. */
const SAVES = {
  createInstrutor: (input: Input, token?: string | null) => call(Q.create, { input }, token),
  updateInstrutor: (input: Input, token?: string | null, id = fixedId) => call(Q.update, { id, input }, token),
  'criaOuAtualizaInstrutor (create)': (input: Input, token?: string | null) => call(Q.save, input, token),
  'criaOuAtualizaInstrutor (update)': (input: Input, token?: string | null, id = fixedId) => call(Q.save, { id, ...input }, token),
} as const;
const resultOf = (body: GqlBody) => (body.data?.createInstrutor ?? body.data?.updateInstrutor ?? body.data?.criaOuAtualizaInstrutor) as Instructor;

async function create(nome: string, cpf = freshCpf(), is_interno = 1) {
  const body = await call(Q.create, { input: { nome, cpf, is_interno } });
  expect(body.errors).toBeUndefined();
  return body.data.createInstrutor as Instructor;
}

const rows = () => t.db.select().from(instrutor).orderBy(asc(instrutor.id));
const names = (body: GqlBody) => (body.data?.instrutor_collection as Instructor[]).map((i) => i.nome);

let fixedId: number;
const seeded: Instructor[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  instructorAdmin = await t.signIn(await t.createProfile({ modules: ['Instrutor'] }));
  classroomAdmin = await t.signIn(await t.createProfile({ modules: ['Classroom'] }));
  outsider = await t.signIn(await t.createProfile({ modules: ['Course', 'Trail', 'Proof'] }));
  for (let n = 1; n <= 23; n++) seeded.push(await create(`Instrutor ${String(n).padStart(2, '0')}`, formatCpf(cpfFromBase(100_000_000 + n)), n % 2));
  fixedId = seeded[0].id;
});
afterAll(() => t?.close());

describe('instrutor_collection, instrutor_count and instrutor', () => {
  it('pages 20 at a time, newest first, and counts them all', async () => {
    const first = (await call(Q.list)).data.instrutor_collection as Instructor[];
    expect(first).toHaveLength(20);
    expect(first[0]).toEqual({ id: seeded[22].id, nome: 'Instrutor 23', cpf: seeded[22].cpf, is_interno: true, is_active: true });
    expect(names(await call(Q.list, { page: 2 }))).toEqual(['Instrutor 03', 'Instrutor 02', 'Instrutor 01']);
    expect(names(await call(Q.list, { page: 2, limit: 5 }))).toEqual(['Instrutor 18', 'Instrutor 17', 'Instrutor 16', 'Instrutor 15', 'Instrutor 14']);
    expect((await call(Q.list, { page: 3 })).data.instrutor_collection).toEqual([]);
    expect((await call(Q.count)).data.instrutor_count).toBe(23);
  });

  it('orders by name or id, either way, and refuses another column', async () => {
    expect(names(await call(Q.list, { orderby: 'name', order: 'asc', limit: 3 }))).toEqual(['Instrutor 01', 'Instrutor 02', 'Instrutor 03']);
    expect(names(await call(Q.list, { orderby: 'nome', order: 'DESC', limit: 2 }))).toEqual(['Instrutor 23', 'Instrutor 22']);
    expect(names(await call(Q.list, { orderby: 'id', order: 'asc', limit: 2 }))).toEqual(['Instrutor 01', 'Instrutor 02']);
    expectRefused(await call(Q.list, { orderby: 'cpf' }), 'BAD_USER_INPUT', 'Não é possível ordenar por "cpf".');
  });

  it('searches the name, and the CPF typed masked or as digits, whole or in part; the count agrees', async () => {
    const target = seeded[6];
    const digits = target.cpf.replace(/\D/g, '');
    const cases: Array<[string, string[]]> = [
      [
        'instrutor 1',
        [
          'Instrutor 19',
          'Instrutor 18',
          'Instrutor 17',
          'Instrutor 16',
          'Instrutor 15',
          'Instrutor 14',
          'Instrutor 13',
          'Instrutor 12',
          'Instrutor 11',
          'Instrutor 10',
        ],
      ],
      ['INSTRUTOR 07', ['Instrutor 07']],
      [target.cpf, ['Instrutor 07']],
      [digits, ['Instrutor 07']],
      [target.cpf.slice(4, 11), ['Instrutor 07']],
      [digits.slice(3, 9), ['Instrutor 07']],
      ['Ninguém', []],
    ];
    for (const [search, expected] of cases) {
      expect(names(await call(Q.list, { search })), search).toEqual(expected);
      expect((await call(Q.count, { search })).data.instrutor_count, search).toBe(expected.length);
    }
    // Every CPF seeded shares its first digits: a prefix finds them all, page by page.
    expect((await call(Q.count, { search: '100.000' })).data.instrutor_count).toBe(23);
    expect((await call(Q.count, { search: '100000' })).data.instrutor_count).toBe(23);
    expect(names(await call(Q.list, { search: '100000', page: 2 }))).toHaveLength(3);
  });

  it('reads one instructor; an unknown id is null', async () => {
    const one = (await call(Q.one, { id: seeded[1].id })).data.instrutor as Instructor;
    expect(one).toMatchObject({ id: seeded[1].id, nome: 'Instrutor 02', cpf: seeded[1].cpf, is_interno: false, is_active: true });
    expect(one.updated_at).toMatch(/Z$/);
    expect((await call(Q.one, { id: 999_999 })).data.instrutor).toBeNull();
    expectRefused(await call(Q.one, { id: 0 }), 'BAD_USER_INPUT', MESSAGES.invalidId);
  });

  it('is readable with the Instrutor or the Classroom module (the classroom form picks an instructor), refused otherwise', async () => {
    for (const who of [instructorAdmin, classroomAdmin]) {
      expect((await call(Q.list, {}, who.token)).data.instrutor_collection).toHaveLength(20);
      expect((await call(Q.count, {}, who.token)).data.instrutor_count).toBe(23);
      expect((await call(Q.one, { id: fixedId }, who.token)).data.instrutor.nome).toBe('Instrutor 01');
    }
    for (const [query, variables] of [
      [Q.list, {}],
      [Q.count, {}],
      [Q.one, { id: fixedId }],
    ] as const) {
      expectRefused(await call(query, variables, outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
      expectRefused(await call(query, variables, null), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
    }
  });
});

describe('saving: createInstrutor, updateInstrutor and criaOuAtualizaInstrutor', () => {
  it('createInstrutor stores the CPF masked whatever way it was typed, and the location', async () => {
    const cpf = cpfFromBase(555_000_001);
    const created = resultOf(await SAVES.createInstrutor({ nome: '  Paula Reis  ', cpf, is_interno: 0 }, instructorAdmin.token));
    expect(created).toMatchObject({ nome: 'Paula Reis', cpf: formatCpf(cpf), is_interno: false, is_active: true });
    const [row] = await t.db.select().from(instrutor).where(eq(instrutor.id, created.id));
    expect(row).toMatchObject({ cpf: formatCpf(cpf), is_interno: false, created_by: instructorAdmin.id, updated_by: instructorAdmin.id });
    // Left out, the location is Interno.
    expect(resultOf(await SAVES.createInstrutor({ nome: 'Otávio Lins', cpf: freshCpf() })).is_interno).toBe(true);
  });

  it('updateInstrutor changes name, CPF and location, refusing a stale version and an unknown id', async () => {
    const mine = await create('Rita Campos');
    const cpf = freshCpf();
    const updated = resultOf(
      await call(Q.update, { id: mine.id, updated_at: mine.updated_at, input: { nome: 'Rita C. Campos', cpf, is_interno: 0 } }, instructorAdmin.token),
    );
    expect(updated).toMatchObject({ id: mine.id, nome: 'Rita C. Campos', cpf, is_interno: false });
    const [row] = await t.db.select().from(instrutor).where(eq(instrutor.id, mine.id));
    expect(row).toMatchObject({ created_by: admin.id, updated_by: instructorAdmin.id });
    expectRefused(await call(Q.update, { id: mine.id, updated_at: mine.updated_at, input: { nome: 'Outro', cpf } }), 'CONFLICT', MESSAGES.staleRecord);
    expectRefused(await call(Q.update, { id: 999_999, input: { nome: 'Outro', cpf: freshCpf() } }), 'NOT_FOUND', INSTRUCTOR_MESSAGES.notFound);
    expect((await call(Q.one, { id: mine.id })).data.instrutor.nome).toBe('Rita C. Campos');
  });

  it('criaOuAtualizaInstrutor creates without an id and updates with one', async () => {
    const created = resultOf(await SAVES['criaOuAtualizaInstrutor (create)']({ nome: 'Sérgio Nunes', cpf: freshCpf(), is_interno: 1 }, instructorAdmin.token));
    expect(created).toMatchObject({ nome: 'Sérgio Nunes', is_interno: true, is_active: true });
    const updated = resultOf(
      await call(Q.save, { id: created.id, updated_at: created.updated_at, nome: 'Sérgio Nunes Filho', cpf: created.cpf, is_interno: 0 }),
    );
    expect(updated).toMatchObject({ id: created.id, nome: 'Sérgio Nunes Filho', cpf: created.cpf, is_interno: false });
    expectRefused(await call(Q.save, { id: 999_999, nome: 'Outro', cpf: freshCpf() }), 'NOT_FOUND', INSTRUCTOR_MESSAGES.notFound);
  });

  const INVALID: Array<[string, Input, string]> = [
    ['an empty name', { nome: '', cpf: '529.982.247-25' }, INSTRUCTOR_MESSAGES.nameEmpty],
    ['a blank name', { nome: '   ', cpf: '529.982.247-25' }, INSTRUCTOR_MESSAGES.nameEmpty],
    ['no name', { cpf: '529.982.247-25' }, INSTRUCTOR_MESSAGES.nameEmpty],
    ['a name over 80 characters', { nome: 'x'.repeat(81), cpf: '529.982.247-25' }, tooLong('nome', 80)],
    ['an empty CPF', { nome: 'Ana', cpf: '' }, required('cpf')],
    ['no CPF', { nome: 'Ana' }, required('cpf')],
    ['a CPF over 14 characters', { nome: 'Ana', cpf: '529.982.247-250' }, tooLong('cpf', 14)],
    ['a CPF with wrong check digits', { nome: 'Ana', cpf: '529.982.247-26' }, INVALID_CPF],
    ['a CPF of equal digits', { nome: 'Ana', cpf: '111.111.111-11' }, INVALID_CPF],
    ['a short CPF', { nome: 'Ana', cpf: '529.982' }, INVALID_CPF],
    ['a location other than 0 or 1', { nome: 'Ana', cpf: '529.982.247-25', is_interno: 2 }, INSTRUCTOR_MESSAGES.location],
  ];

  it.each(INVALID)('refuses %s with its message in every reading, changing nothing', async (_case, input, message) => {
    const before = await rows();
    for (const [name, save] of Object.entries(SAVES)) {
      const body = await save(input);
      expect(errorMessage(body), name).toBe(message);
      expectRefused(body, 'BAD_USER_INPUT');
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses a CPF another active instructor has, masked or not; its own CPF is no conflict', async () => {
    const [first, second] = [seeded[2], seeded[3]];
    const before = await rows();
    for (const cpf of [first.cpf, first.cpf.replace(/\D/g, '')]) {
      expectRefused(await SAVES.createInstrutor({ nome: 'Duplicado', cpf }), 'CONFLICT', INSTRUCTOR_MESSAGES.duplicateCpf);
      expectRefused(await SAVES.updateInstrutor({ nome: second.nome, cpf }, undefined, second.id), 'CONFLICT', INSTRUCTOR_MESSAGES.duplicateCpf);
      expectRefused(await SAVES['criaOuAtualizaInstrutor (create)']({ nome: 'Duplicado', cpf }), 'CONFLICT', INSTRUCTOR_MESSAGES.duplicateCpf);
    }
    expect(await rows()).toEqual(before);
    expect(resultOf(await SAVES.updateInstrutor({ nome: first.nome, cpf: first.cpf.replace(/\D/g, ''), is_interno: 1 }, undefined, first.id)).cpf).toBe(
      first.cpf,
    );
  });

  it('refuses every saving call without the Instrutor module, changing nothing', async () => {
    const before = await rows();
    for (const token of [classroomAdmin.token, outsider.token]) {
      for (const [name, save] of Object.entries(SAVES)) {
        const body = await save({ nome: 'Sem acesso', cpf: freshCpf() }, token);
        expect(errorCode(body), name).toBe('FORBIDDEN');
        expectRefused(body, 'FORBIDDEN', MESSAGES.forbidden);
      }
    }
    expectRefused(await SAVES.createInstrutor({ nome: 'Anônimo', cpf: freshCpf() }, null), 'UNAUTHENTICATED');
    expect(await rows()).toEqual(before);
  });
});

describe('removeInstrutor and deleteInstrutor', () => {
  const READINGS = [
    ['removeInstrutor', Q.remove],
    ['deleteInstrutor', Q.delete],
  ] as const;

  it.each(READINGS)('%s deletes an instructor no classroom uses', async (field, mutation) => {
    const gone = await create(`Sem turma ${field}`);
    expect((await call(mutation, { id: gone.id }, instructorAdmin.token)).data[field]).toBe(true);
    expect(await t.db.select().from(instrutor).where(eq(instrutor.id, gone.id))).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'instructor.delete'), eq(auditLog.target_id, gone.id)));
    expect(entry).toMatchObject({ user_id: instructorAdmin.id, target_kind: 'instructor', details: { nome: gone.nome, kept_for_classrooms: false } });
    expectRefused(await call(mutation, { id: gone.id }), 'NOT_FOUND', INSTRUCTOR_MESSAGES.notFound);
  });

  it.each(READINGS)('%s keeps an instructor classrooms use for them, inactive: gone from the lists, offered for no new classroom', async (field, mutation) => {
    const used = await create(`Com turma ${field}`);
    const [room] = await t.db.insert(classroom).values({ address: 'Sala 1', instrutor_id: used.id }).returning({ id: classroom.id });
    const countBefore = (await call(Q.count)).data.instrutor_count;
    expect((await call(mutation, { id: used.id }, instructorAdmin.token)).data[field]).toBe(true);
    // The classroom keeps its instructor (reports and attendance still name who taught it).
    const [kept] = await t.db.select({ instrutor_id: classroom.instrutor_id }).from(classroom).where(eq(classroom.id, room.id));
    expect(kept.instrutor_id).toBe(used.id);
    const [row] = await t.db.select().from(instrutor).where(eq(instrutor.id, used.id));
    expect(row).toMatchObject({ nome: used.nome, is_active: false, updated_by: instructorAdmin.id });
    // Neither the instructor screens nor the classroom form's choices offer it any more.
    expect((await call(Q.count)).data.instrutor_count).toBe(countBefore - 1);
    expect((await call(Q.list, { search: used.nome })).data.instrutor_collection).toEqual([]);
    expect((await call(Q.one, { id: used.id }, classroomAdmin.token)).data.instrutor).toBeNull();
    expectRefused(await call(Q.update, { id: used.id, input: { nome: 'Volta', cpf: used.cpf } }), 'NOT_FOUND', INSTRUCTOR_MESSAGES.notFound);
    expectRefused(await call(mutation, { id: used.id }), 'NOT_FOUND', INSTRUCTOR_MESSAGES.notFound);
    // The person may be registered again.
    expect((await SAVES.createInstrutor({ nome: used.nome, cpf: used.cpf })).errors).toBeUndefined();
  });

  it.each(READINGS)('%s is refused without the Instrutor module and for an invalid id, changing nothing', async (_field, mutation) => {
    const before = await rows();
    expectRefused(await call(mutation, { id: fixedId }, classroomAdmin.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(mutation, { id: fixedId }, outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(mutation, { id: fixedId }, null), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
    expectRefused(await call(mutation, { id: -1 }), 'BAD_USER_INPUT', MESSAGES.invalidId);
    expectRefused(await call(mutation, { id: 999_999 }), 'NOT_FOUND', INSTRUCTOR_MESSAGES.notFound);
    expect(await rows()).toEqual(before);
  });
});
