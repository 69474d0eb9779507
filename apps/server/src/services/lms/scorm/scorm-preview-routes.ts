import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import mime from 'mime';
import { z } from 'zod';
import { SCORM_UPLOAD_MESSAGES } from '@backoffice/domain/schemas/scorm';
import type { AppDeps } from '../../../platform/deps.ts';
import { UserError } from '../../../platform/errors.ts';
import { readPackageEntry } from './scorm-package-cache.ts';
import { packageOfGrant, PREVIEW_PATH } from './scorm-preview-grants.ts';
import { injectRuntime, RUNTIME_FILE, runtimeScript } from './scorm-runtime.ts';

/**
 * What the package's files are served with, in place of the back-office's own headers: a
 * sandbox without allow-same-origin (an opaque origin even when opened on its own: no cookie,
 * no same-origin call to the API), framed only by the back-office, and loadable by that
 * opaque origin (which the default same-origin resource policy would refuse).
 */
export const PREVIEW_HEADERS = {
  'content-security-policy':
    "sandbox allow-scripts allow-forms allow-popups; frame-ancestors 'self'; default-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:; object-src 'none'; base-uri 'self'; form-action 'none'",
  'cross-origin-resource-policy': 'cross-origin',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'private, max-age=300',
} as const;

const REPLACED = ['content-security-policy', 'x-frame-options', 'cross-origin-resource-policy', 'cross-origin-opener-policy', 'referrer-policy'];

/** An HTML page is read whole to receive the runtime; no SCO page comes near this. */
const HTML_MAX_BYTES = 20 * 1024 * 1024;

export const PREVIEW_MESSAGES = { badPath: 'Caminho de arquivo inválido.' } as const;

/** The wildcard arrives percent-encoded ('shared%20files/...'); the archive's names are not. */
function decodedPath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new UserError(PREVIEW_MESSAGES.badPath);
  }
}

/** A path inside the package as the URL gives it: relative, normalised, without "..", "\" or NUL. */
function packagePath(raw: string): string {
  const bad = !raw || raw.includes('\\') || raw.includes('\0') || raw.startsWith('/') || raw.split('/').some((s) => s === '..' || s === '.');
  if (bad || path.posix.normalize(raw) !== raw) throw new UserError(PREVIEW_MESSAGES.badPath);
  return raw;
}

/** Files up to this size are read whole before the answer starts, so a corrupt one is refused cleanly rather than cut off. */
const WHOLE_MAX_BYTES = 1024 * 1024;

/**
 * An entry read whole. One that inflates past the size its archive declares (yauzl stops it) or
 * fails to inflate is refused with a message, never a 500.
 */
async function readAll(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > max) throw new UserError(SCORM_UPLOAD_MESSAGES.previewFileNotFound, 'NOT_FOUND');
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    stream.destroy();
    throw error instanceof UserError ? error : new UserError(SCORM_UPLOAD_MESSAGES.previewFileCorrupt, 'CONFLICT');
  }
  return Buffer.concat(chunks);
}

function previewReply(reply: FastifyReply, contentType: string): FastifyReply {
  for (const name of REPLACED) reply.raw.removeHeader(name);
  return reply.headers(PREVIEW_HEADERS).header('content-type', contentType);
}

/**
 * GET lms/scorm-preview/{token}/{path}: the files of the package a preview grant opens, to a
 * sandboxed frame that carries no session (the grant is the token). HTML pages get the SCORM
 * runtime first in their <head>; the runtime itself is {token}/__runtime.js.
 */
export function registerScormPreviewRoutes(app: FastifyInstance, { db, files }: AppDeps): void {
  app.get(`${PREVIEW_PATH}/:token/*`, { config: { access: 'public' } }, async (request, reply) => {
    const params = z.object({ token: z.string(), '*': z.string() }).parse(request.params);
    const grant = await packageOfGrant(db, params.token);
    if (!grant) throw new UserError(SCORM_UPLOAD_MESSAGES.previewExpired, 'FORBIDDEN');
    const name = packagePath(decodedPath(params['*']));
    if (name === RUNTIME_FILE) return previewReply(reply, 'text/javascript; charset=utf-8').send(runtimeScript(grant.version));
    const entry = await readPackageEntry(files, grant.storageKey, name);
    if (!entry) throw new UserError(SCORM_UPLOAD_MESSAGES.previewFileNotFound, 'NOT_FOUND');
    const type = mime.getType(name) ?? 'application/octet-stream';
    if (type === 'text/html' || type === 'application/xhtml+xml') {
      const html = await readAll(entry.stream, HTML_MAX_BYTES);
      return previewReply(reply, type).send(injectRuntime(html, `${PREVIEW_PATH}/${params.token}/${RUNTIME_FILE}`));
    }
    if (entry.size <= WHOLE_MAX_BYTES) return previewReply(reply, type).send(await readAll(entry.stream, WHOLE_MAX_BYTES));
    // A larger file streams; should it turn out corrupt midway, the connection is cut.
    return previewReply(reply, type).header('content-length', entry.size).send(entry.stream);
  });
}
