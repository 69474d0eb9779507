/**
 * The external video platform over HTTP. The protocol, as this adapter speaks it:
 *
 *   Every call is a GET with `Authorization: Bearer {VIDEO_PLATFORM_KEY}` and answers JSON.
 *
 *   GET {base}/v1/media?status=published&page={n}&page_length={size}[&q={text}]
 *     → { "media": [{ "id", "title", "category_id", "status", "publish_date", "duration" }],
 *         "page", "page_length", "total" }
 *     page is 1-based, page_length at most 50 (the report always asks for 50), total counts
 *     the matching media of every page; publish_date is ISO 8601 (or null), duration is in
 *     seconds and may be fractional (rounded to whole seconds here); q filters by title.
 *
 *   GET {base}/v1/media/{id}   (the id as one path segment, percent-encoded)
 *     → { "id", "title", "category_id", "status", "publish_date", "duration" }, whatever its status;
 *     404 when the platform does not know it. The course form names its stored video with it.
 *
 *   GET {base}/v1/categories
 *     → { "categories": [{ "id", "name", "parent_id" }] }
 *     A medium's category path is built by walking parent_id up: 'Pai > Filho'.
 *
 * Every call, body included, must finish within VIDEO_PLATFORM_TIMEOUT_MS. A timeout, a refused
 * connection, a non-2xx status or an answer that is not the JSON above becomes a UserError with
 * a Portuguese message, so the caller (the report download, the video picker) shows the reason.
 */
import { z } from 'zod';
import { UserError } from '../errors.ts';
import { VIDEO_PAGE_LENGTH, type VideoMediaItem, type VideoMediaPage, type VideoPlatform } from './video-platform.ts';

export const VIDEO_PLATFORM_MESSAGES = {
  timeout: 'A plataforma de vídeos não respondeu a tempo.',
  status: (status: number) => `A plataforma de vídeos respondeu com erro (status ${status}).`,
  unreachable: 'Não foi possível conectar à plataforma de vídeos.',
  invalidAnswer: 'A plataforma de vídeos respondeu em um formato inesperado.',
} as const;

const id = z.union([z.string(), z.number()]).transform(String);

const mediaAnswer = z.object({
  media: z.array(
    z.object({
      id,
      title: z.string(),
      category_id: id.nullish(),
      status: z.string(),
      publish_date: z.string().nullish(),
      duration: z.number().min(0).nullish(),
    }),
  ),
  page: z.number().int().optional(),
  page_length: z.number().int().optional(),
  total: z.number().int().min(0),
});

const mediumAnswer = mediaAnswer.shape.media.element;

const categoriesAnswer = z.object({
  categories: z.array(z.object({ id, name: z.string(), parent_id: id.nullish() })),
});

type Categories = z.output<typeof categoriesAnswer>['categories'];

/** 'Pai > Filho' for each category id; a loop in parent_id stops the walk instead of hanging. */
export function categoryPaths(categories: Categories): Map<string, string> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const paths = new Map<string, string>();
  for (const category of categories) {
    const names: string[] = [];
    const seen = new Set<string>();
    for (let c = byId.get(category.id); c && !seen.has(c.id); c = c.parent_id ? byId.get(c.parent_id) : undefined) {
      seen.add(c.id);
      names.unshift(c.name);
    }
    paths.set(category.id, names.join(' > '));
  }
  return paths;
}

function publishDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface HttpVideoPlatformOptions {
  baseUrl: string;
  key: string;
  timeoutMs: number;
}

/**
 * An adapter for one piece of work (a report, a search): the categories are read once, on the
 * first call that needs them, and reused by the next pages.
 */
export function httpVideoPlatform({ baseUrl, key, timeoutMs }: HttpVideoPlatformOptions): VideoPlatform {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;

  async function get<S extends z.ZodType>(
    path: string,
    params: Record<string, string>,
    schema: S,
    options: { missingAsNull: true },
  ): Promise<z.output<S> | null>;
  async function get<S extends z.ZodType>(path: string, params: Record<string, string>, schema: S): Promise<z.output<S>>;
  async function get<S extends z.ZodType>(
    path: string,
    params: Record<string, string>,
    schema: S,
    options?: { missingAsNull: true },
  ): Promise<z.output<S> | null> {
    const url = new URL(path, base);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const signal = AbortSignal.timeout(timeoutMs);
    let text: string;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
        signal,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        if (response.status === 404 && options?.missingAsNull) return null;
        throw new UserError(VIDEO_PLATFORM_MESSAGES.status(response.status), 'BAD_GATEWAY');
      }
      text = await response.text();
    } catch (error) {
      if (error instanceof UserError) throw error;
      // The signal covers the body too: a platform that stops half-way is a timeout as well.
      throw new UserError(
        signal.aborted ? VIDEO_PLATFORM_MESSAGES.timeout : VIDEO_PLATFORM_MESSAGES.unreachable,
        signal.aborted ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY',
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new UserError(VIDEO_PLATFORM_MESSAGES.invalidAnswer, 'BAD_GATEWAY');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new UserError(VIDEO_PLATFORM_MESSAGES.invalidAnswer, 'BAD_GATEWAY');
    return parsed.data;
  }

  let categories: Promise<Map<string, string>> | undefined;
  const categoryPath = async (categoryId: string | null | undefined) => {
    categories ??= get('v1/categories', {}, categoriesAnswer).then((a) => categoryPaths(a.categories));
    return categoryId ? ((await categories).get(categoryId) ?? null) : null;
  };

  const itemOf = async (m: z.output<typeof mediumAnswer>): Promise<VideoMediaItem> => ({
    media_id: m.id,
    title: m.title,
    category: await categoryPath(m.category_id),
    status: m.status,
    published_at: publishDate(m.publish_date),
    duration_seconds: Math.round(m.duration ?? 0),
  });

  async function media(page: number, pageLength: number, text?: string) {
    const answer = await get(
      'v1/media',
      { status: 'published', page: String(page), page_length: String(pageLength), ...(text ? { q: text } : {}) },
      mediaAnswer,
    );
    const items: VideoMediaItem[] = [];
    // Only published media, even if the platform ignored the filter.
    for (const m of answer.media.filter((m) => m.status === 'published')) items.push(await itemOf(m));
    return { answer, items };
  }

  return {
    kind: 'http',
    async publishedMedia(page): Promise<VideoMediaPage> {
      const { answer, items } = await media(page, VIDEO_PAGE_LENGTH);
      // An empty page ends the walk even when total promises more (no endless report).
      const hasMore = answer.media.length > 0 && page * VIDEO_PAGE_LENGTH < answer.total;
      return { items, page, total: answer.total, hasMore };
    },
    async search(text, limit) {
      const { items } = await media(1, Math.min(limit, VIDEO_PAGE_LENGTH), text.trim() || undefined);
      return items.slice(0, limit);
    },
    async find(mediaId) {
      // '.' and '..' would be read as path steps (another address of the platform), not as an id.
      if (mediaId === '.' || mediaId === '..') return null;
      const medium = await get(`v1/media/${encodeURIComponent(mediaId)}`, {}, mediumAnswer, { missingAsNull: true });
      return medium ? itemOf(medium) : null;
    },
  };
}
