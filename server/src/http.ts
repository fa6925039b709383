/**
 * Error handling shared by every route: handlers throw HttpError for refusals, request data goes
 * through zod, and one error handler turns whatever was thrown into `{ error }` with the right
 * status, so bad input is always a 4xx and never a 500.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, 'Unauthorized');

/** Parses request data with a contract schema; failures become a 400 naming the field. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new HttpError(400, describeIssues(result.error.issues, data));
  return result.data;
}

function describeIssues(issues: readonly z.core.$ZodIssue[], data: unknown): string {
  if (data === undefined || data === null) return 'Request body must be a JSON object';
  return issues.map(describeIssue).join('; ');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.') || 'body';
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) return `${field} is required`;
  if (issue.code === 'invalid_union') {
    const options = issue.errors.flat().flatMap((e) => (e.code === 'invalid_value' ? e.values : []));
    if (options.length === issue.errors.length) return `${field} must be one of ${options.join(', ')}`;
  }
  return `${field}: ${issue.message}`;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as FastifyError).statusCode === 'number';
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ error: error.message });
    if (isFastifyError(error) && error.statusCode! >= 400 && error.statusCode! < 500) {
      const text =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Content-Type must be application/json' : error.message;
      return reply.status(error.statusCode!).send({ error: text });
    }
    request.log.error(error);
    return reply.status(500).send({ error: 'Internal error' });
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ error: `Not found: ${request.method} ${request.url}` }));
}
