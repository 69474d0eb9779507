import { inArray, sql } from 'drizzle-orm';
import { todayAtMidnight } from '@backoffice/domain/fortnight';
import type { ChatLevel } from '@backoffice/domain/schemas/chat-room';
import { chat } from '../db/schema/chat.ts';
import { proof } from '../db/schema/lms.ts';
import type { Db } from '../platform/db/client.ts';
import type { FileStorage } from '../platform/files/storage.ts';
import { sanitizeRoomDescription } from '../services/chat/rooms/room-description.ts';

/** The demo rooms by role, for the seeds that build on them (messages and participants). */
export const DEMO_CHAT_TITLES = {
  past: 'Lançamento do Seguro Auto 2026',
  cancelled: 'Encontro de Parceiros Imobiliários',
  live: 'Ao vivo: Tendências do Mercado de Seguros',
  laterToday: 'Plantão de Dúvidas - Previdência',
  nextWeek: 'Workshop de Vendas Consultivas',
  inTwoWeeks: 'Integração de Novos Funcionários',
} as const;

const REACTION = 'Avaliação de reação padrão';
const QUIZ = 'Quiz rápido - Conceitos de seguro';
const LIVE_VIDEO = 'jfKfPfyJRdk';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface DemoRoom {
  title: string;
  short_description: string;
  description: string;
  scope: string;
  level: ChatLevel;
  responsible: string;
  area: string;
  room: string;
  start: Date;
  end: Date;
  moderation?: number;
  canceled_description?: string;
  live?: boolean;
  assessed?: boolean;
}

/** The demo rooms around `now`, so the list and the calendar always show past, live and coming rooms. */
function demoRooms(now: Date): DemoRoom[] {
  const midnight = todayAtMidnight(now).getTime();
  const at = (days: number, hours: number) => new Date(midnight + days * DAY + hours * HOUR);
  // Halfway to midnight, on a five-minute mark: still today however late the seed runs.
  const laterToday = new Date(Math.floor((now.getTime() + (midnight + DAY - now.getTime()) / 2) / (5 * MINUTE)) * 5 * MINUTE);
  return [
    {
      title: DEMO_CHAT_TITLES.past,
      short_description: 'As novidades do produto auto apresentadas pela equipe de produtos.',
      description:
        '<h2>Seguro Auto 2026</h2><p>Conheça as <strong>novas coberturas</strong> e a tabela de assistências.</p><ul><li>Carro reserva estendido</li><li>Assistência 24h para motos</li></ul>',
      scope: 'Nacional',
      level: 'Corretores',
      responsible: 'Marketing de Produtos',
      area: 'Automóvel',
      room: 'Auditório Central',
      start: at(-7, 10),
      end: at(-7, 11.5),
      assessed: true,
    },
    {
      title: DEMO_CHAT_TITLES.cancelled,
      short_description: 'Apresentação das campanhas de fiança locatícia para imobiliárias.',
      description: '<p>Encontro com as imobiliárias parceiras sobre <em>fiança locatícia</em>.</p>',
      scope: 'Regional Sul',
      level: 'Comerciais',
      responsible: 'Canal Parcerias',
      area: 'Fiança Locatícia',
      room: 'Sala Porto Alegre',
      start: at(-2, 15),
      end: at(-2, 16),
      canceled_description: 'Cancelado por indisponibilidade do palestrante; uma nova data será divulgada.',
    },
    {
      title: DEMO_CHAT_TITLES.live,
      short_description: 'Transmissão ao vivo com perguntas moderadas.',
      description:
        '<h2>Tendências do mercado</h2><p>Debate com especialistas sobre o mercado de seguros.</p><blockquote>Envie sua pergunta começando com #.</blockquote><p>Material: <a href="https://www.susep.gov.br" target="_blank">site da SUSEP</a>.</p>',
      scope: 'Nacional',
      level: 'Segmentado',
      responsible: 'Comunicação Interna',
      area: 'Mercado',
      room: 'Estúdio 1',
      start: new Date(now.getTime() - 30 * MINUTE),
      end: new Date(now.getTime() + HOUR),
      moderation: 1,
      live: true,
      assessed: true,
    },
    {
      title: DEMO_CHAT_TITLES.laterToday,
      short_description: 'Especialistas respondem às dúvidas sobre planos de previdência.',
      description: '<p>Traga suas dúvidas sobre <strong>PGBL</strong> e <strong>VGBL</strong>.</p><ol><li>Portabilidade</li><li>Tributação</li></ol>',
      scope: 'Regional Sudeste',
      level: 'Corretores',
      responsible: 'Previdência',
      area: 'Vida e Previdência',
      room: 'Sala São Paulo',
      start: laterToday,
      end: new Date(laterToday.getTime() + HOUR),
      moderation: 1,
    },
    {
      title: DEMO_CHAT_TITLES.nextWeek,
      short_description: 'Técnicas de venda consultiva para a equipe comercial.',
      description: '<h3>Programa</h3><ul><li>Diagnóstico do cliente</li><li>Proposta de valor</li></ul>',
      scope: 'Equipe Comercial',
      level: 'Comerciais',
      responsible: 'Diretoria Comercial',
      area: 'Vendas',
      room: 'Auditório Central',
      start: at(7, 14),
      end: at(7, 16),
    },
    {
      title: DEMO_CHAT_TITLES.inTwoWeeks,
      short_description: 'Boas-vindas e apresentação da companhia aos novos funcionários.',
      description: '<p>Agenda de <u>integração</u>: cultura, benefícios e ferramentas internas.</p>',
      scope: 'Matriz',
      level: 'Funcionários',
      responsible: 'Recursos Humanos',
      area: 'Pessoas',
      room: 'Sala de Treinamento 2',
      start: at(15, 9.5),
      end: at(15, 11.5),
    },
  ];
}

/** Seeds the demo rooms once: nothing when some room already exists. */
export async function seedDemoChats(db: Db, _files?: FileStorage, now = new Date()): Promise<boolean> {
  const [existing] = await db
    .select({ one: sql`1` })
    .from(chat)
    .limit(1);
  if (existing) return false;
  const proofs = new Map(
    (
      await db
        .select({ id: proof.id, title: proof.title })
        .from(proof)
        .where(inArray(proof.title, [REACTION, QUIZ]))
    ).map((p) => [p.title, p.id]),
  );
  await db.insert(chat).values(
    await Promise.all(
      demoRooms(now).map(async (r) => ({
        title: r.title,
        short_description: r.short_description,
        description: await sanitizeRoomDescription(r.description),
        scope: r.scope,
        level: r.level,
        responsible: r.responsible,
        area: r.area,
        room: r.room,
        datetime_start: r.start,
        datetime_end: r.end,
        date_publish: new Date(r.start.getTime() - 10 * DAY),
        moderation: r.moderation ?? 0,
        active: 1,
        canceled: r.canceled_description ? 1 : 0,
        canceled_description: r.canceled_description ?? null,
        externallink: r.live ? `https://www.youtube.com/watch?v=${LIVE_VIDEO}` : null,
        liveid: r.live ? LIVE_VIDEO : null,
        reactionevaluation_id: r.assessed ? (proofs.get(REACTION) ?? null) : null,
        quiz_id: r.assessed ? (proofs.get(QUIZ) ?? null) : null,
      })),
    ),
  );
  return true;
}
