import type { Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { disableSpans, enableSpans, otelApi } from './spans.ts';

export interface Tracing {
  /** Sends what is left and unregisters everything it set up. */
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry traces over OTLP, when OTEL_EXPORTER_OTLP_ENDPOINT is set: the SDK is imported
 * here and only then (the production bundle keeps these imports dynamic), and configures its
 * exporter from the standard OTEL_* variables (protocol, headers, service name, sampler).
 * The spans are the server's own (spans.ts): HTTP requests, GraphQL fields, statements and jobs,
 * so no module patching is needed, which an ESM bundle would not allow anyway. Each request's log
 * lines carry its trace and span ids.
 */
export async function startTracing(endpoint: string | undefined): Promise<Tracing | null> {
  if (!endpoint) return null;
  const [api, { NodeSDK }] = await Promise.all([import('@opentelemetry/api'), import('@opentelemetry/sdk-node')]);
  // Traces only: metrics are Prometheus' (/metrics), logs go to stdout with their trace ids.
  const sdk = new NodeSDK({ serviceName: process.env.OTEL_SERVICE_NAME ?? 'backoffice', instrumentations: [], metricReaders: [], logRecordProcessors: [] });
  sdk.start();
  enableSpans(api, api.trace.getTracer('backoffice'));
  return {
    async shutdown() {
      disableSpans();
      await sdk.shutdown();
      // Globals a later start in the same process (tests) must be able to set again.
      api.trace.disable();
      api.context.disable();
      api.propagation.disable();
    },
  };
}

const requestSpans = new WeakMap<FastifyRequest, Span>();

/**
 * A server span per HTTP request, continuing the caller's trace (traceparent). The rest of the
 * request runs in the context entered here, so the handler's own spans (GraphQL fields,
 * statements) are its children. Does nothing unless traces are on.
 */
export function installHttpSpans(app: FastifyInstance): void {
  const otel = otelApi();
  if (!otel) return;
  const { api, tracer } = otel;
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = api.propagation.extract(api.ROOT_CONTEXT, request.headers);
    const span = tracer.startSpan(
      request.method,
      { kind: api.SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'url.path': request.url.split('?')[0] } },
      parent,
    );
    requestSpans.set(request, span);
    // Every line the request logs, whatever context it is written from, names its trace.
    const { traceId, spanId } = span.spanContext();
    (request.log as typeof request.log & { setBindings(bindings: object): void }).setBindings({ trace_id: traceId, span_id: spanId });
    api.context.with(api.trace.setSpan(parent, span), done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = requestSpans.get(request);
    if (span) {
      const route = request.routeOptions.url;
      if (route) span.updateName(`${request.method} ${route}`);
      span.setAttributes({ 'http.response.status_code': reply.statusCode, ...(route ? { 'http.route': route } : {}) });
      if (reply.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
}
