/**
 * Request validation by the route's schema: the contract's zod schemas (classic or mini) are the
 * route schemas, a validator compiler runs them, and a type provider types each handler's input
 * from them. A failure is a 400 whose text names the field, in our own wording because zod/mini
 * reports only 'Invalid input'.
 */
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { HttpError } from './http';

/** Types `request.body` / `request.query` as the output of the route's zod schema. */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.core.$ZodType ? z.core.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.core.$ZodType ? z.core.input<this['schema']> : unknown;
}

/** Checks data with a zod schema; a failure becomes the 400 HttpError naming the field. */
export function check<S extends z.core.$ZodType>(
  schema: S,
  data: unknown,
): { value: z.core.output<S> } | { error: HttpError } {
  const result = z.safeParse(schema, data);
  return result.success
    ? { value: result.data }
    : { error: new HttpError(400, describeIssues(result.error.issues, data)) };
}

/** Fastify hands a missing body over as null; both read 'Request body must be a JSON object'. */
export const validatorCompiler: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema }) =>
  (data) =>
    check(schema, data);

function describeIssues(issues: readonly z.core.$ZodIssue[], data: unknown): string {
  if (typeof data !== 'object' || data === null) return 'Request body must be a JSON object';
  // zod also reports an integer beyond the safe range; the field's own bound says it better.
  const own = issues.filter(
    (issue, _, all) => !(isSafeRangeIssue(issue) && all.some((o) => o !== issue && samePath(o, issue))),
  );
  return [...new Set(own.map((issue) => describeIssue(issue, data)))].join('; ');
}

function isSafeRangeIssue(issue: z.core.$ZodIssue): boolean {
  const bound = issue.code === 'too_small' ? issue.minimum : issue.code === 'too_big' ? issue.maximum : 0;
  return Math.abs(Number(bound)) >= Number.MAX_SAFE_INTEGER;
}

const samePath = (a: z.core.$ZodIssue, b: z.core.$ZodIssue) => a.path.join('.') === b.path.join('.');

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key],
    data,
  );
}

const EXPECTED: Record<string, string> = { int: 'an integer', object: 'an object', array: 'an array' };

function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  const field = issue.path.join('.') || 'body';
  const custom = issue.message && issue.message !== 'Invalid input' ? issue.message : undefined;
  const unit = (origin: string) => (origin === 'string' ? ' characters' : origin === 'array' ? ' items' : '');
  const missing = issue.path.length > 0 && valueAt(data, issue.path) === undefined;
  if (missing && ['invalid_type', 'invalid_value', 'invalid_union'].includes(issue.code))
    return `${field} is required`;
  if (isSafeRangeIssue(issue)) return `${field} is out of range`;
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
      // A whole sentence (capitalised, e.g. SPEC.md's 'Invalid amount') is the answer as it stands.
      if (custom && /^[A-Z]/.test(custom)) return custom;
      return custom ? `${field} ${custom}` : `${field} is invalid`;
    default:
      return `${field} is invalid`;
  }
}
