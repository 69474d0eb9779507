import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { videoMedia } from '../db/schema/video.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoVideos } from './demo-videos.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('seedDemoVideos', () => {
  it('fills the library once, with enough published media for a two-page report and a few drafts', async () => {
    expect(await seedDemoVideos(t.db)).toBe(true);
    const rows = await t.db.select().from(videoMedia);
    expect(rows).toHaveLength(62);
    expect(rows.filter((r) => r.status === 'draft')).toHaveLength(6);
    expect(rows.filter((r) => r.status === 'published' && r.published_at && r.category && r.duration_seconds > 0)).toHaveLength(56);
    expect(await seedDemoVideos(t.db)).toBe(false);
    expect(await t.db.select().from(videoMedia)).toHaveLength(62);

    const admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/lms/relatorio_videos', headers: bearer(admin.token) });
    const lines = res.body.split('\r\n');
    // Header, 56 published media, the final line break.
    expect(lines).toHaveLength(58);
    expect(lines[1]).toBe('Atendimento ao cliente - Parte 8;Vendas > Relacionamento;Publicado;07/01/2026 16:00;1174;demo-video-062');
  });
});
