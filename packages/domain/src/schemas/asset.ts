import { z } from 'zod';
import { type AssetType, isAssetType } from '../asset-types.ts';
import { FILE_REQUIRED, flag, optionalLink, ownerId, URL_MAX } from './fields.ts';
import { CHILDREN_EXIST, childrenExistNaming, countOf, required, tooLong } from './messages.ts';
import { checkPublishingOrder, publishingFields } from './publishing.ts';
import { recordIdFromText } from './record-id.ts';

// The asset-type table lives in a zod-free module (the web's route table needs it on the first
// screen); it stays importable from here.
export { ASSET_MODULES, ASSET_TYPE_NAMES, ASSET_TYPES, isAssetType, type AssetType } from '../asset-types.ts';

export const ASSET_LIMITS = { title: 80, directlink: URL_MAX } as const;

/** Largest file an asset may carry, by the kind of file its type takes. */
export const ASSET_FILE_MAX_BYTES = { document: 100 * 1024 * 1024, image: 10 * 1024 * 1024 } as const;

/**
 * Page size ceiling of the asset list. The trail composition asks for every asset with
 * limit 99999999: that value is accepted and served as this many rows.
 */
export const ASSET_LIST_MAX_LIMIT = 100_000;

export const ASSET_MESSAGES = {
  /** The list's failure text for a deletion (error rule) when the server gave no reason of its own. */
  hasChildren: CHILDREN_EXIST,
  /** Trail items point at the asset: the trails would lose a content, so they hold it. */
  inTrails: (count: number) => childrenExistNaming([countOf(count, 'item de trilha', 'itens de trilha')]),
  notFound: 'Conteúdo não encontrado.',
  unknownType: 'Tipo de conteúdo inválido.',
  typeRequired: 'Informe o tipo de conteúdo (module_name).',
  parentRequired: 'Informe o item ao qual o anexo pertence (external_parent_id).',
  invalidLink: 'Informe um link (URL) válido.',
  invalidOwner: 'O responsável deve ser um usuário dos perfis 15 ou 1.',
  fileRequired: FILE_REQUIRED,
  noFile: 'Este conteúdo não tem arquivo.',
} as const;

const assetTypeField = z
  .string({ error: ASSET_MESSAGES.typeRequired })
  .refine(isAssetType, ASSET_MESSAGES.unknownType)
  .transform((v) => v as AssetType);

const directlink = optionalLink(ASSET_MESSAGES.invalidLink);

const owner = ownerId(ASSET_MESSAGES.invalidOwner);

/** The asset form (dam-edit) and createOrUpdateAsset's input. */
export const assetInput = z
  .object({
    title: z
      .string({ error: required('título') })
      .trim()
      .min(1, required('título'))
      .max(ASSET_LIMITS.title, tooLong('título', ASSET_LIMITS.title)),
    directlink,
    active: flag.default(1),
    /** 'Exibir fora das trilhas'. */
    showgrid: flag.default(1),
    ...publishingFields,
    owner,
    /** Only when creating: the type of a record never changes. */
    module_name: assetTypeField.nullish(),
    external_parent_id: recordIdFromText().nullish(),
  })
  .superRefine(checkPublishingOrder);
export type AssetInput = z.output<typeof assetInput>;

/** Where an asset list is: its type and, for attachments, the item it belongs to. */
export const assetScope = z.object({
  module_name: assetTypeField,
  external_parent_id: z.preprocess((v) => (v === '' ? null : v), recordIdFromText().nullish()),
});

/** Fields of the upload form sent before the file (POST dam/upload). */
export const assetUploadFields = assetScope.extend({
  asset_id: z.preprocess((v) => (v === '' ? null : v), recordIdFromText().nullish()),
});

/** Title of an asset created from an upload: the file name without its extension. */
export function titleFromFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const withoutExt = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  const title = (withoutExt.trim() || base.trim() || 'Arquivo').slice(0, ASSET_LIMITS.title).trim();
  return title;
}

/** 'trailsByItem' item types. */
export const TRAIL_ITEM_TYPES = ['asset', 'course'] as const;
