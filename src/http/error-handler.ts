/**
 * Maps every error to the envelope and a status, in one place: AppErrors by their code, Fastify's
 * own client errors to INVALID_REQUEST, anything else to INTERNAL without leaking its message.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { sendError } from './envelope.ts';

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.warn({ code: err.code, err: err.cause ?? err }, err.message);
      return sendError(reply, err);
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return sendError(reply, new AppError('INVALID_REQUEST', (err as Error).message));
    }
    req.log.error({ err }, 'unhandled error');
    return sendError(reply, new AppError('INTERNAL', `Internal error; quote request id ${req.id} when reporting it.`, { cause: err }));
  });

  app.setNotFoundHandler((req, reply) =>
    sendError(reply, new AppError('NOT_FOUND', `No route ${req.method} ${req.url.split('?')[0]}. See /docs for the API reference.`)),
  );
}
