import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGES } from '@backoffice/domain/bulk';
import { BRANCH_ID } from '@backoffice/domain/constants';
import { cpfFromBase } from '@backoffice/domain/documents';
import { BRANCH_MESSAGES } from '@backoffice/domain/schemas/branch';
import { branch, parceiro } from '../../db/schema/parceiro.ts';
import { createTestApp, errorMessage, type TestApp } from '../../test/test-app.ts';
import { bulkKit } from '../bulk/bulk-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof bulkKit>;
let outsiderToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await t.signIn(await t.createProfile({ title: 'Parceiros e ramos', modules: ['Parceiro', 'Branch'] }));
  kit = bulkKit(t, token);
  ({ token: outsiderToken } = await t.signIn(await t.createProfile({ title: 'Corretores', modules: ['Corretor'] })));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function newBranches(value: string, n: number) {
  const rows = await t.db
    .insert(branch)
    .values(Array.from({ length: n }, (_, i) => ({ value: `${value} ${i + 1}` })))
    .returning({ id: branch.id });
  return rows.map((r) => r.id);
}

let seq = 0;
async function newParceiro(name: string, branchId: number, status: boolean | null = null) {
  const [row] = await t.db
    .insert(parceiro)
    .values({
      name,
      email: `parceiro.bulk.${++seq}@exemplo.com.br`,
      cpf: cpfFromBase(300_000_000 + seq),
      company: 'Imob',
      role: 'Gerente',
      phone: '1132345678',
      branch_id: branchId,
      status,
    })
    .returning({ id: parceiro.id });
  return row!.id;
}

const remaining = async (ids: number[]) =>
  (await t.db.select({ id: branch.id }).from(branch).where(inArray(branch.id, ids)).orderBy(branch.id)).map((r) => r.id);

describe('branch bulk actions', () => {
  it('deletes each branch by its own rules: one with partners and a reserved one are refused with the reason, the others go', async () => {
    const ids = await newBranches('Ramo a excluir', 3);
    await newParceiro('Parceiro que segura o ramo', ids[1]!);
    const result = await kit.ran({ kind: 'branch', action: 'delete', selection: { ids: [...ids, BRANCH_ID.REAL_ESTATE] } });
    expect(result).toMatchObject({ status: 'done', total: 4, done: 2 });
    expect(result.refused).toEqual([
      { id: ids[1], reason: BRANCH_MESSAGES.hasParceiros },
      { id: BRANCH_ID.REAL_ESTATE, reason: BRANCH_MESSAGES.reserved },
    ]);
    expect(await remaining([...ids, BRANCH_ID.REAL_ESTATE])).toEqual([ids[1], BRANCH_ID.REAL_ESTATE].sort((x, y) => x! - y!));
  });

  it('is refused without the Branch module, and changes nothing', async () => {
    const ids = await newBranches('Ramo sem acesso', 1);
    await kit.checkForbidden('branch', 'delete', ids, outsiderToken);
    expect(await remaining(ids)).toEqual(ids);
  });
});

describe('branch export', () => {
  it('writes the list columns, then the dates, of the rows the search finds in the list order', async () => {
    const [a, b] = await newBranches('Ramo exportado', 2);
    await newBranches('Fora da busca', 1);
    const lines = await kit.csvLines('kind=branch&search=ramo exportado&orderby=name&order=desc');
    expect(lines[0]).toBe('ID;Título;Criado em;Alterado em');
    expect(kit.idsOf(lines)).toEqual([b, a]);
    expect(lines[2]).toMatch(new RegExp(`^${a};Ramo exportado 1;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};\\d{2}/`));
  });
});

describe('parceiro export', () => {
  it('writes the list columns, then the main fields, of the rows the search finds in the list order', async () => {
    const [ramo] = await newBranches('Ramo dos exportados', 1);
    const a = await newParceiro('Parceiro exportado A', ramo!);
    const b = await newParceiro('Parceiro exportado B', BRANCH_ID.STATUS_ENABLED, true);
    await newParceiro('Fora da busca', ramo!);
    const lines = await kit.csvLines('kind=parceiro&search=parceiro exportado&orderby=name&order=asc');
    expect(lines[0]).toBe(
      'ID;Nome;E-mail;CPF;Ramo de atuação;Empresa;Cargo;Telefone;Status;CNPJ/CPF da imobiliária;Código da imobiliária;Criado em;Alterado em',
    );
    expect(kit.idsOf(lines)).toEqual([a, b]);
    const [statusBranch] = await t.db.select({ value: branch.value }).from(branch).where(eq(branch.id, BRANCH_ID.STATUS_ENABLED));
    expect(lines[1]).toMatch(/;\d{3}\.\d{3}\.\d{3}-\d{2};Ramo dos exportados 1;Imob;Gerente;\(11\) 3234-5678;;;;\d{2}\//);
    expect(lines[2]).toContain(`;${statusBranch!.value};Imob;Gerente;(11) 3234-5678;Aprovado;;;`);
  });

  it('has no action, and neither the export without the Parceiro module', async () => {
    const [ramo] = await newBranches('Ramo sem ação', 1);
    const id = await newParceiro('Parceiro sem ação', ramo!);
    expect(errorMessage(await kit.run({ kind: 'parceiro', action: 'delete', selection: { ids: [id] } }))).toBe(BULK_MESSAGES.actionNotAllowed);
    expect((await kit.exportOf('kind=parceiro&format=csv', outsiderToken)).statusCode).toBe(403);
  });
});
