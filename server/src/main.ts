/** Starts the server from environment variables (see the server README section in docs). */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildApp, contextOf } from './app';
import { platformAccounts } from './config';

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

  const devChain = process.env.DEV_CHAIN === '1';
  const app = buildApp({
    dbPath,
    publicUrl: process.env.PUBLIC_URL || `http://localhost:${port}`,
    clockSpeed: numberFromEnv('CLOCK_SPEED', 60),
    devChain,
    logLevel: process.env.LOG_LEVEL || 'warn',
    testReset: process.env.TEST_RESET === '1',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port, host });
  console.log(`HUESO server listening on http://${host}:${port} (db ${dbPath}, public URL ${app.publicUrl})`);
  if (devChain) {
    const platform = [...platformAccounts(contextOf(app).config)].filter((a) => a !== 'null');
    console.warn(
      [
        'DEV_CHAIN=1: the dev wallet is on, without any credential, for local play and tests only.',
        '  GET  /chain/dev/accounts     lists the local player accounts',
        "  POST /chain/dev/signBuffer   signs any message with a player account's stored posting or active key",
        '  POST /chain/dev/sendToken    transfers tokens from any player account',
        '  POST /chain/dev/customJson   broadcasts any sidechain action as any player account',
        `  It never signs for the platform accounts (${platform.join(', ')}). Never use DEV_CHAIN=1 in production.`,
      ].join('\n'),
    );
  }
  if (process.env.TEST_RESET === '1')
    console.warn('TEST_RESET=1: POST /test/reset wipes and reseeds the world (browser tests only).');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
