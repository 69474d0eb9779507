import { inArray, sql } from 'drizzle-orm';
import { answer, proof, question } from '../db/schema/lms.ts';
import type { Db } from '../platform/db/client.ts';
import type { FileStorage } from '../platform/files/storage.ts';

type DemoQuestion = { title: string; answers: ReadonlyArray<readonly [title: string, isCorrect: 0 | 1]> };

/** Questions of the demo proofs (demo-proofs.ts), by proof title; the first answer listed need not be the right one. */
export const DEMO_QUESTIONS: Readonly<Record<string, readonly DemoQuestion[]>> = {
  'Avaliação final - Seguro Auto': [
    {
      title: 'O que é a franquia no seguro auto?',
      answers: [
        ['O valor que o segurado paga em caso de sinistro parcial', 1],
        ['O desconto por não ter sinistros', 0],
        ['A taxa de emissão da apólice', 0],
      ],
    },
    {
      title: 'O bônus do seguro auto é:',
      answers: [
        ['Um desconto por ausência de sinistros', 1],
        ['Uma cobertura adicional', 0],
        ['Um tipo de franquia', 0],
      ],
    },
  ],
  'Avaliação final - Seguro Residencial': [
    {
      title: 'Qual cobertura é básica no seguro residencial?',
      answers: [
        ['Incêndio, queda de raio e explosão', 1],
        ['Roubo de veículos', 0],
        ['Responsabilidade civil profissional', 0],
      ],
    },
  ],
  'Avaliação final - Previdência': [
    {
      title: 'Para quem o PGBL é mais indicado?',
      answers: [
        ['Quem declara IR pelo modelo completo', 1],
        ['Quem declara IR pelo modelo simplificado', 0],
        ['Quem é isento de IR', 0],
      ],
    },
  ],
  'Avaliação de reação padrão': [
    {
      title: 'Como você avalia o conteúdo do curso?',
      answers: [
        ['Ótimo', 1],
        ['Bom', 1],
        ['Regular', 1],
        ['Ruim', 1],
      ],
    },
    {
      title: 'Você recomendaria este curso a um colega?',
      answers: [
        ['Sim', 1],
        ['Não', 1],
      ],
    },
  ],
  'Pesquisa de satisfação do curso': [
    {
      title: 'O curso atendeu às suas expectativas?',
      answers: [
        ['Sim', 1],
        ['Em parte', 1],
        ['Não', 1],
      ],
    },
  ],
  'Quiz rápido - Conceitos de seguro': [
    {
      title: 'O que é o prêmio de um seguro?',
      answers: [
        ['O valor pago pelo segurado à seguradora', 1],
        ['A indenização recebida', 0],
      ],
    },
    {
      title: 'Quem é o beneficiário?',
      answers: [
        ['Quem recebe a indenização', 1],
        ['Quem vende o seguro', 0],
      ],
    },
  ],
};

/** Gives the demo proofs their questions and answers once: nothing when some question already exists. */
export async function seedDemoQuestions(db: Db, _files?: FileStorage): Promise<boolean> {
  const [existing] = await db
    .select({ one: sql`1` })
    .from(question)
    .limit(1);
  if (existing) return false;
  const proofs = await db
    .select({ id: proof.id, title: proof.title })
    .from(proof)
    .where(inArray(proof.title, Object.keys(DEMO_QUESTIONS)));
  if (!proofs.length) return false;
  await db.transaction(async (tx) => {
    for (const p of proofs) {
      for (const q of DEMO_QUESTIONS[p.title]) {
        const [saved] = await tx.insert(question).values({ proof_id: p.id, title: q.title }).returning({ id: question.id });
        await tx.insert(answer).values(q.answers.map(([title, is_correct]) => ({ question_id: saved.id, title, is_correct })));
      }
    }
  });
  return true;
}
