/**
 * Error handling shared by every route: handlers throw HttpError for refusals, request data goes
 * through zod, and one error handler turns whatever was thrown into `{ error }` with the right
 * status, so bad input is always a 4xx and never a 500.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
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

/** Origin the client reached us on: image URLs must be absolute, the front ends run on other ports. */
export function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Parses request data with a zod schema (classic or mini); failures become a 400 naming the field. */
export function parse<S extends z.core.$ZodType>(schema: S, data: unknown): z.core.output<S> {
  const result = z.safeParse(schema, data);
  if (!result.success) throw new HttpError(400, describeIssues(result.error.issues, data));
  return result.data;
}

function describeIssues(issues: readonly z.core.$ZodIssue[], data: unknown): string {
  if (typeof data !== 'object' || data === null) return 'Request body must be a JSON object';
  return issues.map((issue) => describeIssue(issue, data)).join('; ');
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key],
    data,
  );
}

const EXPECTED: Record<string, string> = { int: 'an integer', object: 'an object', array: 'an array' };

/** Our own wording, because zod/mini (used by the contract) reports only 'Invalid input'. */
function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  const field = issue.path.join('.') || 'body';
  const custom = issue.message && issue.message !== 'Invalid input' ? issue.message : undefined;
  const unit = (origin: string) => (origin === 'string' ? ' characters' : origin === 'array' ? ' items' : '');
  const missing = issue.path.length > 0 && valueAt(data, issue.path) === undefined;
  if (missing && ['invalid_type', 'invalid_value', 'invalid_union'].includes(issue.code))
    return `${field} is required`;
  switch (issue.code) {
    case 'invalid_type':
      return `${field} must be ${EXPECTED[issue.expected] ?? `a ${issue.expected}`}`;
    case 'invalid_value':
      return `${field} must be ${issue.values.length > 1 ? 'one of ' : ''}${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_union': {
      const options = issue.errors.flat().flatMap((e) => (e.code === 'invalid_value' ? e.values : []));
      return options.length
        ? `${field} must be one of ${options.map((v) => JSON.stringify(v)).join(', ')}`
        : `${field} is invalid`;
    }
    case 'too_small':
      return `${field} must be at least ${issue.minimum}${unit(issue.origin)}`;
    case 'too_big':
      return `${field} must be at most ${issue.maximum}${unit(issue.origin)}`;
    case 'invalid_format':
      return custom ?? `${field} has an invalid format`;
    case 'custom':
      return custom ? `${field} ${custom}` : `${field} is invalid`;
    default:
      return `${field} is invalid`;
  }
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ error: error.message });
    // Fastify's own client errors (bad JSON, empty body, unsupported content type, body too large).
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
