import { z } from 'zod';
import type { ModuleName } from '../modules.ts';
import { listArgs, orDefault } from './list.ts';
import { flagOr, requiredLink, URL_MAX } from './fields.ts';
import { tooLong } from './messages.ts';
import { checkPublishingOrder, publishingFields } from './publishing.ts';

/**
 * The CMS lists (module_name of a content) and the account module each one belongs to:
 * 'Testimony' is the 'Destaques' list. A module_name not listed here is refused.
 */
export const CONTENT_MODULES = {
  Testimony: { module: 'Testimony', label: 'Destaques' },
} as const satisfies Record<string, { module: ModuleName; label: string }>;

export type ContentModuleName = keyof typeof CONTENT_MODULES;

/** Every account module that gives access to some CMS list. */
export const CONTENT_ACCESS_MODULES: readonly ModuleName[] = [...new Set(Object.values(CONTENT_MODULES).map((m) => m.module))];

export function isContentModuleName(value: unknown): value is ContentModuleName {
  return typeof value === 'string' && Object.hasOwn(CONTENT_MODULES, value);
}

export const CONTENT_LIMITS = { title: 80, content: 2048, directlink: URL_MAX } as const;

/** The highlight list shows at most this many items. */
export const CONTENT_LIST_LIMIT = 200;

/** Largest thumbnail accepted by cms/cms_thumb. */
export const CONTENT_THUMB_MAX_BYTES = 5 * 1024 * 1024;

export const CONTENT_MESSAGES = {
  titleRequired: 'Digite um título',
  contentRequired: 'Informe o conteúdo',
  linkRequired: 'Informe o link',
  linkInvalid: 'Informe um link válido (começando com http:// ou https://)',
  saveFailed: 'Houve um erro ao enviar os dados para o servidor',
  unknownModule: 'Lista de conteúdo desconhecida.',
  notFound: 'Destaque não encontrado.',
  idRequired: 'Informe o id do destaque.',
} as const;

export const contentModuleName = z
  .string({ error: CONTENT_MESSAGES.unknownModule })
  .refine(isContentModuleName, CONTENT_MESSAGES.unknownModule)
  .transform((v) => v as ContentModuleName);

const requiredText = (message: string, field: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, tooLong(field, max));

/**
 * The highlight form and createOrUpdateContent's input. The keys follow the order of the form's
 * fields: the form focuses the field of the first message.
 */
export const contentInput = z
  .object({
    title: requiredText(CONTENT_MESSAGES.titleRequired, 'título', CONTENT_LIMITS.title),
    content: requiredText(CONTENT_MESSAGES.contentRequired, 'conteúdo', CONTENT_LIMITS.content),
    directlink: requiredLink({ required: CONTENT_MESSAGES.linkRequired, invalid: CONTENT_MESSAGES.linkInvalid }),
    active: flagOr(1),
    ...publishingFields,
    module_name: contentModuleName,
  })
  .superRefine(checkPublishingOrder);

export type ContentInput = z.output<typeof contentInput>;

export const contentListArgs = z.object({
  module_name: contentModuleName,
  // Never more than the list shows: a larger limit is read as the maximum.
  limit: orDefault(
    z.coerce
      .number()
      .int()
      .min(1)
      .default(CONTENT_LIST_LIMIT)
      .transform((n) => Math.min(n, CONTENT_LIST_LIMIT)),
  ),
  order: listArgs.shape.order,
});
export type ContentListArgs = z.output<typeof contentListArgs>;
