import type { FastifyReply } from 'fastify';
import { REPORT_MIME, reportStream, type ReportContent } from './report-stream.ts';

/** attachment with a plain ASCII name for old clients and the exact UTF-8 name for the rest. */
export function attachment(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A report downloaded at once: streamed into the response as it is read. */
export function sendReport<T>(reply: FastifyReply, options: ReportContent<T> & { filename: string }): FastifyReply {
  return reply.header('content-type', REPORT_MIME[options.format]).header('content-disposition', attachment(options.filename)).send(reportStream(options));
}
