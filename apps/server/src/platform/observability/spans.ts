import type { Attributes, Span, SpanKind, Tracer } from '@opentelemetry/api';

type OtelApi = typeof import('@opentelemetry/api');

/**
 * Spans of the server's own units of work (an HTTP request, a GraphQL field, a statement, a job).
 * Until tracing.ts turns traces on (OTEL_EXPORTER_OTLP_ENDPOINT), every function here calls
 * through at the cost of one null check: the OpenTelemetry packages are not even loaded.
 */
let otel: { api: OtelApi; tracer: Tracer } | null = null;

export function enableSpans(api: OtelApi, tracer: Tracer): void {
  otel = { api, tracer };
}

export function disableSpans(): void {
  otel = null;
}

export const spansEnabled = () => otel !== null;

const STATEMENT_MAX = 1000;

function finish(span: Span, error?: unknown): void {
  if (error !== undefined && otel) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: otel.api.SpanStatusCode.ERROR });
  }
  span.end();
}

/** Runs fn inside a span (the parent of whatever it starts), ended when fn's result settles. */
export function inSpan<T>(name: string, attributes: Attributes, fn: () => T, kind?: SpanKind): T {
  if (!otel) return fn();
  return otel.tracer.startActiveSpan(name, { attributes, kind }, (span) => {
    try {
      const result = fn();
      if (result instanceof Promise) {
        result.then(
          () => finish(span),
          (error: unknown) => finish(span, error),
        );
      } else finish(span);
      return result;
    } catch (error) {
      finish(span, error);
      throw error;
    }
  });
}

/** A database statement's span: its parameterised text, never its values. */
export function querySpan<T>(text: string | undefined, fn: () => T): T {
  if (!otel) return fn();
  return inSpan('db.query', { 'db.system.name': 'postgresql', 'db.query.text': (text ?? '').slice(0, STATEMENT_MAX) }, fn, otel.api.SpanKind.CLIENT);
}

/** What tracing.ts's HTTP hooks need of the loaded API (kept here so only one module holds it). */
export const otelApi = () => otel;
