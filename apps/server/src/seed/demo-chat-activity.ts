import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { ACCOUNT_FIELD_ID } from '@backoffice/domain/constants';
import { accountFieldValue, userFieldValue, users } from '../db/schema/account.ts';
import { chat, chatMessage, chatPresence } from '../db/schema/chat.ts';
import { corretor } from '../db/schema/corretor.ts';
import { parceiro } from '../db/schema/parceiro.ts';
import type { Db } from '../platform/db/client.ts';
import type { FileStorage } from '../platform/files/storage.ts';
import { DEMO_CHAT_TITLES } from './demo-chats.ts';

const COMERCIAIS = ['Comercial Sul', 'Comercial Sudeste', 'Comercial Nordeste', 'Comercial Centro-Oeste', 'Comercial Norte'];
const REGIONAIS = ['Regional São Paulo', 'Regional Rio de Janeiro', 'Regional Minas Gerais', 'Regional Paraná', 'Regional Bahia', 'Regional Pernambuco'];

const MINUTE = 60_000;

interface Person {
  id: number;
  name: string;
}

/** Values of the fields 11 (Comercial: 'COM-01'...) and 12 (Regional: 'REG-01'...), labelled with their names; their ids. */
async function commercialValues(db: Db, field: number, prefix: string, labels: string[]): Promise<number[]> {
  const values = labels.map((label, i) => ({ account_field_id: field, value: `${prefix}-${String(i + 1).padStart(2, '0')}`, label }));
  await db.insert(accountFieldValue).values(values).onConflictDoNothing();
  return fieldValueIds(db, field);
}

const fieldValueIds = async (db: Db, field: number) =>
  (
    await db
      .select({ id: accountFieldValue.id })
      .from(accountFieldValue)
      .where(eq(accountFieldValue.account_field_id, field))
      .orderBy(asc(accountFieldValue.id))
  ).map((v) => v.id);

const peopleOf = (db: Db, ids: ReturnType<typeof sql>) =>
  db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)).orderBy(asc(users.id));

/**
 * Every demo broker, partner and staff member gets their Perfil (Corretor, Parceiro or
 * Colaborador, from whether they have a corretor or parceiro record) and, most of them, a
 * Comercial, Regional, Sucursal and Diretoria; some are left without one so the breakdowns show
 * 'Não informado'.
 */
async function seedFieldValues(db: Db, groups: Record<'Corretor' | 'Parceiro' | 'Colaborador', Person[]>): Promise<void> {
  const comerciais = await commercialValues(db, ACCOUNT_FIELD_ID.COMERCIAL, 'COM', COMERCIAIS);
  const regionais = await commercialValues(db, ACCOUNT_FIELD_ID.REGIONAL, 'REG', REGIONAIS);
  const sucursais = await fieldValueIds(db, ACCOUNT_FIELD_ID.FIELD_10);
  const diretorias = await fieldValueIds(db, ACCOUNT_FIELD_ID.FIELD_9);
  const perfis = new Map(
    (
      await db
        .select({ id: accountFieldValue.id, value: accountFieldValue.value })
        .from(accountFieldValue)
        .where(eq(accountFieldValue.account_field_id, ACCOUNT_FIELD_ID.PROFILE_CHOICES))
    ).map((v) => [v.value, v.id]),
  );
  const pick = (ids: number[], i: number, skipEvery: number) => (ids.length && i % skipEvery !== 0 ? [ids[i % ids.length]!] : []);
  const rows = Object.entries(groups).flatMap(([perfil, people]) =>
    people.flatMap((p, i) =>
      [
        ...(perfis.has(perfil) ? [perfis.get(perfil)!] : []),
        ...pick(comerciais, i + 1, 7),
        ...pick(regionais, i + 2, 5),
        ...pick(sucursais, i + 3, 6),
        ...pick(diretorias, i + 4, 9),
      ].map((value) => ({ user_id: p.id, account_field_value_id: value })),
    ),
  );
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insert(userFieldValue)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
}

type NewMessage = typeof chatMessage.$inferInsert;

/**
 * Who entered the past and the live demo rooms, and what they wrote there: messages, questions
 * (#...), a hidden one, replies to the asker alone and to everyone, and, in the moderated live
 * room, messages waiting for approval. Some of the live room's audience is online now
 * (last_seen_at = the seed's time): with nobody sending heartbeats they count as offline 90 s
 * later, which is enough for a demo. Runs once (marker: any chat message); call it after
 * seedDemoChats and seedDemoSegmentation.
 */
