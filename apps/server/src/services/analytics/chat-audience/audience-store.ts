import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { CHAT_NO_VALUE_LABEL, CHAT_ONLINE_WINDOW_SECONDS, type ChatAudienceStatus } from '@backoffice/domain/schemas/chat-message';
import { accountFieldValue, userFieldValue, users } from '../../../db/schema/account.ts';
import { chatPresence } from '../../../db/schema/chat.ts';
import type { Db } from '../../../platform/db/client.ts';

/** Online now: seen within the window. Read through chat_presence_seen_idx (chat_id, last_seen_at). */
export const onlineNow = sql`now() - make_interval(secs => ${CHAT_ONLINE_WINDOW_SECONDS})`;

/** The room's audience: everyone who ever entered ('all') or who is online now ('active'). */
export const inAudience = (chatId: number, status: ChatAudienceStatus): SQL | undefined =>
  and(eq(chatPresence.chat_id, chatId), status === 'active' ? sql`${chatPresence.last_seen_at} > ${onlineNow}` : undefined);

/** A user's values of an account field, by label (the value itself when it has none), joined by ', '. */
export const fieldValues = (userId: SQL | typeof users.id, fieldId: number) =>
  sql<string | null>`(select string_agg(coalesce(${accountFieldValue.label}, ${accountFieldValue.value}), ', ' order by ${accountFieldValue.value})
    from ${userFieldValue} join ${accountFieldValue} on ${accountFieldValue.id} = ${userFieldValue.account_field_value_id}
    where ${userFieldValue.user_id} = ${userId} and ${accountFieldValue.account_field_id} = ${fieldId})`;

export async function countAudience(db: Db, chatId: number, status: ChatAudienceStatus): Promise<number> {
  const [row] = await db.select({ n: count() }).from(chatPresence).where(inAudience(chatId, status));
  return row?.n ?? 0;
}

export interface AudienceMember {
  id: number;
  name: string;
  uid: string;
  profile_title: string | null;
  first_seen_at: string;
  last_seen_at: string;
  online: boolean;
}

/** A page of the audience, the most recently seen first. */
export async function listAudience(
  db: Db,
  chatId: number,
  status: ChatAudienceStatus,
  page: { limit: number; page: number; profileFieldId: number },
): Promise<AudienceMember[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      uid: users.uid,
      profile_title: fieldValues(users.id, page.profileFieldId),
      first_seen_at: chatPresence.first_seen_at,
      last_seen_at: chatPresence.last_seen_at,
      online: sql<boolean>`${chatPresence.last_seen_at} > ${onlineNow}`,
    })
    .from(chatPresence)
    .innerJoin(users, eq(users.id, chatPresence.user_id))
    .where(inAudience(chatId, status))
    .orderBy(desc(chatPresence.last_seen_at), asc(users.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return rows.map((r) => ({ ...r, first_seen_at: r.first_seen_at.toISOString(), last_seen_at: r.last_seen_at.toISOString() }));
}

/**
 * The audience counted by the value each person has of an account field, in one grouped query;
 * people without a value under 'Não informado'. Someone holding several values of the field
 * counts under each. Largest groups first.
 */
export async function audienceBreakdown(db: Db, chatId: number, status: ChatAudienceStatus, fieldId: number): Promise<{ label: string; total: number }[]> {
  const values = db
    .select({ user_id: userFieldValue.user_id, label: sql<string>`coalesce(${accountFieldValue.label}, ${accountFieldValue.value})`.as('label') })
    .from(userFieldValue)
    .innerJoin(accountFieldValue, eq(accountFieldValue.id, userFieldValue.account_field_value_id))
    .where(eq(accountFieldValue.account_field_id, fieldId))
    .as('v');
  const label = sql<string>`coalesce(${values.label}, ${CHAT_NO_VALUE_LABEL})`;
  const total = sql<number>`count(distinct ${chatPresence.user_id})::int`;
  return (
    db
      .select({ label, total })
      .from(chatPresence)
      .leftJoin(values, eq(values.user_id, chatPresence.user_id))
      .where(inAudience(chatId, status))
      // By position: the label's text is a bound parameter, and two parameters never match as one expression.
      .groupBy(sql`1`)
      .orderBy(sql`2 desc, 1`)
  );
}
