/** Starts the server from environment variables (see the server README section in docs). */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildApp, contextOf } from './app';

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

  // The chain settings (HIVE_ENGINE_RPC, HIVE_RPC, HIVE_ENGINE_CHAIN_ID, PLATFORM_KEYS,
  // NFT_ISSUE_FEE_SYMBOL, SEED) are read and checked by resolveConfig.
  const app = buildApp({
    dbPath,
    publicUrl: process.env.PUBLIC_URL || `http://localhost:${port}`,
    clockSpeed: numberFromEnv('CLOCK_SPEED', 60),
    logLevel: process.env.LOG_LEVEL || 'warn',
    testReset: process.env.TEST_RESET === '1',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port, host });
  const { config } = contextOf(app);
  console.log(
    `HUESO server listening on http://${host}:${port} (db ${dbPath}, public URL ${app.publicUrl}, ` +
      `chain ${config.chainId} at ${config.hiveEngineRpc}, Hive at ${config.hiveRpc})`,
  );
  if (process.env.TEST_RESET === '1')
    console.warn('TEST_RESET=1: POST /test/reset wipes and reseeds the game world (browser tests only).');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
