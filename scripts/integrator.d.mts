import type { FastifyInstance } from 'fastify';
export const integratorPort: number;
export const integratorUrl: string;
export function gameOriginsOf(config: unknown): {
  host: string;
  api: string[];
  chain: string[];
  remotes: string[];
};
export function integratorPolicy(config: unknown, nonce: string): string;
export function serveIntegrator(options?: { port?: number }): Promise<FastifyInstance>;
