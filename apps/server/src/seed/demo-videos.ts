import { asc, eq } from 'drizzle-orm';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { users } from '../db/schema/account.ts';
import { videoMedia } from '../db/schema/video.ts';
import type { Db } from '../platform/db/client.ts';
import type { FileStorage } from '../platform/files/storage.ts';

const TOPICS: Array<{ title: string; category: string }> = [
  { title: 'Fundamentos de Seguro Auto', category: 'Treinamentos > Seguro Auto' },
  { title: 'Seguro Residencial na prática', category: 'Treinamentos > Seguro Residencial' },
  { title: 'Previdência privada para iniciantes', category: 'Treinamentos > Previdência' },
  { title: 'Seguro de Vida em grupo', category: 'Treinamentos > Vida' },
  { title: 'Técnicas de venda consultiva', category: 'Vendas > Técnicas' },
  { title: 'Atendimento ao cliente', category: 'Vendas > Relacionamento' },
  { title: 'Mercado imobiliário e parceiros', category: 'Parceiros > Imobiliárias' },
  { title: 'Compliance e LGPD', category: 'Institucional > Compliance' },
];

export const DEMO_VIDEO_COUNT = 62;
/** Every tenth demo video is a draft: the report (published only) then has 56 rows, two pages of 50. */
export const DEMO_VIDEO_DRAFT_EVERY = 10;

const DAY = 24 * 3600_000;
/** Fixed dates, so the demo is the same on every machine. */
const BASE = Date.UTC(2025, 2, 3, 13, 0);

export const demoVideoMediaId = (n: number) => `demo-video-${String(n).padStart(3, '0')}`;

/** The demo library: videos of eight topics in several parts, so the report and the picker have content. */
export function demoVideos() {
  return Array.from({ length: DEMO_VIDEO_COUNT }, (_, i) => {
    const n = i + 1;
    const topic = TOPICS[i % TOPICS.length];
    const part = Math.floor(i / TOPICS.length) + 1;
    const draft = n % DEMO_VIDEO_DRAFT_EVERY === 0;
    return {
      media_id: demoVideoMediaId(n),
      title: `${topic.title} - Parte ${part}`,
      category: topic.category,
      status: draft ? 'draft' : 'published',
      published_at: draft ? null : new Date(BASE + n * 5 * DAY + (n % 7) * 3600_000),
      duration_seconds: 180 + ((n * 137) % 1500),
    };
  });
}

/**
 * The built-in video library's demo media (what the video report and the course video picker read
 * when no external platform is configured). Runs once: skipped when the first one exists.
 */
export async function seedDemoVideos(db: Db, _files?: FileStorage): Promise<boolean> {
  const [marker] = await db
    .select({ id: videoMedia.id })
    .from(videoMedia)
    .where(eq(videoMedia.media_id, demoVideoMediaId(1)))
    .limit(1);
  if (marker) return false;
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.profile_id, PROFILE_ID.SUPER_ADMIN)).orderBy(asc(users.id)).limit(1);
  const by = author?.id ?? null;
  await db.insert(videoMedia).values(demoVideos().map((v) => ({ ...v, created_by: by, updated_by: by })));
  return true;
}
