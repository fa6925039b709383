import { test as base, expect, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
// The static server of the built apps, shared with `npm start`.
import { serveApp } from '../../scripts/serve.mjs';
import { apps } from '../../scripts/apps.mjs';

export const API = 'http://localhost:8090';

/** A remote served inside the test worker, so a test can stop and restart it. */
export interface RemoteControl {
  stop(): Promise<void>;
  start(): Promise<void>;
}

type RemoteName = 'missions' | 'market' | 'album';

export const test = base.extend<{ resetWorld: void }, { remotes: Record<RemoteName, RemoteControl> }>({
  remotes: [
    // Playwright requires the object pattern for fixtures without dependencies.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const control = async (name: RemoteName) => {
        const app = apps.find((a) => a.name === name)!;
        let server: FastifyInstance | null = await serveApp(app);
        return {
          async stop() {
            await server?.close();
            server = null;
          },
          async start() {
            if (!server) server = await serveApp(app);
          },
        };
      };
      const remotes = {
        missions: await control('missions'),
        market: await control('market'),
        album: await control('album'),
      };
      await use(remotes);
      await Promise.all(Object.values(remotes).map((r) => r.stop()));
    },
    { scope: 'worker', auto: true },
  ],
  resetWorld: [
    async ({ request, remotes }, use) => {
      await Promise.all(Object.values(remotes).map((r) => r.start()));
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
