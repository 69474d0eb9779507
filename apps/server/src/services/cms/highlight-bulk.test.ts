import { Readable } from 'node:stream';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LIST_LIMIT, CONTENT_MESSAGES } from '@backoffice/domain/schemas/content';
import { content } from '../../db/schema/cms.ts';
import { storedFile } from '../../db/schema/files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bulkKit } from '../bulk/bulk-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof bulkKit>;
let outsiderToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await t.signIn(await t.createProfile({ title: 'Destaques', modules: ['Testimony'] }));
  kit = bulkKit(t, token);
  ({ token: outsiderToken } = await t.signIn(await t.createProfile({ title: 'Conteúdos', modules: ['Media'] })));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function newHighlights(title: string, n: number, values: Partial<typeof content.$inferInsert> = {}) {
  const rows = await t.db
    .insert(content)
    .values(
      Array.from({ length: n }, (_, i) => ({
        module_name: 'Testimony',
        title: `${title} ${i + 1}`,
        content: 'Texto',
        directlink: 'https://exemplo.com.br',
        active: 0,
        ...values,
      })),
    )
    .returning({ id: content.id });
  return rows.map((r) => r.id);
}

const remaining = async (ids: number[]) =>
  (await t.db.select({ id: content.id }).from(content).where(inArray(content.id, ids)).orderBy(content.id)).map((r) => r.id);

describe('highlight bulk actions', () => {
  it('activates and deactivates highlights', async () => {
    await kit.checkActivationActs('highlight', content, await newHighlights('Ativação', 3));
  });

  it('adds and removes a segmentation value', async () => {
    await kit.checkSegmentActs('highlight', 'Testimony', await newHighlights('Segmentação', 2));
  });

  it('deletes the highlights with their thumbnail, and refuses as not found a content of another CMS list', async () => {
    const key = `test/${Math.random().toString(16).slice(2)}.png`;
    await t.files.write(key, Readable.from([Buffer.from('imagem')]));
    const [thumb] = await t.db
      .insert(storedFile)
      .values({ storage_key: key, original_name: 'destaque.png', mime: 'image/png', size: 6 })
      .returning({ id: storedFile.id });
    const ids = await newHighlights('Exclusão', 2, { thumbnail_file_id: thumb!.id });
    // Written straight to the table: the API accepts no other list, but the acts must not reach one.
    const [other] = await newHighlights('De outra lista', 1, { module_name: 'OutraLista' });
    const result = await kit.ran({ kind: 'highlight', action: 'delete', selection: { ids: [ids[0], other, ids[1]] } });
    expect(result).toMatchObject({ status: 'done', total: 3, done: 2, refused: [{ id: other, reason: CONTENT_MESSAGES.notFound }] });
    expect(await remaining([...ids, other!])).toEqual([other]);
    expect(await t.db.$count(storedFile, eq(storedFile.id, thumb!.id))).toBe(0);
  });

  it('is refused without the Testimony module, and changes nothing', async () => {
    const ids = await newHighlights('Sem acesso', 1);
    await kit.checkForbidden('highlight', 'activate', ids, outsiderToken);
    expect(await kit.activeOf(content, ids)).toEqual([0]);
  });
});

describe('highlight export', () => {
  it('writes what the list shows: its 200 newest (or oldest, in ascending order), of its own list only', async () => {
    await newHighlights('Lote', CONTENT_LIST_LIMIT + 1, { date_publish: new Date('2026-03-01T02:30:00Z') });
    await newHighlights('De outra lista', 1, { module_name: 'OutraLista' });
    const listed = (order: typeof asc) =>
      t.db.select({ id: content.id }).from(content).where(eq(content.module_name, 'Testimony')).orderBy(order(content.id)).limit(CONTENT_LIST_LIMIT);
    const newest = await kit.csvLines('kind=highlight');
    expect(newest[0]).toBe('ID;Título;Ativo;Publicação;Despublicação;Conteúdo;Link;Criado em;Alterado em');
    expect(kit.idsOf(newest)).toEqual((await listed(desc)).map((r) => r.id));
    expect(newest[1]).toMatch(new RegExp(`^\\d+;Lote ${CONTENT_LIST_LIMIT + 1};Não;28/02/2026 23:30;;Texto;https://exemplo.com.br;\\d{2}/`));
    expect(kit.idsOf(await kit.csvLines('kind=highlight&order=asc'))).toEqual((await listed(asc)).map((r) => r.id));
  });
});
