import { and, eq, inArray, max, sql } from 'drizzle-orm';
import { asset } from '../db/schema/dam.ts';
import { course, proof, trail, trailItem } from '../db/schema/lms.ts';
import type { Db } from '../platform/db/client.ts';
import type { FileStorage } from '../platform/files/storage.ts';
import { DEMO_TRAIL_TITLE } from './demo-assets.ts';

type DemoItem = readonly ['course' | 'asset', title: string];

/**
 * The demo trails (two from demo-categories.ts, the welcome trail from demo-assets.ts), each given
 * a mix of online courses and Media contents in a set order, and assessments for the first two.
 */
export const DEMO_TRAIL_ITEMS: ReadonlyArray<{ trail: string; items: readonly DemoItem[]; proof?: string; reaction?: string; blockcontent?: number }> = [
  {
    trail: 'Trilha do Corretor Iniciante',
    items: [
      ['course', 'Fundamentos do Seguro Auto'],
      ['asset', 'Infográfico Seguro Auto'],
      ['course', 'Seguro de Vida: primeiros passos'],
      ['asset', 'Manual do Seguro Residencial'],
    ],
    proof: 'Avaliação final - Seguro Auto',
    reaction: 'Avaliação de reação padrão',
    blockcontent: 1,
  },
  {
    trail: 'Trilha de Vendas Avançadas',
    items: [
      ['asset', 'Guia de boas práticas no atendimento'],
      ['course', 'Atendimento consultivo'],
    ],
    reaction: 'Pesquisa de satisfação do curso',
  },
  // The welcome trail already holds two contents; a course follows them.
  { trail: DEMO_TRAIL_TITLE, items: [['course', 'Atendimento consultivo']] },
];

const titlesOf = (kind: DemoItem[0]) => DEMO_TRAIL_ITEMS.flatMap((t) => t.items.filter(([k]) => k === kind).map(([, title]) => title));

/**
 * Fills the demo trails once: nothing when some trail already holds a course, or when the trails,
 * courses or contents it builds on are missing (seeded earlier, in boot.ts's order).
 */
export async function seedDemoTrails(db: Db, _files?: FileStorage): Promise<boolean> {
  const [existing] = await db
    .select({ one: sql`1` })
    .from(trailItem)
    .where(eq(trailItem.item_type, 'course'))
    .limit(1);
  if (existing) return false;
  const byTitle = (rows: Array<{ id: number; title: string }>) => new Map(rows.map((r) => [r.title, r.id]));
  const trails = byTitle(
    await db
      .select({ id: trail.id, title: trail.title })
      .from(trail)
      .where(
        inArray(
          trail.title,
          DEMO_TRAIL_ITEMS.map((t) => t.trail),
        ),
      ),
  );
  const courses = byTitle(
    await db
      .select({ id: course.id, title: course.title })
      .from(course)
      .where(and(eq(course.type, 'online'), inArray(course.title, titlesOf('course')))),
  );
  const assets = byTitle(
    await db
      .select({ id: asset.id, title: asset.title })
      .from(asset)
      .where(and(eq(asset.module_name, 'Media'), inArray(asset.title, titlesOf('asset')))),
  );
  const proofs = byTitle(await db.select({ id: proof.id, title: proof.title }).from(proof));
  if (trails.size < DEMO_TRAIL_ITEMS.length || !courses.size || !assets.size) return false;

  await db.transaction(async (tx) => {
    for (const t of DEMO_TRAIL_ITEMS) {
      const trailId = trails.get(t.trail)!;
      const [last] = await tx
        .select({ n: max(trailItem.ordernum) })
        .from(trailItem)
        .where(eq(trailItem.trail_id, trailId));
      const ids = t.items
        .map(([kind, title]) => ({ kind, id: (kind === 'course' ? courses : assets).get(title) }))
        .filter((i): i is { kind: DemoItem[0]; id: number } => i.id !== undefined);
      await tx.insert(trailItem).values(ids.map((i, n) => ({ trail_id: trailId, item_type: i.kind, item_id: i.id, ordernum: (last?.n ?? 0) + n + 1 })));
      if (t.proof || t.reaction || t.blockcontent) {
        const set = {
          proof_id: t.proof ? proofs.get(t.proof) : undefined,
          reactionevaluation_id: t.reaction ? proofs.get(t.reaction) : undefined,
          blockcontent: t.blockcontent,
        };
        await tx.update(trail).set(set).where(eq(trail.id, trailId));
      }
    }
  });
  return true;
}
