import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAIL_MESSAGES } from '@backoffice/domain/schemas/trail';
import { proof, trail } from '../../../db/schema/lms.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bulkKit } from '../../bulk/bulk-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof bulkKit>;
let outsiderToken: string;

beforeAll(async () => {
  t = await createTestApp();
  // The list's own module is enough, segmentation included.
  const { token } = await t.signIn(await t.createProfile({ title: 'Trilhas', modules: ['Trail'] }));
  kit = bulkKit(t, token);
  ({ token: outsiderToken } = await t.signIn(await t.createProfile({ title: 'Cursos', modules: ['Course'] })));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function newTrails(title: string, n: number) {
  const rows = await t.db
    .insert(trail)
    .values(Array.from({ length: n }, (_, i) => ({ title: `${title} ${i + 1}`, active: 0 })))
    .returning({ id: trail.id });
  return rows.map((r) => r.id);
}

const remaining = async (ids: number[]) => (await t.db.select({ id: trail.id }).from(trail).where(inArray(trail.id, ids)).orderBy(trail.id)).map((r) => r.id);

describe('trail bulk actions', () => {
  it('activates and deactivates trails', async () => {
    await kit.checkActivationActs('trail', trail, await newTrails('Ativação', 3));
  });

  it('adds and removes a segmentation value', async () => {
    await kit.checkSegmentActs('trail', 'Trail', await newTrails('Segmentação', 2));
  });

  it('deletes trails with their segmentation, and lists an id that is no trail as not found', async () => {
    const ids = await newTrails('Exclusão', 2);
    const value = await kit.segmentationValue('SUC-TRILHA');
    await kit.ran({ kind: 'trail', action: 'segment_add', selection: { ids }, value });
    const result = await kit.ran({ kind: 'trail', action: 'delete', selection: { ids: [ids[0], 999_999, ids[1]] } });
    expect(result).toMatchObject({ status: 'done', total: 3, done: 2, refused: [{ id: 999_999, reason: TRAIL_MESSAGES.notFound }] });
    expect(await remaining(ids)).toEqual([]);
    expect(await kit.segmentedItems('Trail', value)).toEqual([]);
  });

  it('is refused without the Trail module, and changes nothing', async () => {
    const ids = await newTrails('Sem acesso', 1);
    await kit.checkForbidden('trail', 'delete', ids, outsiderToken);
    expect(await remaining(ids)).toEqual(ids);
  });
});

describe('trail export', () => {
  it('writes the list columns, then the main fields, of the rows the search finds in the list order', async () => {
    const [a, b] = await newTrails('Exportável', 2);
    const [quiz] = await t.db.insert(proof).values({ prooftype_id: 1, title: 'Prova da trilha' }).returning({ id: proof.id });
    await t.db
      .update(trail)
      .set({ active: 1, blockcontent: 1, proof_id: quiz!.id, date_publish: new Date('2026-03-01T02:30:00Z') })
      .where(eq(trail.id, a!));
    await newTrails('Fora da busca', 1);
    const lines = await kit.csvLines('kind=trail&search=exportável&orderby=title&order=desc');
    expect(lines[0]).toBe(
      'ID;Título;Ativo;Publicação;Despublicação;Descrição;Responsável;Bloquear conteúdos;Avaliação;Avaliação de reação;Criado em;Alterado em',
    );
    expect(kit.idsOf(lines)).toEqual([b, a]);
    expect(lines[2]).toMatch(new RegExp(`^${a};Exportável 1;Sim;28/02/2026 23:30;;;;Sim;Prova da trilha;;\\d{2}/`));
  });
});
