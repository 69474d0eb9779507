import { z } from 'zod';
import { chosenId, chosenIds, flag, optionalDate, ownerId } from './fields.ts';
import { tooLong } from './messages.ts';
import { checkPublishingOrder } from './publishing.ts';
import { recordId } from './record-id.ts';
import { TRAIL_ITEM_TYPES } from './asset.ts';

/** A trail: an ordered set of online courses and digital contents (the entities of the spec). */
export const TRAIL_LIMITS = {
  title: 2048,
  description: 512,
  /** Items one reorder may list: far above any real trail, low enough to bound the request. */
  reorderItems: 10_000,
} as const;

export const TRAIL_MESSAGES = {
  titleRequired: 'Digite um título',
  descriptionTooLong: 'Descrição muito longa',
  categoriesRequired: 'Selecione pelo menos uma categoria',
  reactionRequired: 'Selecione uma avaliação de reação',
  proofRequired: 'Selecione uma prova',
  /** Shown under the owner field, but a trail may be saved without one (validation rule). */
  ownerRequired: 'Escolha a pessoa responsável',
  createFailed: 'Houve um erro ao enviar os dados para o servidor',
  updateFailed: 'Houve um erro ao atualizar o conteúdo',
  notFound: 'Trilha não encontrada.',
  invalidOwner: 'O responsável deve ser um usuário dos perfis 15 ou 1.',
  invalidProof: 'A prova escolhida não é uma prova de curso.',
  invalidReaction: 'A avaliação de reação escolhida não é uma avaliação de reação.',
  categoryNotFound: 'Categoria não encontrada.',
  courseNotFound: 'Curso on-line não encontrado.',
  assetNotFound: 'Conteúdo digital não encontrado.',
  itemType: "Informe o tipo do item: 'asset' ou 'course'.",
  itemNotInTrail: 'O item não pertence à trilha.',
  invalidPosition: 'Informe uma posição entre 1 e o número de itens da trilha.',
  orderMismatch: 'A nova ordem deve listar cada item atual da trilha exatamente uma vez.',
} as const;

/** The owner notice of the form: shown when no owner is chosen, without blocking the save. */
export const ownerNotice = (owner: number | null | undefined): string | null => (owner ? null : TRAIL_MESSAGES.ownerRequired);

/**
 * The trail form (/Trail-new, /Trail-edit) and createOrUpdateTrail. Keys in the order of the
 * form's fields: the form focuses the field of the first message. The owner is optional (0 for
 * none); when given, the server checks it is a user of profiles 15 or 1.
 */
const trailFields = {
  title: z
    .string({ error: TRAIL_MESSAGES.titleRequired })
    .trim()
    .min(1, TRAIL_MESSAGES.titleRequired)
    .max(TRAIL_LIMITS.title, tooLong('título', TRAIL_LIMITS.title)),
  description: z
    .string()
    .trim()
    .max(TRAIL_LIMITS.description, TRAIL_MESSAGES.descriptionTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
  owner: ownerId(TRAIL_MESSAGES.ownerRequired),
  reactionevaluation_id: chosenId(TRAIL_MESSAGES.reactionRequired),
  proof_id: chosenId(TRAIL_MESSAGES.proofRequired),
  blockcontent: flag.default(0),
  active: flag.default(1),
  date_publish: optionalDate,
  date_unpublish: optionalDate,
};

export const trailInput = z.object(trailFields).superRefine(checkPublishingOrder);

/** The categories a new trail is linked to at once (on edit each link is made as it is picked). */
const newCategories = chosenIds(TRAIL_MESSAGES.categoriesRequired);

/** A new trail: the same fields and at least one category. */
export const newTrailInput = z.object({ ...trailFields, categories: newCategories }).superRefine(checkPublishingOrder);

export type TrailInput = z.output<typeof trailInput>;
export type NewTrailInput = z.output<typeof newTrailInput>;

export const trailInputOf = (creating: boolean) => (creating ? newTrailInput : trailInput);

export const trailItemType = z.enum(TRAIL_ITEM_TYPES, { error: TRAIL_MESSAGES.itemType });
export type TrailItemType = z.output<typeof trailItemType>;

/** One item of a trail, as createTrailItems / deleteTrailItems name it. */
export const trailItemRef = z.object({ item_id: recordId(), item_type: trailItemType });

/** reorderTrailItems: the trail's whole new order, first item first. */
export const reorderTrailItemsInput = z.object({
  trail_id: recordId(TRAIL_MESSAGES.notFound),
  items: z.array(trailItemRef).max(TRAIL_LIMITS.reorderItems, TRAIL_MESSAGES.orderMismatch),
});
