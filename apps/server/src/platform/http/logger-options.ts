import type { Config } from '../../config.ts';

/** The longest text a log line carries: a query's parameters or a user's value are cut to this. */
export const LOG_TEXT_MAX = 300;

const cut = (text: string) => (text.length > LOG_TEXT_MAX ? `${text.slice(0, LOG_TEXT_MAX)}… (${text.length} caracteres)` : text);

/**
 * An error as the log writes it: type, code, message and stack (each line cut to LOG_TEXT_MAX),
 * and its cause the same way. A failed query's error lists every parameter in its message
 * ('params: ...'), an import's values among them: those are cut, and the params property is
 * left out.
 */
export function serializeError(error: unknown, depth = 0): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: cut(String(error)), stack: '' };
  const e = error as Error & { code?: unknown; cause?: unknown };
  return {
    type: e.name,
    ...(e.code !== undefined ? { code: cut(String(e.code)) } : {}),
    message: cut(e.message),
    stack: (e.stack ?? '').split('\n').map(cut).join('\n'),
    ...(e.cause !== undefined && depth < 3 ? { cause: serializeError(e.cause, depth + 1) } : {}),
  };
}

/** Whatever a line might carry of a request's secrets is written as [Redacted]. */
const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', '*.password', '*.token', '*.secret'];

/** Fastify's logger for both listeners: the configured level, errors through serializeError. */
export const loggerOptions = (config: Pick<Config, 'logLevel'>) => ({
  level: config.logLevel,
  serializers: { err: (error: Error) => serializeError(error) },
  redact: REDACTED_PATHS,
});