export async function seedDemoChatActivity(db: Db, _files?: FileStorage, now = new Date()): Promise<boolean> {
  const [marker] = await db
    .select({ one: sql`1` })
    .from(chatMessage)
    .limit(1);
  if (marker) return false;
  const rooms = new Map(
    (
      await db
        .select({ id: chat.id, title: chat.title, start: chat.datetime_start, end: chat.datetime_end })
        .from(chat)
        .where(inArray(chat.title, [DEMO_CHAT_TITLES.past, DEMO_CHAT_TITLES.live]))
    ).map((r) => [r.title, r]),
  );
  const past = rooms.get(DEMO_CHAT_TITLES.past);
  const live = rooms.get(DEMO_CHAT_TITLES.live);
  const brokers = await peopleOf(db, sql`(select ${corretor.user_id} from ${corretor})`);
  const partners = await peopleOf(db, sql`(select ${parceiro.user_id} from ${parceiro})`);
  const staff = await db.select({ id: users.id, name: users.name }).from(users).where(like(users.mail, '%@demo.local')).orderBy(asc(users.id));
  if (!past || !live || brokers.length < 12 || partners.length < 6 || !staff.length) return false;
  const moderator = staff[0]!;

  await db.transaction(async (tx) => {
    await seedFieldValues(tx, { Corretor: brokers, Parceiro: partners, Colaborador: staff });

    const at = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE);
    const pastAudience = brokers.slice(0, 40);
    const liveAudience = [...brokers.slice(20, 44), ...partners.slice(0, 10), ...staff.slice(1, 4)];
    await tx.insert(chatPresence).values([
      ...pastAudience.map((p, i) => ({ chat_id: past.id, user_id: p.id, first_seen_at: at(past.start, i % 15), last_seen_at: at(past.start, 45 + (i % 45)) })),
      ...liveAudience.map((p, i) => ({
        chat_id: live.id,
        user_id: p.id,
        first_seen_at: at(live.start, i % 20),
        // Two people in three online now, the others gone a few minutes ago.
        last_seen_at: i % 3 === 2 ? at(now, -5 - (i % 10)) : now,
      })),
    ]);

    const write = async (room: { id: number }, messages: (NewMessage & { key?: string })[]) => {
      const ids = new Map<string, number>();
      for (const { key, ...m } of messages) {
        const [row] = await tx
          .insert(chatMessage)
          .values({ ...m, chat_id: room.id, updated_at: m.created_at })
          .returning({ id: chatMessage.id });
        if (key) ids.set(key, row.id);
      }
      return ids;
    };
    const by = (p: Person, message: string, created_at: Date, extra: Partial<NewMessage> = {}): NewMessage => ({
      chat_id: 0,
      user_id: p.id,
      user_name: p.name,
      message,
      created_at,
      approved: 1,
      is_question: message.startsWith('#') ? 1 : 0,
      ...extra,
    });
    const fromModerator = (message: string, created_at: Date, extra: Partial<NewMessage> = {}) =>
      by(moderator, message, created_at, { is_admin: 1, updated_by: moderator.id, ...extra });

    // The past room had no moderation: everything was published at once.
    const [b0, b1, b2, b3] = pastAudience as [Person, Person, Person, Person];
    const pastIds = await write(past, [
      fromModerator('Bom dia! Em instantes começamos a apresentação do Seguro Auto 2026.', at(past.start, 2)),
      by(b0, 'Bom dia a todos!', at(past.start, 4)),
      { ...by(b1, '#O carro reserva estendido vale para todos os planos?', at(past.start, 20)), key: 'q1' },
      { ...by(b2, '#A assistência para motos tem limite de quilometragem?', at(past.start, 35)), key: 'q2' },
      by(b3, 'Excelente apresentação, parabéns à equipe.', at(past.start, 80)),
      { ...by(b0, 'Alguém tem o link da planilha? Vendo cotas, chamem no privado', at(past.start, 40)), key: 'spam' },
    ]);
    await write(past, [
      fromModerator(`@${b1.name} Vale para os planos Completo e Premium.`, at(past.start, 25), {
        response_from_id: pastIds.get('q1'),
        response_to_user_id: b1.id,
      }),
      fromModerator(`@${b2.name} O limite é de 300 km por acionamento; a tabela está no material da sala.`, at(past.start, 40), {
        response_from_id: pastIds.get('q2'),
      }),
    ]);
    await tx
      .update(chatMessage)
      .set({ is_hidden: 1, updated_by: moderator.id })
      .where(eq(chatMessage.id, pastIds.get('spam')!));

    // The live room is moderated: participants' messages wait for approval, some still do.
    const [l0, l1, l2, l3, l4] = liveAudience as [Person, Person, Person, Person, Person];
    const liveIds = await write(live, [
      fromModerator('Estamos ao vivo! Envie sua pergunta começando com #.', at(live.start, 1)),
      by(l0, 'Boa tarde! Acompanhando daqui de Curitiba.', at(live.start, 3)),
      { ...by(l1, '#Como a alta dos juros afeta a venda de previdência?', at(live.start, 8)), key: 'q1' },
      { ...by(l2, '#Vocês vão disponibilizar a gravação?', at(live.start, 12)), key: 'q2' },
      by(l3, 'Ótimo conteúdo!', at(live.start, 15)),
      by(l4, '#Existe previsão de novos produtos para PME?', at(now, -2), { approved: 0 }),
      by(l0, 'Poderiam falar mais alto?', at(now, -1), { approved: 0 }),
      { ...by(l3, 'Mensagem fora do tema, com propaganda', at(live.start, 16)), key: 'off' },
    ]);
    await write(live, [
      fromModerator(`@${l1.name} Os especialistas vão comentar esse ponto no próximo bloco.`, at(live.start, 10), {
        response_from_id: liveIds.get('q1'),
        response_to_user_id: l1.id,
      }),
      fromModerator(`@${l2.name} Sim, a gravação ficará disponível na sala após o evento.`, at(live.start, 14), { response_from_id: liveIds.get('q2') }),
    ]);
    await tx
      .update(chatMessage)
      .set({ is_hidden: 1, updated_by: moderator.id })
      .where(and(eq(chatMessage.id, liveIds.get('off')!), eq(chatMessage.chat_id, live.id)));
  });
  return true;
}
