import { z } from 'zod';
import type { ModuleName } from '../modules.ts';
import { required } from './messages.ts';
import { orDefault } from './list.ts';
import { recordIdFromText } from './record-id.ts';

/**
 * The modules whose items can be segmented, by the module_name the routes and the API use: the
 * account module that guards them (the caller must have it) and the list the screens go back to.
 */
export const SEGMENTATION_MODULES = {
  User: { module: 'User', label: 'Usuário', back: '/User' },
  Category: { module: 'Category', label: 'Categoria', back: '/Category' },
  Media: { module: 'Media', label: 'Conteúdo Digital', back: '/Dam/Media' },
  Banner: { module: 'Banner', label: 'Banner', back: '/Dam/Banner' },
  chatBanner: { module: 'ChatBanner', label: 'Banner da Sala Virtual', back: '/Dam/chatBanner' },
  Course: { module: 'Course', label: 'Curso', back: '/Course' },
  Chat: { module: 'Chat', label: 'Sala virtual', back: '/Chat' },
  Classroom: { module: 'Classroom', label: 'Turma', back: '/Classroom' },
  Trail: { module: 'Trail', label: 'Trilha', back: '/trail' },
  Testimony: { module: 'Testimony', label: 'Destaque', back: '/Cms/Testimony' },
} as const satisfies Record<string, { module: ModuleName; label: string; back: string }>;

export type SegmentationModuleName = keyof typeof SEGMENTATION_MODULES;
export const SEGMENTATION_MODULE_NAMES = Object.keys(SEGMENTATION_MODULES) as SegmentationModuleName[];

/** Every account module that owns segmentable items: reading fields and values needs one of them. */
export const SEGMENTATION_ACCESS: readonly ModuleName[] = [...new Set(Object.values(SEGMENTATION_MODULES).map((m) => m.module))];

export function isSegmentationModule(name: string): name is SegmentationModuleName {
  return Object.hasOwn(SEGMENTATION_MODULES, name);
}

/** Searching values needs this many characters (the validation rules of the spec and the business constants and limits of the spec). */
export const SEGMENTATION_SEARCH_MIN = 3;
/** Most values one search answers. */
export const SEGMENTATION_SEARCH_LIMIT = 50;
/** Most values one typed or pasted list may carry. */
export const SEGMENTATION_VALUES_MAX = 1000;
/** Longest value (account_field_value.value). */
export const SEGMENTATION_VALUE_MAX = 255;
/** Largest segmentation file. */
export const SEGMENTATION_FILE_MAX_BYTES = 20 * 1024 * 1024;

export const SEGMENTATION_MESSAGES = {
  unknownModule: (name: unknown) => `Módulo de segmentação desconhecido: ${String(name)}.`,
  searchTooShort: `Digite ao menos ${SEGMENTATION_SEARCH_MIN} caracteres para buscar.`,
  fieldNotFound: 'Campo de segmentação não encontrado.',
  valueNotFound: 'Valor de segmentação não encontrado.',
  itemNotFound: 'O item a segmentar não foi encontrado.',
  noValues: 'Informe ao menos um valor.',
  tooManyValues: `Informe no máximo ${SEGMENTATION_VALUES_MAX} valores de uma vez.`,
  valueTooLong: `Cada valor deve ter no máximo ${SEGMENTATION_VALUE_MAX} caracteres.`,
  notFoundList: (values: readonly string[]) => `Itens não cadastrados por não existir na base: ${values.join(', ')}`,
  fileExtension: 'O arquivo deve ser um texto simples com extensão .txt, com um valor por linha.',
  fileEmpty: 'O arquivo está vazio: envie um valor por linha.',
  fileBinary: 'O arquivo não é um texto simples (.txt): envie um arquivo de texto com um valor por linha.',
  fileEncoding: 'O arquivo não está codificado em UTF-8. Salve-o como texto UTF-8 e envie novamente.',
  fileTooLarge: `O arquivo excede o tamanho máximo de ${SEGMENTATION_FILE_MAX_BYTES / 1024 / 1024} MB.`,
  lineSeparator: (line: number, text: string) =>
    `Linha ${line}: "${preview(text)}" contém separadores (vírgula, ponto e vírgula, tabulação ou barra vertical). O arquivo deve ter um valor por linha e nada mais.`,
  lineJunk: (line: number, text: string) =>
    `Linha ${line}: "${preview(text)}" contém caracteres inválidos (aspas ou caracteres de controle). O arquivo deve ter um valor por linha e nada mais.`,
  lineTooLong: (line: number) => `Linha ${line}: o valor passa de ${SEGMENTATION_VALUE_MAX} caracteres.`,
} as const;

