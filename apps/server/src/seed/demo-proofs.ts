import { sql } from 'drizzle-orm';
import { PROOF_TYPE } from '@backoffice/domain/schemas/course';
import { proof } from '../db/schema/lms.ts';
import type { Db } from '../platform/db/client.ts';
import type { FileStorage } from '../platform/files/storage.ts';

/** Fixed dates, so the demo is the same on every machine. */
const PUBLISHED = new Date(Date.UTC(2025, 0, 2, 3, 0));

/**
 * A few assessments of each type (Business limit: 1 course proof, 2 reaction evaluation, 3 quiz), so an
 * online course can be created on the demo: its form requires a proof and a reaction evaluation.
 */
export const DEMO_PROOFS: ReadonlyArray<{ prooftype_id: number; title: string; minimum?: number; attempts?: number }> = [
  { prooftype_id: PROOF_TYPE.proof, title: 'Avaliação final - Seguro Auto', minimum: 7, attempts: 3 },
  { prooftype_id: PROOF_TYPE.proof, title: 'Avaliação final - Seguro Residencial', minimum: 7, attempts: 3 },
  { prooftype_id: PROOF_TYPE.proof, title: 'Avaliação final - Previdência', minimum: 6, attempts: 2 },
  { prooftype_id: PROOF_TYPE.reaction, title: 'Avaliação de reação padrão' },
  { prooftype_id: PROOF_TYPE.reaction, title: 'Pesquisa de satisfação do curso' },
  { prooftype_id: PROOF_TYPE.quiz, title: 'Quiz rápido - Conceitos de seguro' },
];

/** Seeds the demo assessments once: nothing when some assessment already exists. */
export async function seedDemoProofs(db: Db, _files?: FileStorage): Promise<boolean> {
  const [existing] = await db
    .select({ one: sql`1` })
    .from(proof)
    .limit(1);
  if (existing) return false;
  await db.insert(proof).values(DEMO_PROOFS.map((p) => ({ ...p, active: 1, date_publish: PUBLISHED })));
  return true;
}
