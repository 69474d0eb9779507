import type { z } from 'zod';
import { checkAccess, type Access } from '../access/access.ts';
import { assertNoNul } from '../http/input-guard.ts';
import { tokenFrom } from '../http/request-user.ts';
import { graphqlSubscriptions, subscriptionEventsDelivered } from '../observability/metrics.ts';
import type { GraphqlContext } from './context.ts';
import { ACCESS, toGraphqlError, type OperationContext } from './operation.ts';

/** What Mercurius adds to a subscription's context (the generated resolver types do not know it). */
interface PubSub {
  subscribe(topic: string): Promise<AsyncIterable<unknown>>;
}
/** How stale the session behind a subscription may be when an event is delivered. */
export const SESSION_RECHECK_MS = 1000;

const pubsubOf = (ctx: GraphqlContext) => (ctx as GraphqlContext & { pubsub: PubSub }).pubsub;

/** The subscription's events, counted in graphql_subscriptions until it ends (complete, socket closed). */
function countedWhileOpen(events: AsyncIterable<unknown>, service: string): AsyncIterableIterator<unknown> {
  const source = events[Symbol.asyncIterator]();
  graphqlSubscriptions.inc({ service });
  let open = true;
  const close = () => {
    if (open) graphqlSubscriptions.dec({ service });
    open = false;
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      const step = await source.next();
      if (step.done) close();
      return step;
    },
    async return(value?: unknown) {
      close();
      return source.return ? source.return(value) : { done: true, value };
    },
    async throw(error?: unknown) {
      close();
      if (source.throw) return source.throw(error);
      throw error;
    },
  };
}

/**
 * A Subscription root field: operation()'s checks at subscribe time (session, module, NUL,
 * the domain schema), then the events of one topic. Each event is resolved again for this
 * subscriber with the session as it is now: a session ended or stripped of the module since
 * subscribing gets an error instead of the event.
 * The session is read from the request as it stands after connection_init, whose payload
 * Mercurius copies into the headers: a 'log in as' tab sends its own bearer token there (a
 * browser cannot set a WebSocket's headers), and acts as that user, not as the cookie's.
 */
export function subscriptionField<S extends z.ZodType, P, R, const A extends Access = Access>(spec: {
  access: A;
  args: S;
  /** The topic to listen to, after any check of the arguments against the database. */
  topic: (args: z.output<S>, ctx: OperationContext<A>) => Promise<string> | string;
  /** What one event becomes for this subscriber (null: nothing for them). */
  resolve: (event: P, args: z.output<S>, ctx: OperationContext<A>) => Promise<R> | R;
}) {
  const current = async (ctx: GraphqlContext): Promise<OperationContext<A>> => {
    const user = await ctx.req.server.sessions.resolve(tokenFrom(ctx.req));
    checkAccess(user, spec.access);
    return { ...ctx, user } as OperationContext<A>;
  };
  // A busy room brings hundreds of events a second: each subscription re-reads its session at
  // most once per SESSION_RECHECK_MS, and uses that answer in between.
  const checked = new WeakMap<GraphqlContext, { at: number; ctx: Promise<OperationContext<A>> }>();
  const recent = (ctx: GraphqlContext) => {
    const last = checked.get(ctx);
    if (last && Date.now() - last.at < SESSION_RECHECK_MS) return last.ctx;
    const next = { at: Date.now(), ctx: current(ctx) };
    checked.set(ctx, next);
    return next.ctx;
  };
  return {
    [ACCESS]: spec.access,
    subscribe: async (_root: unknown, rawArgs: Record<string, unknown>, ctx: GraphqlContext) => {
      try {
        const caller = await current(ctx);
        assertNoNul(rawArgs);
        const topic = await spec.topic(spec.args.parse(rawArgs), caller);
        return countedWhileOpen(await pubsubOf(ctx).subscribe(topic), ctx.service ?? 'none');
      } catch (error) {
        throw toGraphqlError(error);
      }
    },
    resolve: async (event: P, rawArgs: Record<string, unknown>, ctx: GraphqlContext) => {
      const service = ctx.service ?? 'none';
      try {
        const value = await spec.resolve(event, spec.args.parse(rawArgs), await recent(ctx));
        subscriptionEventsDelivered.inc({ service, outcome: value === null ? 'skipped' : 'delivered' });
        return value;
      } catch (error) {
        subscriptionEventsDelivered.inc({ service, outcome: 'refused' });
        throw toGraphqlError(error);
      }
    },
  };
}
