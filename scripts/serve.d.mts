import type { FastifyInstance } from 'fastify';
import type { App } from './apps.mjs';
export function serveApp(app: App): Promise<FastifyInstance>;
export function cacheControl(file: string): string;
export function staleEncodings(file: string): string[];
