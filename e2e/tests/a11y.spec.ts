import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { SCREENS } from './screens';

/** Every axe violation on the page, whatever its impact, as readable lines (empty when clean). */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary ?? v.help}`),
  );
}

/** Keeps a full-page screenshot in the test's output folder (test-results/), to look at the layout. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name = 'screen') {
  await page.screenshot({ path: testInfo.outputPath(`${name.replace(/\W+/g, '-')}.png`), fullPage: true });
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the login screen has no axe violations', async ({ page }, testInfo) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Log in with your user' })).toBeVisible();
      await keepScreenshot(page, testInfo);
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    for (const screen of SCREENS) {
      test(`the ${screen.name} screen has no axe violations and fits the width`, async ({
        page,
      }, testInfo) => {
        await login(page);
        await page.goto(screen.path);
        await screen.ready(page);
        await keepScreenshot(page, testInfo);
        expect(await violations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }

    test('the home screen dialogs have no axe violations', async ({ page }, testInfo) => {
      await login(page);
      for (const [button, dialog] of [
        ['Open pool', 'Daily pool'],
        ['Hueso metrics', 'Hueso metrics'],
        ['Ecosystem', 'HUESO ecosystem'],
      ] as const) {
        await page.getByRole('button', { name: button }).click();
        const shown = page.getByRole('dialog', { name: dialog });
        await expect(shown).toBeVisible();
        await expect(shown.getByRole('status')).toHaveCount(0);
        await keepScreenshot(page, testInfo, dialog);
        expect(await violations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(shown).toBeHidden();
      }
    });

    test('the buy dialog has no axe violations', async ({ page }, testInfo) => {
      await login(page);
      await page.goto('/game/market');
      await page.getByRole('button', { name: 'Buy General Pack' }).click();
      await expect(page.getByRole('dialog', { name: 'Buy General Pack' })).toBeVisible();
      await keepScreenshot(page, testInfo);
      expect(await violations(page)).toEqual([]);
    });

    test('the stake dialogs have no axe violations', async ({ page }, testInfo) => {
      await login(page);
      await page.goto('/game/stake');
      await page.getByRole('button', { name: 'Passive stake' }).click();
      const passive = page.getByRole('dialog', { name: 'Passive stake' });
      for (const version of ['V2', 'V1']) {
        await passive.getByRole('tab', { name: version }).click();
        await expect(passive.getByRole('progressbar', { name: 'Next weekly payout' })).toBeVisible();
        await keepScreenshot(page, testInfo, `passive ${version}`);
        expect(await violations(page)).toEqual([]);
      }
      await page.keyboard.press('Escape');
      await page.goto('/game/stake/play');
      for (const [form, field, amount, dialog] of [
        ['Deposit', 'Amount to stake', '10', 'Confirm deposit'],
        ['Withdraw', 'Amount to withdraw', '10', 'Confirm withdraw'],
      ] as const) {
        const shown = page.getByRole('form', { name: form });
        await shown.getByLabel(field).fill(amount);
        await shown.getByRole('button', { name: form }).click();
        await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
        await keepScreenshot(page, testInfo, dialog);
        expect(await violations(page)).toEqual([]);
        await page.keyboard.press('Escape');
      }
    });

    test('the profile dialog has no axe violations', async ({ page }, testInfo) => {
      await login(page);
      // On a phone Profile is in the top bar's menu.
      if (width < 761) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await keepScreenshot(page, testInfo, 'menu');
        expect(await violations(page)).toEqual([]);
      }
      await page.getByRole('button', { name: 'Profile' }).click();
      await expect(page.getByRole('dialog', { name: 'Profile' })).toBeVisible();
      await keepScreenshot(page, testInfo);
      expect(await violations(page)).toEqual([]);
    });

    test('the burn confirmation and the pending-burn banner have no axe violations', async ({
      page,
    }, testInfo) => {
      await login(page);
      await page.goto('/game/album?page=6');
      await page.getByRole('button', { name: 'One more G001' }).click();
      await page.getByRole('button', { name: /^Burn NFTs — / }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm burn' })).toBeVisible();
      await keepScreenshot(page, testInfo, 'confirm');
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Cancel' }).click();
      const pending = {
        proofTx: 'a'.repeat(40),
        nfts: [{ id: 'G001', ide: 1, rareza: 'C', cantidad: 1, instanceIds: ['1'] }],
        totalBone: 100,
        startedAt: Date.now(),
      };
      await page.evaluate((p) => localStorage.setItem('hueso.pendingBurns', JSON.stringify([p])), pending);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Pending burn' })).toBeVisible();
      await keepScreenshot(page, testInfo, 'pending');
      expect(await violations(page)).toEqual([]);
    });

    test('the album dialogs have no axe violations', async ({ page }, testInfo) => {
      await login(page);
      await page.goto('/game/album?page=1');
      await page.getByRole('button', { name: /^G001, C, owned/ }).click();
      await expect(page.getByRole('dialog', { name: 'G001 · Bulldog' })).toBeVisible();
      await keepScreenshot(page, testInfo, 'instances');
      expect(await violations(page)).toEqual([]);
      await page
        .getByRole('button', { name: /^Sell NFT #/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Select a Price' })).toBeVisible();
      await keepScreenshot(page, testInfo, 'price');
      expect(await violations(page)).toEqual([]);
      await page.goto('/game/album?page=4');
      await page.getByRole('list', { name: 'Marketplace cards' }).getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await keepScreenshot(page, testInfo, 'offers');
      expect(await violations(page)).toEqual([]);
    });

    test('the arena battle and result dialogs have no axe violations', async ({ page }, testInfo) => {
      await login(page);
      await page.goto('/game/arena');
      await page.getByRole('button', { name: 'Enter Battle' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Battle' }).getByText('Searching opponent...'),
      ).toBeVisible();
      expect(await violations(page)).toEqual([]);
      const result = page.getByRole('dialog', { name: 'Battle result' });
      await expect(result).toBeVisible();
      await keepScreenshot(page, testInfo, 'arena result');
      expect(await violations(page)).toEqual([]);
    });
  });
}
