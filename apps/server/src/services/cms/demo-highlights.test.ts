import { asc, isNotNull } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { content } from '../../db/schema/cms.ts';
import { seedDemoHighlights } from '../../seed/demo-highlights.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn(PROFILE_ID.SUPER_ADMIN)).token;
});
afterAll(() => t?.close());

describe('seedDemoHighlights', () => {
  it('adds a handful of highlights, some with a real PNG thumbnail, once', async () => {
    expect(await seedDemoHighlights(t.db, t.files)).toBe(true);
    const body = await t.gql('cms', `{ contents_collections(module_name: "Testimony", order: "asc") { id title active thumbnail } }`, {}, token);
    const list = body.data.contents_collections as Array<{ title: string; active: number; thumbnail: string | null }>;
    expect(list.map((c) => c.title)).toEqual([
      'Campanha Seguro Viagem de Verão',
      'Novo curso: Fundamentos de Seguro Auto',
      'Webinar: tendências do mercado imobiliário',
      'Resultados do programa de incentivo',
      'Manutenção programada da plataforma',
      'Guia rápido de segmentação de conteúdos',
    ]);
    expect(list.filter((c) => c.active === 0)).toHaveLength(1);
    const thumbs = list.flatMap((c) => (c.thumbnail ? [c.thumbnail] : []));
    expect(thumbs).toHaveLength(4);
    for (const url of thumbs) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(await fileTypeFromBuffer(res.rawPayload)).toEqual({ ext: 'png', mime: 'image/png' });
      expect([res.rawPayload.readUInt32BE(16), res.rawPayload.readUInt32BE(20)]).toEqual([320, 180]);
    }

    expect(await seedDemoHighlights(t.db, t.files)).toBe(false);
    const rows = await t.db.select({ id: content.id }).from(content).where(isNotNull(content.thumbnail_file_id)).orderBy(asc(content.id));
    expect(rows).toHaveLength(4);
  });
});
