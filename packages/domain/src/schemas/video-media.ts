import { z } from 'zod';
import { formKinds, reading, type DateInput } from './form-kinds.ts';
import { optionalText, required, requiredText } from './messages.ts';

/**
 * The built-in video library (video_media): what the video platform answers when no external
 * platform is configured. Its form (/Video-library-new, /Video-library-edit/{id}) and the
 * createOrUpdateVideoMedia mutation validate with videoMediaInput.
 */
export const VIDEO_MEDIA_LIMITS = { media_id: 64, title: 255, category: 255 } as const;

export const VIDEO_MEDIA_STATUSES = ['published', 'draft'] as const;
export type VideoMediaStatus = (typeof VIDEO_MEDIA_STATUSES)[number];

/** How a status reads in the library, the picker and the report. */
export const VIDEO_STATUS_LABEL: Record<VideoMediaStatus, string> = { published: 'Publicado', draft: 'Rascunho' };

/** Largest duration the table holds (a Postgres integer). */
const DURATION_MAX = 2_147_483_647;

export const VIDEO_MEDIA_MESSAGES = {
  status: "Informe o status: 'published' (Publicado) ou 'draft' (Rascunho).",
  duration: 'A duração deve ser um número inteiro de segundos, zero ou mais.',
  publishedAt: 'Informe uma data de publicação válida.',
  duplicate: 'Já existe um vídeo com este ID da mídia.',
  notFound: 'Vídeo não encontrado.',
  usedByCourses: 'Não é possível excluir um vídeo usado por cursos.',
  mediaIdInUse: 'O ID da mídia não pode ser alterado: o vídeo é usado por cursos.',
  managedOnPlatform:
    'A biblioteca de vídeos é gerenciada na plataforma de vídeos configurada (VIDEO_PLATFORM_URL) e não pode ser consultada ou alterada por aqui.',
} as const;

/** Empty (or absent) means no publish date; otherwise an ISO string or a Date from the picker. */
const publishedAt = z
  .preprocess(
    reading<DateInput>((v) => (v === '' || v === undefined ? null : v)),
    z.coerce.date({ error: VIDEO_MEDIA_MESSAGES.publishedAt }).nullable(),
  )
  .register(formKinds, { form: 'date' });

/** Whole seconds, zero or more; empty is a missing value. */
const durationSeconds = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v.trim() || Number.NaN) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? required('duração') : VIDEO_MEDIA_MESSAGES.duration) })
    .int(VIDEO_MEDIA_MESSAGES.duration)
    .min(0, VIDEO_MEDIA_MESSAGES.duration)
    .max(DURATION_MAX, VIDEO_MEDIA_MESSAGES.duration),
);

export const videoMediaInput = z.object({
  /** The platform's media id: what a course stores in its video field. */
  media_id: requiredText('ID da mídia', VIDEO_MEDIA_LIMITS.media_id),
  title: requiredText('título', VIDEO_MEDIA_LIMITS.title),
  /** Category path as the platform shows it, e.g. 'Treinamentos > Seguros'. */
  category: optionalText('categoria', VIDEO_MEDIA_LIMITS.category),
  status: z.enum(VIDEO_MEDIA_STATUSES, { error: VIDEO_MEDIA_MESSAGES.status }),
  published_at: publishedAt,
  duration_seconds: durationSeconds,
});
export type VideoMediaInput = z.output<typeof videoMediaInput>;

/** Most items the course video picker asks for at once (one page of the platform). */
export const VIDEO_SEARCH_MAX_LIMIT = 50;
export const VIDEO_SEARCH_DEFAULT_LIMIT = 20;

/** video_by_media_id: the media id a course stores. */
export const videoByMediaIdArgs = z.object({
  media_id: z.string().trim().min(1, VIDEO_MEDIA_MESSAGES.notFound).max(VIDEO_MEDIA_LIMITS.media_id, VIDEO_MEDIA_MESSAGES.notFound),
});

/** videos_search: a text (empty lists the newest published videos) and how many to return. */
export const videoSearchArgs = z.object({
  search: z.string().trim().max(200, 'A busca deve ter no máximo 200 caracteres.'),
  limit: z.preprocess((v) => (v === null ? undefined : v), z.coerce.number().int().min(1).max(VIDEO_SEARCH_MAX_LIMIT).default(VIDEO_SEARCH_DEFAULT_LIMIT)),
});
