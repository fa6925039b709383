/**
 * The node's body parser, JSON, in place of Fastify's: the same 1 MiB limit, and honest 400
 * texts for what it refuses: malformed JSON, an empty body, nesting deeper than MAX_JSON_DEPTH
 * (checked on the text, before anything is built from it) and the prototype poisoning keys
 * `__proto__` and `constructor.prototype`.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http';

/** Levels of objects and arrays a request body may nest; the node's calls use three or four. */
export const MAX_JSON_DEPTH = 32;

/** Deepest nesting of objects and arrays in JSON text, reading strings over. Linear, no recursion. */
export function jsonTextDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) deepest = Math.max(deepest, ++depth);
    else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return deepest;
}

/** Deepest nesting of a decoded value, iteratively (a deep value cannot overflow the stack here). */
export function jsonValueDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** JSON.parse that refuses the keys that poison prototypes once merged into another object. */
export function parseJsonSafely(text: string): unknown {
  return JSON.parse(text, function (key, value: unknown) {
    if (key === '__proto__') throw new HttpError(400, 'Request body must not contain the key __proto__');
    if (
      key === 'constructor' &&
      typeof value === 'object' &&
      value !== null &&
      Object.hasOwn(value, 'prototype')
    )
      throw new HttpError(400, 'Request body must not contain constructor.prototype');
    return value;
  });
}

export function installJsonBodyParser(app: FastifyInstance): void {
  // JSON only: a text/plain body (which a cross-site form can send without a pre-flight) is a 415.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '')
      return done(new HttpError(400, 'Request body is empty: send a JSON value'), undefined);
    if (jsonTextDepth(text) > MAX_JSON_DEPTH)
      return done(
        new HttpError(400, `Request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels`),
        undefined,
      );
    try {
      done(null, parseJsonSafely(text));
    } catch (error) {
      if (error instanceof HttpError) return done(error, undefined);
      done(new HttpError(400, `Request body is not valid JSON: ${(error as Error).message}`), undefined);
    }
  });
}
