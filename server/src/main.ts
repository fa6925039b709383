/** Starts the server from environment variables (see the server README section in docs). */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildApp } from './app';

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got '${raw}'`);
  return value;
}

async function main(): Promise<void> {
  const port = numberFromEnv('PORT', 8090);
  const host = process.env.HOST || '127.0.0.1';
  const dbPath = process.env.DB_PATH || resolve(__dirname, '../../data/hueso.sqlite');
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });

  const app = buildApp({
    dbPath,
    clockSpeed: numberFromEnv('CLOCK_SPEED', 60),
    devChain: process.env.DEV_CHAIN === '1',
    logLevel: process.env.LOG_LEVEL || 'warn',
    testReset: process.env.TEST_RESET === '1',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port, host });
  if (process.env.DEV_CHAIN === '1')
    console.warn(
      'DEV_CHAIN=1: the dev-wallet endpoints sign for every local account. Never use it in production.',
    );
  console.log(`HUESO server listening on http://${host}:${port} (db ${dbPath})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
