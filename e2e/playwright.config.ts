import { defineConfig } from '@playwright/test';
import { chromium } from '../scripts/apps.mjs';

/** Browser tests of the composed game in Debian's Chromium (no browser download). */
export default defineConfig({
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
  webServer: {
    command: 'node ../scripts/serve.mjs --only host',
    url: 'http://127.0.0.1:8090/health',
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      DB_PATH: ':memory:',
      CLOCK_SPEED: '720',
      TEST_RESET: '1',
    },
  },
});
