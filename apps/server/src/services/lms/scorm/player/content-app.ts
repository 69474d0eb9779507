import path from 'node:path';
import type { Readable } from 'node:stream';
import Fastify, { type FastifyReply } from 'fastify';
import mime from 'mime';
import { SCORM_UPLOAD_MESSAGES } from '@backoffice/domain/schemas/scorm';
import type { AppDeps } from '../../../../platform/deps.ts';
import { HTTP_STATUS, UserError } from '../../../../platform/errors.ts';
import { loggerOptions } from '../../../../platform/http/logger-options.ts';
import { closeAfterUnreadBody } from '../../../../platform/http/unread-body.ts';
import { installRequestObserver, OneLinePerRequest } from '../../../../platform/observability/request-observer.ts';
import type { ScormVersion } from '../../../../platform/scorm/scorm-package.ts';
import { findPackageEntry } from '../scorm-package-cache.ts';
import { packageOfGrant, type PreviewGrant } from '../scorm-preview-grants.ts';
import { contentHeaders } from './content-headers.ts';
import { playerPage } from './player-page.ts';
import { playerScript, playerScriptPath } from './player-script.ts';
import { previewItems } from './preview-items.ts';

export const CONTENT_MESSAGES = {
  badPath: 'Caminho de arquivo inválido.',
  notFound: 'Não encontrado.',
} as const;

/** The wildcard arrives percent-encoded ('shared%20files/...'); the archive's names are not. */
function decodedPath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new UserError(CONTENT_MESSAGES.badPath);
  }
}

/** A path inside the package as the URL gives it: relative, normalised, without "..", "\" or NUL. */
function packagePath(raw: string): string {
  const bad = !raw || raw.includes('\\') || raw.includes('\0') || raw.startsWith('/') || raw.split('/').some((s) => s === '..' || s === '.');
  if (bad || path.posix.normalize(raw) !== raw) throw new UserError(CONTENT_MESSAGES.badPath);
  return raw;
}

/** Files up to this size are read whole before the answer starts; larger ones are inflated once to check them (PackageEntry.sound). */
const WHOLE_MAX_BYTES = 1024 * 1024;

/**
 * An entry read whole. One that inflates past the size its archive declares (yauzl stops it) or
 * fails to inflate is refused with a message, never a 500.
 */
async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
  } catch {
    stream.destroy();
    throw new UserError(SCORM_UPLOAD_MESSAGES.previewFileCorrupt, 'CONFLICT');
  }
  return Buffer.concat(chunks);
}

async function liveGrant(deps: AppDeps, token: string): Promise<PreviewGrant> {
  const grant = await packageOfGrant(deps.db, token);
  if (!grant) throw new UserError(SCORM_UPLOAD_MESSAGES.previewExpired, 'FORBIDDEN');
  return grant;
}

/** An error as a line of text the preview frame can show (any page may frame it: it says nothing). */
function sendError(reply: FastifyReply, status: number, message: string) {
  return reply
    .status(status)
    .headers({
      'content-security-policy': "default-src 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    })
    .type('text/plain; charset=utf-8')
    .send(message);
}

/**
 * The content origin: a listener of its own (SCORM_CONTENT_PORT, or SCORM_CONTENT_ORIGIN behind a
 * proxy) serving the preview's player and the files of the package a grant opens, and nothing
 * else. It reads no cookie (the browser sends the back-office's, since ports share cookies) and
 * sets none; every other path, /api included, is not found.
 */
export async function buildContentApp(deps: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(deps.config),
    logController: new OneLinePerRequest(),
    bodyLimit: 1024,
    trustProxy: deps.config.trustProxy,
    // A URL Fastify cannot decode (a broken percent sequence) is a bad path like any other.
    frameworkErrors: (_error, _request, reply) => sendError(reply, 400, CONTENT_MESSAGES.badPath),
  });

  installRequestObserver(app, { secretPaths: true });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof UserError) return sendError(reply, HTTP_STATUS[error.code], error.message);
    // A body or method nothing here takes (all it serves is GET): as not found as any other path.
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) return sendError(reply, 404, CONTENT_MESSAGES.notFound);
    request.log.error({ err: error }, 'content origin error');
    return sendError(reply, 500, 'Erro ao abrir o arquivo do pacote.');
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, CONTENT_MESSAGES.notFound));
  // A body sent here is refused unread: left on a kept-alive connection, a client that stops
  // halfway holds the connection as a request in flight for ever (and a shutdown behind it).
  closeAfterUnreadBody(app);

  for (const version of ['1.2', '2004'] as ScormVersion[]) {
    app.get(playerScriptPath(version), async (_request, reply) =>
      reply.headers(contentHeaders(null, 'private, max-age=300')).type('text/javascript; charset=utf-8').send(playerScript(version)),
    );
  }

  app.get<{ Params: { token: string } }>('/preview/:token/', async (request, reply) => {
    const grant = await liveGrant(deps, request.params.token);
    const items = await previewItems(deps.files, grant.storageKey);
    return reply
      .headers(contentHeaders(grant.frameOrigin, 'no-store'))
      .type('text/html; charset=utf-8')
      .send(playerPage(grant.version, grant.frameOrigin, items));
  });

  app.get<{ Params: { token: string; '*': string } }>('/preview/:token/package/*', async (request, reply) => {
    const grant = await liveGrant(deps, request.params.token);
    const name = packagePath(decodedPath(request.params['*']));
    const entry = await findPackageEntry(deps.files, grant.storageKey, name);
    if (!entry) throw new UserError(SCORM_UPLOAD_MESSAGES.previewFileNotFound, 'NOT_FOUND');
    const type = mime.getType(name) ?? 'application/octet-stream';
    // A small file is read whole before answering; a large one is checked once, then streamed.
    const body = entry.size <= WHOLE_MAX_BYTES ? await readAll(await entry.open()) : null;
    if (!body && !(await entry.sound())) throw new UserError(SCORM_UPLOAD_MESSAGES.previewFileCorrupt, 'CONFLICT');
    reply.headers(contentHeaders(grant.frameOrigin, 'private, max-age=300')).type(type);
    return body ? reply.send(body) : reply.header('content-length', entry.size).send(await entry.open());
  });

  return app;
}
