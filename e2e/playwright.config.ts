import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromium } from '../scripts/apps.mjs';
import type { Language } from './tests/texts';

/**
 * The specs whose texts come from the game's catalogues (fixture `t`): they run once in English
 * and once in Español. The others assert no screen text (delivery.spec), or are about switching
 * between the two (i18n.spec).
 */
const BOTH_LANGUAGES = [
  'a11y',
  'album-burn',
  'album-market',
  'arena',
  'auth',
  'csp',
  'embed',
  'loading',
  'market',
  'missions',
  'phone',
  'profile',
  'resilience',
  'stake',
  'standalone',
  'versioning',
].map((name) => `**/${name}.spec.ts`);

/** Browser tests of the composed game in Debian's Chromium (no browser download). */
export default defineConfig<object, { lang: Language }>({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: 'http://localhost:8080',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'en', use: { lang: 'en', locale: 'en-US' } },
    { name: 'es', use: { lang: 'es', locale: 'es-ES' }, testMatch: BOTH_LANGUAGES },
  ],
  /**
   * The host, the chain node (blocks every 200 ms: asynchronous like the network, but quick) and,
   * once the node is healthy, the reference server; both in memory, both reset by the tests.
   */
  webServer: {
    command: 'node ../scripts/serve.mjs --only host',
    url: 'http://127.0.0.1:8090/health',
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'pipe',
    env: {
      DB_PATH: ':memory:',
      CLOCK_SPEED: '720',
      TEST_RESET: '1',
      BLOCK_MS: '200',
      DEV_WALLET: '1',
      PLATFORM_KEYS: path.join(os.tmpdir(), 'hueso-e2e', 'platform-keys.json'),
    },
  },
});
