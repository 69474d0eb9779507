import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { MESSAGES } from '@backoffice/domain/constants';
import { HTTP_STATUS, UserError } from '../errors.ts';
import { uploadsRefused } from '../observability/metrics.ts';
import { UPLOAD_MESSAGES } from './upload.ts';

/** REST errors as { error, code }: readable for user errors, masked (and logged) otherwise. */
export function sendRestError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof UserError) {
    return reply.status(HTTP_STATUS[error.code]).send({ error: error.message, code: error.code });
  }
  if (error instanceof ZodError) {
    return reply.status(400).send({ error: error.issues[0]?.message, code: 'BAD_USER_INPUT' });
  }
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
    uploadsRefused.inc({ reason: 'too_large' });
    return reply.status(413).send({ error: UPLOAD_MESSAGES.tooLarge, code: 'BAD_USER_INPUT' });
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status < 500) {
    return reply.status(status).send({ error: error.message, code: 'BAD_REQUEST' });
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send({ error: MESSAGES.internal, code: 'INTERNAL' });
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendRestError);
}
