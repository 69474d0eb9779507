import {
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type WebSocket from 'ws';
import { formatGraphqlErrors } from './errors.ts';

/** What one WebSocket connection may send. */
export const SOCKET_LIMITS = {
  /** A subscription document within the HTTP limits is a few KB; nothing else is sent. */
  messageBytes: 16 * 1024,
  /** Subscriptions open at once on one connection: a moderation screen opens one per room. */
  subscriptions: 10,
} as const;

export const SOCKET_MESSAGES = {
  tooManySubscriptions: `Limite de ${SOCKET_LIMITS.subscriptions} assinaturas abertas por conexão atingido.`,
  notSubscription: 'Pela conexão em tempo real só se enviam assinaturas (subscription).',
  badMessage: 'Mensagem inválida: envie o documento GraphQL no campo query.',
  duplicateId: 'Já existe uma assinatura com este id nesta conexão.',
} as const;

/** 1009: the message is too big to process (RFC 6455). */
const CLOSE_TOO_BIG = 1009;

interface ProtocolMessage {
  type?: unknown;
  id?: unknown;
  payload?: { query?: unknown; variables?: unknown; operationName?: unknown } | null;
}

/**
 * What a subscribe message asks, checked as HTTP checks a document: a string parsed with the
 * token limit, then validated with graphql's rules and ours (depth, aliases, directives, cost),
 * and a subscription (queries and mutations go over HTTP). The refusal's errors, or null.
 */
function refusalOf(message: ProtocolMessage, schema: GraphQLSchema, rules: readonly ValidationRule[], maxTokens: number): GraphQLFormattedError[] | null {
  const { query, variables, operationName } = message.payload ?? {};
  const badShape =
    typeof query !== 'string' ||
    (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) ||
    (operationName !== undefined && operationName !== null && typeof operationName !== 'string');
  if (badShape) return [{ message: SOCKET_MESSAGES.badMessage }];
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens, noLocation: true });
    // graphql-armor's rules throw their refusal rather than report it.
    const errors = validate(schema, document, [...specifiedRules, ...rules]);
    if (errors.length) return formatGraphqlErrors(errors, () => {});
  } catch (error) {
    return formatGraphqlErrors([error instanceof GraphQLError ? error : new GraphQLError(SOCKET_MESSAGES.badMessage)], () => {});
  }
  if (getOperationAST(document, (operationName as string | null | undefined) ?? undefined)?.operation !== 'subscription') {
    return [{ message: SOCKET_MESSAGES.notSubscription }];
  }
  return null;
}

const textOf = (data: unknown): string | null => {
  if (typeof data === 'string') return data;
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data as Buffer[]).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return null;
};

// graphql-transport-ws names; the legacy subscriptions-transport-ws ('graphql-ws') uses start and stop.
const INIT = 'connection_init';
const SUBSCRIBE = new Set(['subscribe', 'start']);
const STOP = new Set(['complete', 'stop']);
/** How Mercurius writes a subscription's end: the only outgoing messages this needs to read. */
const ENDED = /^\{"type":"(?:complete|error)","id":"((?:[^"\\]|\\.)*)"/;
/** 4403: graphql-transport-ws' close code for a connection_init the server refuses. */
const CLOSE_FORBIDDEN = 4403;
/** 4429: graphql-transport-ws' close code for a second connection_init. */
const CLOSE_TOO_MANY_INITS = 4429;
/** Messages a client may send while its connection_init is being checked (a client sends its subscribes right after). */
const QUEUE_MAX = SOCKET_LIMITS.subscriptions + 5;

export interface SocketChecks {
  schema: GraphQLSchema;
  rules: readonly ValidationRule[];
  maxTokens: number;
  /** Whether the connection may go on, given its connection_init payload. */
  admit: (payload: unknown) => Promise<boolean>;
}

/**
 * Puts a connection's incoming messages through the HTTP endpoint's checks before Mercurius
 * sees them (it parses a subscription without a token limit and runs it unvalidated):
 * - a message over SOCKET_LIMITS.messageBytes closes the socket;
 * - connection_init goes on only once `admit` says so (the socket closes with 4403 otherwise),
 *   what follows it waiting its turn; nothing before it is parsed here (Mercurius closes a
 *   connection that subscribes first);
 * - a subscribe whose document the limits or the schema refuse, that is not a subscription, or
 *   past the number of open subscriptions, is answered with an error for its id and goes no further.
 */
export function guardSocket(socket: WebSocket, checks: SocketChecks): void {
  const open = new Set<string>();
  const legacy = socket.protocol === 'graphql-ws';
  let state: 'new' | 'checking' | 'admitted' = 'new';
  const waiting: unknown[][] = [];
  const refuse = (id: string, errors: GraphQLFormattedError[]) => socket.send(JSON.stringify({ type: 'error', id, payload: legacy ? errors[0] : errors }));

  const send = socket.send.bind(socket);
  socket.send = ((data: unknown, ...rest: unknown[]) => {
    const ended = typeof data === 'string' ? ENDED.exec(data) : null;
    if (ended) open.delete(JSON.parse(`"${ended[1]}"`) as string);
    return (send as (...args: unknown[]) => void)(data, ...rest);
  }) as WebSocket['send'];

  const emit = socket.emit.bind(socket);
  const receive = (args: unknown[]): boolean => {
    const text = textOf(args[0]);
    if (text === null || Buffer.byteLength(text) > SOCKET_LIMITS.messageBytes) {
      socket.close(CLOSE_TOO_BIG, 'Mensagem grande demais');
      return true;
    }
    if (state === 'checking') {
      if (waiting.push(args) > QUEUE_MAX) socket.close(CLOSE_TOO_BIG, 'Mensagens demais');
      return true;
    }
    let message: ProtocolMessage;
    try {
      message = JSON.parse(text) as ProtocolMessage;
    } catch {
      return emit('message', ...args); // Mercurius answers a message that is not JSON
    }
    if (typeof message !== 'object' || message === null) return emit('message', ...args);
    // graphql-transport-ws allows one connection_init: a second could name another session.
    if (message.type === INIT && state !== 'new') {
      socket.close(CLOSE_TOO_MANY_INITS, 'Too many initialisation requests');
      return true;
    }
    if (message.type === INIT) {
      state = 'checking';
      checks.admit((message as { payload?: unknown }).payload).then(
        (admitted) => {
          if (!admitted) return socket.close(CLOSE_FORBIDDEN, 'Forbidden');
          state = 'admitted';
          emit('message', ...args);
          for (const next of waiting.splice(0)) receive(next);
        },
        () => socket.close(CLOSE_FORBIDDEN, 'Forbidden'),
      );
      return true;
    }
    const id = typeof message.id === 'string' ? message.id : null;
    if (STOP.has(message.type as string) && id) open.delete(id);
    // Before admission, and without an id, Mercurius refuses a subscribe on its own.
    if (!SUBSCRIBE.has(message.type as string) || state !== 'admitted' || !id) return emit('message', ...args);
    if (open.has(id)) refuse(id, [{ message: SOCKET_MESSAGES.duplicateId }]);
    else if (open.size >= SOCKET_LIMITS.subscriptions) refuse(id, [{ message: SOCKET_MESSAGES.tooManySubscriptions }]);
    else {
      const refusal = refusalOf(message, checks.schema, checks.rules, checks.maxTokens);
      if (!refusal) {
        open.add(id);
        return emit('message', ...args);
      }
      refuse(id, refusal);
    }
    return true;
  };
  socket.emit = ((event: string | symbol, ...args: unknown[]) => (event === 'message' ? receive(args) : emit(event, ...args))) as WebSocket['emit'];
}
