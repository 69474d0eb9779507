import { z } from 'zod';
import { flag, idOrNone, type FileLimits } from './fields.ts';
import { required, tooLong } from './messages.ts';
import { MESSAGES } from '../constants.ts';
import { recordIdFromText } from './record-id.ts';

export const CATEGORY_TITLE_MAX = 80;
export const CATEGORY_ORDERNUM_MAX_LENGTH = 2;

/** dam/category_banner takes an image up to 5 MB; the form checks the same before sending. */
export const CATEGORY_BANNER_LIMITS = { kind: 'image', maxBytes: 5 * 1024 * 1024 } as const satisfies FileLimits;

export const CATEGORY_MESSAGES = {
  ordernumDigits: 'O campo prioridade deve conter apenas números.',
  ordernumTooLong: tooLong('prioridade', CATEGORY_ORDERNUM_MAX_LENGTH),
  notFound: 'Categoria não encontrada.',
  parentNotFound: 'A categoria pai não existe.',
  parentCycle: 'A categoria pai não pode ser a própria categoria nem uma de suas subcategorias.',
  hasChildren: 'Não foi possível excluir a categoria: ela possui subcategorias. Exclua ou mova as subcategorias antes.',
  hasLinks: 'Não foi possível excluir a categoria: ela possui conteúdos, cursos, trilhas ou perfis vinculados. Remova os vínculos antes.',
  assetNotFound: 'Conteúdo não encontrado.',
  /** A banner chosen on the edit screen that the upload would refuse: nothing is saved. */
  bannerRefused: 'Banner recusado. A categoria não foi salva.',
  /** The category was saved but its banner upload failed: the file stays chosen to try again. */
  savedWithoutBanner: 'A categoria foi salva, mas o banner não foi enviado.',
} as const;

/** Priority: up to two digits; empty is sent (and stored) as 0. Higher appears first. */
export const categoryOrdernum = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v, ctx) => {
    const text = v === null || v === undefined ? '' : String(v).trim();
    if (text === '') return 0;
    if (!/^\d+$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: CATEGORY_MESSAGES.ordernumDigits });
      return z.NEVER;
    }
    if (text.length > CATEGORY_ORDERNUM_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: CATEGORY_MESSAGES.ordernumTooLong });
      return z.NEVER;
    }
    return Number(text);
  });

export const categoryInput = z.object({
  title: z
    .string({ error: required('título') })
    .trim()
    .min(1, required('título'))
    .max(CATEGORY_TITLE_MAX, tooLong('título', CATEGORY_TITLE_MAX)),
  /** 0 (or empty) for a top-level category. */
  parent_id: idOrNone(MESSAGES.invalidId),
  ordernum: categoryOrdernum,
  active: flag.default(1),
  hide_courses: flag.default(0),
  hide_trails: flag.default(0),
  hide_assets: flag.default(0),
});
export type CategoryInput = z.output<typeof categoryInput>;

export const categoryAssetLink = z.object({
  asset_id: recordIdFromText(),
  category_id: recordIdFromText(),
});

export const categoryProfileLink = z.object({
  profile_id: recordIdFromText(),
  category_id: recordIdFromText(),
});
