/**
 * Error handling shared by every route: handlers throw HttpError for refusals, the route schemas
 * (validation.ts) reject bad input with one, and one error handler turns whatever was thrown into
 * `{ error }` with the right status, so bad input is always a 4xx and never a 500.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ChainUnavailable } from './gateway/types';
import { localizeError, requestLanguage } from './i18n';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, 'Unauthorized');

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's origin from the configuration (PUBLIC_URL). */
    publicUrl: string;
  }
}

/**
 * Origin for absolute URLs (image URLs must be absolute, the front ends run on other ports): the
 * configured PUBLIC_URL, never the request's Host header, which any caller can set.
 */
export function origin(request: FastifyRequest): string {
  return request.server.publicUrl;
}

/**
 * @fastify/helmet for a JSON API: nothing may run or be framed (CSP `default-src 'none'`,
 * `frame-ancestors 'none'`, X-Frame-Options DENY), no MIME sniffing (nosniff), no referrer, HSTS
 * for when it is served over TLS. Card and item art is SVG shown by the front ends on other
 * origins, so resources may be read cross-origin (CORP cross-origin) and SVGs keep inline styles.
 */
export const securityHeaders: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
};

/** A refusal's text in the caller's language (`Accept-Language`; English by default). */
const say = (request: FastifyRequest, text: string) =>
  localizeError(text, requestLanguage(request.headers['accept-language']));

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError)
      return reply.status(error.statusCode).send({ error: say(request, error.message) });
    // The chain node is down or unreachable: the caller may try again later.
    if (error instanceof ChainUnavailable) {
      request.log.warn(error.message);
      return reply
        .status(503)
        .send({ error: say(request, 'The chain node is unreachable; try again later') });
    }
    // Fastify's own client errors (bad JSON, empty body, unsupported content type, body too large).
    const { statusCode, code, message } = (error ?? {}) as Partial<FastifyError>;
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      const text =
        code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Content-Type must be application/json' : message;
      return reply.status(statusCode).send({ error: text });
    }
    request.log.error(error);
    return reply.status(500).send({ error: say(request, 'Internal error') });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: `Not found: ${request.method} ${request.url}` }),
  );
}
