import { sql } from 'drizzle-orm';
import { CHAT_HEARTBEAT_MIN_SECONDS } from '@backoffice/domain/schemas/chat-message';
import { chatPresence } from '../../../db/schema/chat.ts';
import type { Db } from '../../../platform/db/client.ts';

/**
 * Joining (first_seen_at, once) and every heartbeat (last_seen_at = now) in one upsert. A
 * heartbeat within CHAT_HEARTBEAT_MIN_SECONDS of the last one writes nothing, whichever server
 * copy receives it.
 */
export async function recordPresence(db: Db, chatId: number, userId: number): Promise<void> {
  await db
    .insert(chatPresence)
    .values({ chat_id: chatId, user_id: userId })
    .onConflictDoUpdate({
      target: [chatPresence.chat_id, chatPresence.user_id],
      set: { last_seen_at: sql`now()` },
      setWhere: sql`${chatPresence.last_seen_at} < now() - make_interval(secs => ${CHAT_HEARTBEAT_MIN_SECONDS})`,
    });
}
