import { z } from 'zod';
import { formKinds } from './form-kinds.ts';
import { PROOF_TYPE } from './course.ts';
import { required, tooLong } from './messages.ts';
import { checkPublishingOrder, publishingFields } from './publishing.ts';
import { recordId } from './record-id.ts';

/** Assessments: proofs, their questions and their answers (the entities of the spec, the validation rules of the spec, the business constants and limits of the spec). */
export const PROOF_LIMITS = { title: 80, counterDigits: 3, maxCounter: 999, question: 1024, answer: 1024, answersAtOnce: 50 } as const;

/** The menu's names of the three types (screen rule), by prooftype_id. */
export const PROOF_TYPE_LABELS: Readonly<Record<number, string>> = {
  [PROOF_TYPE.proof]: 'Avaliação',
  [PROOF_TYPE.reaction]: 'Aval. de reação',
  [PROOF_TYPE.quiz]: 'Quiz',
};

export const PROOF_MESSAGES = {
  type: 'Tipo de avaliação inválido: informe 1 (Avaliação), 2 (Aval. de reação) ou 3 (Quiz).',
  minimumRequired: required('mínimo de acertos'),
  attemptsRequired: required('tentativas'),
  minimumTooBig: `O campo mínimo de acertos deve ter no máximo ${PROOF_LIMITS.counterDigits} dígitos.`,
  attemptsTooBig: `O campo tentativas deve ter no máximo ${PROOF_LIMITS.counterDigits} dígitos.`,
  questionRequired: 'Por favor, preencha a pergunta.',
  /** An empty answer in the new-question flow. */
  answersRequired: 'Por favor, preencha todos os campos de resposta.',
  /** An empty answer on the new-answer and edit-answer screens. */
  answerFieldsRequired: 'Por favor, preencha todos os campos.',
  tooManyAnswers: `Informe no máximo ${PROOF_LIMITS.answersAtOnce} respostas de uma vez.`,
  isCorrect: 'Informe se a resposta é correta: 1 (Sim) ou 0 (Não).',
  active: 'Informe se a avaliação está ativa: 1 (Sim) ou 0 (Não).',
  /** Told before the reason when a question with its answers, or several answers, could not be stored. */
  saveInputsFailed: 'Erro ao salvar os inputs.',
  childrenExist: 'Não foi possível excluir o item por existirem registros filhos',
  proofNotFound: 'Avaliação não encontrada.',
  questionNotFound: 'Pergunta não encontrada.',
  answerNotFound: 'Resposta não encontrada.',
} as const;

/** 'Correta' in the answer list. */
export const correctLabel = (isCorrect: number) => (isCorrect === 1 ? 'Sim' : 'Não');

/** A 0/1 flag (forms send booleans); left out, 0. */
const zeroOrOne = (message: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: message })
    .nullish()
    .transform((v): 0 | 1 => (v === true || v === 1 ? 1 : 0))
    .register(formKinds, { form: 'flag' });

export const proofTypeId = z.coerce
  .number({ error: PROOF_MESSAGES.type })
  .pipe(z.literal([PROOF_TYPE.proof, PROOF_TYPE.reaction, PROOF_TYPE.quiz], { error: PROOF_MESSAGES.type }));

/** Minimum correct answers and attempts: required whole numbers of at most 3 digits; a negative one is taken as 0 (validation rule). */
const counter = (requiredMessage: string, tooBig: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: requiredMessage })
      .int(requiredMessage)
      .transform((n) => Math.max(n, 0))
      .pipe(z.number().max(PROOF_LIMITS.maxCounter, tooBig)),
  );

/** The proof form (/Proof-new/{type_id}, /Proof-edit/{type_id}/{id}) and createOrUpdateProof's input. */
export const proofInput = z
  .object({
    title: z
      .string({ error: required('título') })
      .trim()
      .min(1, required('título'))
      .max(PROOF_LIMITS.title, tooLong('título', PROOF_LIMITS.title)),
    prooftype_id: proofTypeId,
    active: zeroOrOne(PROOF_MESSAGES.active),
    minimum: counter(PROOF_MESSAGES.minimumRequired, PROOF_MESSAGES.minimumTooBig),
    attempts: counter(PROOF_MESSAGES.attemptsRequired, PROOF_MESSAGES.attemptsTooBig),
    ...publishingFields,
  })
  .superRefine(checkPublishingOrder);
export type ProofInput = z.output<typeof proofInput>;

/** A new proof's form starts published now (State rule: proofs default to now, not midnight). */
export const newProofValues = (prooftype_id: number, now = new Date()) => ({
  title: '',
  prooftype_id,
  active: false,
  minimum: 0,
  attempts: 0,
  date_publish: now,
  date_unpublish: null as Date | null,
});

const questionTitle = z
  .string({ error: PROOF_MESSAGES.questionRequired })
  .trim()
  .min(1, PROOF_MESSAGES.questionRequired)
  .max(PROOF_LIMITS.question, tooLong('pergunta', PROOF_LIMITS.question));

/** The question form (/Question-edit/...) and createOrUpdateQuestion's input. */
export const questionInput = z.object({ title: questionTitle, proof_id: recordId() });
export type QuestionInput = z.output<typeof questionInput>;

/** An answer's text: `emptyMessage` is the wording of the screen it is typed on (validation rule). */
const answerTitle = (emptyMessage: string) =>
  z.string({ error: emptyMessage }).trim().min(1, emptyMessage).max(PROOF_LIMITS.answer, tooLong('resposta', PROOF_LIMITS.answer));

/** One answer of a list typed at once; is_correct left out means a wrong answer. */
const answerItem = (emptyMessage: string) => z.object({ title: answerTitle(emptyMessage), is_correct: zeroOrOne(PROOF_MESSAGES.isCorrect) });

const answerList = (emptyMessage: string) =>
  z.array(answerItem(emptyMessage), { error: emptyMessage }).min(1, emptyMessage).max(PROOF_LIMITS.answersAtOnce, PROOF_MESSAGES.tooManyAnswers);

/** The answer form (/Answer-edit/...) and createOrUpdateAnswer's input. */
export const answerInput = z.object({
  title: answerTitle(PROOF_MESSAGES.answerFieldsRequired),
  question_id: recordId(),
  is_correct: zeroOrOne(PROOF_MESSAGES.isCorrect),
});
export type AnswerInput = z.output<typeof answerInput>;

/** 'Adicionar pergunta e respostas' (/Question-new/...): the question and its answers, saved together. */
export const questionWithAnswersInput = z.object({
  proof_id: recordId(),
  title: questionTitle,
  answers: answerList(PROOF_MESSAGES.answersRequired),
});
export type QuestionWithAnswersInput = z.output<typeof questionWithAnswersInput>;

/** 'Nova resposta' (/Answer-new/...): several answers of a question at once. */
export const answersInput = z.object({
  question_id: recordId(),
  answers: answerList(PROOF_MESSAGES.answerFieldsRequired),
});
export type AnswersInput = z.output<typeof answersInput>;
