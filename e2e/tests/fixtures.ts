import { test as base, expect, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
// The static server of the built apps, shared with `npm start`.
import { serveApp } from '../../scripts/serve.mjs';
import { apps } from '../../scripts/apps.mjs';

export const API = 'http://localhost:8090';

/** The missions remote runs inside the test worker so a test can stop and restart it. */
export interface RemoteControl {
  stop(): Promise<void>;
  start(): Promise<void>;
}

export const test = base.extend<{ resetWorld: void }, { missionsRemote: RemoteControl }>({
  missionsRemote: [
    // Playwright requires the object pattern for fixtures without dependencies.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const app = apps.find((a) => a.name === 'missions')!;
      let server: FastifyInstance | null = await serveApp(app);
      await use({
        async stop() {
          await server?.close();
          server = null;
        },
        async start() {
          if (!server) server = await serveApp(app);
        },
      });
      await server?.close();
    },
    { scope: 'worker', auto: true },
  ],
  resetWorld: [
    async ({ request, missionsRemote }, use) => {
      await missionsRemote.start();
      const res = await request.post(`${API}/test/reset`);
      expect(res.ok()).toBeTruthy();
      await use();
    },
    { auto: true },
  ],
});
export { expect };

/** Logs in through the login screen with a password. */
export async function login(page: Page, user = 'demo', password = 'demo1234') {
  await page.goto('/login');
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/game$/);
}

export const balance = (page: Page) => page.getByTestId('balance-hueso');
