import { z } from 'zod';
import { tooLong } from './messages.ts';

/**
 * What the platform's front office reports through POST /api/v1/analytics/events: page views,
 * banner clicks and digital-content downloads. One event, or { events: [...] }.
 */
export const ANALYTICS_EVENT_KINDS = ['page_view', 'banner_click', 'asset_download'] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

/** The asset type (module_name) each kind points at through asset_id. */
export const EVENT_ASSET_TYPE = { banner_click: 'Banner', asset_download: 'Media' } as const;

const MINUTE = 60_000;
export const ANALYTICS_LIMITS = {
  path: 500,
  batch: 50,
  /** occurred_at may run ahead of the server's clock by this much (clients' clocks drift). */
  futureToleranceMs: 5 * MINUTE,
  /** Late events (a front office that was offline) are accepted for this long. */
  maxAgeMs: 7 * 24 * 60 * MINUTE,
} as const;

export const ANALYTICS_MESSAGES = {
  invalidBody: 'Envie um evento ou uma lista de eventos (events).',
  emptyBatch: 'Envie ao menos um evento.',
  batchTooLarge: `Envie no máximo ${ANALYTICS_LIMITS.batch} eventos por vez.`,
  invalidKind: 'Tipo de evento inválido: use page_view, banner_click ou asset_download.',
  pathRequired: 'Informe a página visitada (path).',
  pathTooLong: tooLong('path', ANALYTICS_LIMITS.path),
  assetRequired: 'Informe o banner ou conteúdo (asset_id).',
  invalidAsset: 'O campo asset_id deve ser um número inteiro positivo.',
  invalidDate: 'Informe a data do evento (occurred_at) no formato ISO 8601, por exemplo 2026-11-22T14:30:00-03:00.',
  futureDate: 'A data do evento (occurred_at) não pode estar no futuro.',
  tooOld: 'A data do evento (occurred_at) não pode ser anterior a 7 dias.',
  bannerNotFound: (id: number) => `Banner ${id} não encontrado.`,
  mediaNotFound: (id: number) => `Conteúdo digital ${id} não encontrado.`,
  tooManyRequests: 'Muitas requisições em pouco tempo. Aguarde um minuto e tente novamente.',
  /** The position of the failing event in a batch, before its message. */
  inEvent: (index: number, message: string) => `Evento ${index + 1}: ${message}`,
} as const;

/** A positive integer; numeric strings are accepted (front offices often send ids as text). */
const assetId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number({ error: ANALYTICS_MESSAGES.invalidAsset }).int(ANALYTICS_MESSAGES.invalidAsset).positive(ANALYTICS_MESSAGES.invalidAsset),
);

/** One event, checked against the clock `now` gives (the server's, when it parses). */
export function analyticsEvent(now: () => Date = () => new Date()) {
  return (
    z
      .object({
        kind: z.enum(ANALYTICS_EVENT_KINDS, { error: ANALYTICS_MESSAGES.invalidKind }),
        path: z
          .string({ error: ANALYTICS_MESSAGES.pathRequired })
          .trim()
          .max(ANALYTICS_LIMITS.path, ANALYTICS_MESSAGES.pathTooLong)
          .nullish()
          .transform((v) => v || null),
        asset_id: assetId.nullish().transform((v) => v ?? null),
        occurred_at: z.iso
          .datetime({ offset: true, error: ANALYTICS_MESSAGES.invalidDate })
          .nullish()
          .transform((v) => (v ? new Date(v) : null)),
      })
      // zod runs this even when a field failed (its raw value left in place): check types first.
      .superRefine((event, ctx) => {
        if (event.kind === 'page_view' && !event.path) ctx.addIssue({ code: 'custom', path: ['path'], message: ANALYTICS_MESSAGES.pathRequired });
        if (event.kind !== 'page_view' && event.asset_id === null) {
          ctx.addIssue({ code: 'custom', path: ['asset_id'], message: ANALYTICS_MESSAGES.assetRequired });
        }
        if (event.occurred_at instanceof Date) {
          const current = now().getTime();
          if (event.occurred_at.getTime() > current + ANALYTICS_LIMITS.futureToleranceMs) {
            ctx.addIssue({ code: 'custom', path: ['occurred_at'], message: ANALYTICS_MESSAGES.futureDate });
          } else if (event.occurred_at.getTime() < current - ANALYTICS_LIMITS.maxAgeMs) {
            ctx.addIssue({ code: 'custom', path: ['occurred_at'], message: ANALYTICS_MESSAGES.tooOld });
          }
        }
      })
      .transform((event) => ({
        kind: event.kind,
        path: event.path,
        // A page view points at no asset.
        asset_id: event.kind === 'page_view' ? null : event.asset_id,
        occurred_at: event.occurred_at ?? now(),
      }))
  );
}

/** The request body: one event or { events: [...] }, always read as a list of 1 to 50 events. */
export function analyticsEventsInput(now: () => Date = () => new Date()) {
  return z.preprocess(
    (body) => {
      if (body && typeof body === 'object' && !Array.isArray(body) && 'events' in body) return (body as { events: unknown }).events;
      return body && typeof body === 'object' && !Array.isArray(body) ? [body] : body;
    },
    z
      .array(analyticsEvent(now), { error: ANALYTICS_MESSAGES.invalidBody })
      .min(1, ANALYTICS_MESSAGES.emptyBatch)
      .max(ANALYTICS_LIMITS.batch, ANALYTICS_MESSAGES.batchTooLarge),
  );
}
export type AnalyticsEventInput = z.output<ReturnType<typeof analyticsEvent>>;

/** GET /api/v1/analytics/report_banner?banner_id: the clicks of a banner. */
export const BANNER_REPORT_MESSAGES = {
  bannerRequired: 'Informe o banner (banner_id).',
  notFound: 'Banner não encontrado.',
  notBanner: 'O item informado não é um banner.',
  /** The Nome of a click made before login. */
  anonymous: 'Anônimo',
} as const;
