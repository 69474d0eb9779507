import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGES } from '@backoffice/domain/bulk';
import { cpfFromBase } from '@backoffice/domain/documents';
import { corretor } from '../../db/schema/corretor.ts';
import { createTestApp, errorMessage, type TestApp } from '../../test/test-app.ts';
import { bulkKit } from '../bulk/bulk-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof bulkKit>;
let outsiderToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await t.signIn(await t.createProfile({ title: 'Corretores', modules: ['Corretor'] }));
  kit = bulkKit(t, token);
  ({ token: outsiderToken } = await t.signIn(await t.createProfile({ title: 'Parceiros', modules: ['Parceiro'] })));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

let seq = 0;
async function newCorretores(name: string, n: number) {
  const rows = await t.db
    .insert(corretor)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `${name} ${i + 1}`,
        email: `corretor.bulk.${++seq}@exemplo.com.br`,
        cpf: cpfFromBase(200_000_000 + seq),
        susep: `S${seq}`,
        grupo: 340432,
        celular: '11912345678',
        role: 2,
      })),
    )
    .returning({ id: corretor.id, cpf: corretor.cpf });
  return rows;
}

describe('corretor export', () => {
  it('writes the list columns, then the main fields, of the rows the search finds in the list order', async () => {
    const [a, b] = await newCorretores('Exportado', 2);
    await newCorretores('Fora da busca', 1);
    const lines = await kit.csvLines('kind=corretor&search=exportado&orderby=name&order=desc');
    expect(lines[0]).toBe('ID;Nome;E-mail;CPF;Susep;Telefone;Papel;Grupo Susep;Criado em;Alterado em');
    expect(kit.idsOf(lines)).toEqual([b!.id, a!.id]);
    const cpf = a!.cpf;
    expect(lines[2]).toMatch(
      new RegExp(
        `^${a!.id};Exportado 1;corretor\\.bulk\\.\\d+@exemplo\\.com\\.br;${cpf.slice(0, 3)}\\.${cpf.slice(3, 6)}\\.${cpf.slice(6, 9)}-${cpf.slice(9)};S\\d+;\\(11\\) 91234-5678;Sócio;SUSEP PLENA;\\d{2}/`,
      ),
    );
  });

  it('has no action, and neither the export without the Corretor module', async () => {
    const [a] = await newCorretores('Sem ação', 1);
    expect(errorMessage(await kit.run({ kind: 'corretor', action: 'delete', selection: { ids: [a!.id] } }))).toBe(BULK_MESSAGES.actionNotAllowed);
    expect((await kit.exportOf('kind=corretor&format=csv', outsiderToken)).statusCode).toBe(403);
  });
});