function preview(text: string): string {
  const printable = text.replace(/[\u0000-\u001f\u007f]/g, '?');
  return printable.length > 40 ? `${printable.slice(0, 40)}…` : printable;
}

/** The problem of one line of a segmentation file (1-based number), or null when it is a plain value. */
export function segmentationLineError(line: number, text: string): string | null {
  if (/[,;\t|]/.test(text)) return SEGMENTATION_MESSAGES.lineSeparator(line, text);
  if (/["\u0000-\u001f\u007f\ufffd\u200b\ufeff]/.test(text)) return SEGMENTATION_MESSAGES.lineJunk(line, text);
  if (text.length > SEGMENTATION_VALUE_MAX) return SEGMENTATION_MESSAGES.lineTooLong(line);
  return null;
}

/** The values typed or pasted as '123, 456, 789' (commas, semicolons or line breaks), trimmed, deduplicated. */
export function splitSegmentationValues(text: string): string[] {
  const values = text
    .split(/[,;\r\n\t]+/)
    .map((v) => v.trim())
    .filter(Boolean);
  return [...new Set(values)];
}

const positiveId = (field: string) => recordIdFromText(required(field));

export const segmentationModuleName = z.enum(SEGMENTATION_MODULE_NAMES as [SegmentationModuleName, ...SegmentationModuleName[]], {
  error: (issue) => (issue.input === undefined || issue.input === '' ? required('módulo') : SEGMENTATION_MESSAGES.unknownModule(issue.input)),
});

export const accountFieldsArgs = z.object({
  type: orDefault(z.enum(['dropdown', 'import', 'all'], { error: 'Tipo de campo inválido: use dropdown, import ou all.' }).default('all')),
});

export const accountFieldValuesArgs = z.object({
  account_field_id: positiveId('lista'),
  search: z
    .string()
    .trim()
    .nullish()
    .refine((s) => !s || s.length >= SEGMENTATION_SEARCH_MIN, SEGMENTATION_MESSAGES.searchTooShort)
    .refine((s) => !s || s.length <= SEGMENTATION_VALUE_MAX, SEGMENTATION_MESSAGES.valueTooLong)
    .transform((s) => s || null),
  limit: orDefault(z.coerce.number().int().min(1).max(200).default(SEGMENTATION_SEARCH_LIMIT)),
});

export const accountFieldValueArgs = z.object({
  account_field_id: positiveId('lista'),
  value: z
    .string({ error: required('valor') })
    .trim()
    .min(1, required('valor'))
    .max(SEGMENTATION_VALUE_MAX, SEGMENTATION_MESSAGES.valueTooLong),
});

/** An item of a module: get_segmentations and deleteAllSegmentation. */
export const segmentedItemArgs = z.object({
  account_field_id: positiveId('lista'),
  module_name: segmentationModuleName,
  item_id: positiveId('item'),
});

/** get_segmentations: without a field, the values of every field attached to the item. */
export const segmentationsArgs = segmentedItemArgs.extend({
  account_field_id: positiveId('lista').nullish(),
});

/** createSegmentation and deleteSegmentation (the spec names the module account_module_name there). */
export const segmentationLinkArgs = z.object({
  account_field_value_id: positiveId('valor'),
  account_module_name: segmentationModuleName,
  item_id: positiveId('item'),
});

export const segmentationValuesArgs = segmentedItemArgs.extend({
  values: z
    .array(z.string().trim().max(SEGMENTATION_VALUE_MAX, SEGMENTATION_MESSAGES.valueTooLong), { error: SEGMENTATION_MESSAGES.noValues })
    .transform((values) => [...new Set(values.filter(Boolean))])
    .refine((values) => values.length > 0, SEGMENTATION_MESSAGES.noValues)
    .refine((values) => values.length <= SEGMENTATION_VALUES_MAX, SEGMENTATION_MESSAGES.tooManyValues),
});

/** The form fields of account/import-segmentation (sent before the file). */
export const segmentationImportFields = z.object({
  id: positiveId('item'),
  module_name: segmentationModuleName,
  account_field_id: positiveId('lista'),
  returnUrl: z.string().max(2000).optional(),
});

export interface SegmentationAttachResult {
  attached: number;
  not_found: string[];
  not_found_count: number;
}
