import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { users } from '../../db/schema/account.ts';
import { chat } from '../../db/schema/chat.ts';
import { content } from '../../db/schema/cms.ts';
import { asset } from '../../db/schema/dam.ts';
import { course, proof, question } from '../../db/schema/lms.ts';
import { seedAllDemo } from '../../boot.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedAllDemo(t.db, t.files);
}, 120_000);
afterAll(() => t?.close());

const rowsOf = async <R>(sql: string) => ((await t.database.query(sql)) as { rows: R[] }).rows;

/**
 * The keys each searched table's rows should have now, computed from the definitions its triggers
 * were created with (kind, keys, kinds: the arguments migration 0024 gave them), against the kept
 * ones: every key missing or left over, as `table kind:id key`.
 */
async function searchKeyDrift(): Promise<string[]> {
  const triggers = await rowsOf<{ tbl: string; args: string }>(
    `select c.relname as tbl, encode(g.tgargs, 'escape') as args from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname like '%\\_searched\\_insert'`,
  );
  expect(triggers.length).toBe(15);
  const drift: string[] = [];
  for (const { tbl, args } of triggers) {
    // tgargs holds each argument followed by a NUL byte (escaped as \000).
    const [kind, keys, , kinds] = args.split('\\000');
    const expected = `select distinct k.kind, r.id as record_id, left(u.key, 100) collate "C" as key from "${tbl}" r,
      lateral (select ${kind} as kind, ${keys} as keys) k, unnest(k.keys) as u(key) where k.kind is not null and u.key <> ''`;
    const kept = `select kind, record_id, key from search_key where kind = any('${kinds}'::text[])`;
    const differences = await rowsOf<{ side: string; kind: string; record_id: number; key: string }>(
      `(select 'missing' as side, * from (${expected} except ${kept}) m) union all (select 'left over', * from (${kept} except ${expected}) l)`,
    );
    drift.push(...differences.map((d) => `${d.side}: ${tbl} ${d.kind}:${d.record_id} ${d.key}`));
  }
  return drift;
}

describe('search keys kept by triggers never drift from the tables (migration 0024)', () => {
  it('follow the rows inserted, renamed, moved between kinds, deleted and truncated', async () => {
    expect(await searchKeyDrift()).toEqual([]);
    const [{ n }] = await rowsOf<{ n: number }>(`select count(*)::int as n from search_key`);
    expect(n).toBeGreaterThan(100);

    const made = await Promise.all([1, 2].map((i) => t.createUser({ profileId: PROFILE_ID.SPECIAL, name: `Quitéria Bragança ${i}` })));
    const [ebook] = await t.db.insert(asset).values({ module_name: 'Media', title: 'Guia do Seguro Prestamista' }).returning({ id: asset.id });
    const [highlight] = await t.db
      .insert(content)
      .values({ module_name: 'Testimony', title: 'Depoimento de Corretora', content: '<p>Ótimo.</p>', directlink: '' })
      .returning({ id: content.id });
    const [exam] = await t.db.insert(proof).values({ prooftype_id: 1, title: 'Prova de Resseguro' }).returning({ id: proof.id });
    await t.db.insert(question).values([
      { proof_id: exam.id, title: 'O que é cosseguro?' },
      { proof_id: exam.id, title: 'Quem é o ressegurador?' },
    ]);
    expect(await searchKeyDrift()).toEqual([]);

    // A rename moves keys; a change of what is not searched moves none; a change of type moves
    // a content to another kind (Media to Banner) or out of the search (a non-Testimony content).
    await t.db.update(users).set({ name: 'Quitéria Albuquerque' }).where(eq(users.id, made[0].id));
    await t.db.update(users).set({ is_blocked: 1 }).where(eq(users.id, made[1].id));
    await t.db.update(asset).set({ module_name: 'Banner' }).where(eq(asset.id, ebook.id));
    await t.db.update(content).set({ module_name: 'Partner' }).where(eq(content.id, highlight.id));
    await t.db
      .update(course)
      .set({ title: 'Curso renomeado de previdência' })
      .where(inArray(course.id, t.db.select({ id: course.id }).from(course).limit(3)));
    expect(await searchKeyDrift()).toEqual([]);

    // Deletes, and a truncate.
    await t.db.delete(users).where(eq(users.id, made[1].id));
    await t.db.delete(question).where(eq(question.proof_id, exam.id));
    await t.db.delete(proof).where(eq(proof.id, exam.id));
    await t.database.query(`truncate ${'chat'} cascade`);
    expect(await searchKeyDrift()).toEqual([]);
    expect(await rowsOf(`select 1 from search_key where kind = 'room'`)).toEqual([]);
    expect(await t.db.select().from(chat)).toEqual([]);
  });
});
