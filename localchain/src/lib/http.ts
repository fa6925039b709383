/**
 * Refusals of the node's plain HTTP routes (dev wallet, test reset): handlers throw HttpError and
 * one error handler answers `{ error }` with its status, so bad input is a 4xx and never a 500.
 */
import type { FastifyError, FastifyInstance } from 'fastify';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ error: error.message });
    const { statusCode, code, message } = (error ?? {}) as Partial<FastifyError>;
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      const text =
        code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Content-Type must be application/json' : message;
      return reply.status(statusCode).send({ error: text });
    }
    request.log.error(error);
    return reply.status(500).send({ error: 'Internal error' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: `Not found: ${request.method} ${request.url}` }),
  );
}
