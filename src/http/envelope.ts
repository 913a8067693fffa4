/**
 * The response envelope of every answer, errors included (spec §2.1):
 * { code, message, data, requestId, timestamp }. Errors add `error`, the stable string code
 * (errors.ts); `data` is null on errors.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { AppError } from '../errors.ts';

export interface Envelope {
  code: number;
  message: string;
  data: unknown;
  error?: string;
  requestId: string;
  timestamp: number;
}

export function success(data: unknown, requestId: string): Envelope {
  return { code: 200, message: 'success', data, requestId, timestamp: Date.now() };
}

export function failure(err: AppError, requestId: string): Envelope {
  return { code: err.status, message: err.message, data: null, error: err.code, requestId, timestamp: Date.now() };
}

export function sendError(reply: FastifyReply, err: AppError): FastifyReply {
  reply.code(err.status).header('x-error-code', err.code);
  for (const [name, value] of Object.entries(err.headers)) reply.header(name, value);
  return reply.send(failure(err, reply.request.id));
}

/** Schema of the envelope for OpenAPI (data left open: each operation documents its own). */
export const envelopeSchema = Type.Object(
  {
    code: Type.Integer({ description: 'HTTP status of the result (200 on success).' }),
    message: Type.String({ description: '"success", or what went wrong.' }),
    data: Type.Any({ description: 'The operation result; null on errors.' }),
    error: Type.Optional(Type.String({ description: 'Stable error code (errors only), e.g. CREDITS_INSUFFICIENT.' })),
    requestId: Type.String({ format: 'uuid', description: 'Request id, also sent as X-Request-Id.' }),
    timestamp: Type.Integer({ description: 'Epoch milliseconds.' }),
  },
  { $id: 'Envelope' },
);
