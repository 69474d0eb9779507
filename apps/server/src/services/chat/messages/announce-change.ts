import type { FastifyRequest } from 'fastify';
import type { MQEmitter } from 'mqemitter';
import { publishChatEvent, type ChatEvent } from '../chat-events.ts';

/**
 * Announces a committed change. A failed announcement is logged, not thrown: the change is saved,
 * and an error would make the sender retry and post the message twice; screens still poll.
 */
export async function announceChange(ctx: { events: MQEmitter; req: FastifyRequest }, event: ChatEvent): Promise<void> {
  try {
    await publishChatEvent(ctx.events, event);
  } catch (error) {
    ctx.req.log.error({ err: error, event }, 'chat event not published');
  }
}
