import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, homeShown, login, test, textPattern } from './fixtures';
import { SCENES } from './scenes';
import { SCREENS } from './screens';

/** Every axe violation on the page, whatever its impact, as readable lines (empty when clean). */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary ?? v.help}`),
  );
}

/**
 * What is wider than its box on the page: the document (the page pans sideways) and each open
 * dialog (its content cut or scrolling sideways), as readable lines (empty when all fits).
 */
async function tooWide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wide: string[] = [];
    const doc = document.documentElement.scrollWidth - window.innerWidth;
    if (doc > 0) wide.push(`the document: ${doc} px`);
    for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')) {
      const extra = dialog.scrollWidth - dialog.clientWidth;
      const box = dialog.getBoundingClientRect();
      if (extra > 1) wide.push(`${dialog.getAttribute('aria-label') ?? dialog.id}: ${extra} px`);
      if (box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
        wide.push(`${dialog.getAttribute('aria-label') ?? dialog.id}: outside the window`);
    }
    return wide;
  });
}

/**
 * Waits for the running animations that end (a card's flip, a dialog's entrance) to end: axe
 * reads colours as painted, and a text caught mid-fade would measure as low contrast. Endless
 * ones (a rarity's glow) are decoration and stay as they are.
 */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** No axe violation and nothing wider than the window, on the screen or in its open dialogs. */
async function expectSound(page: Page) {
  await settled(page);
  expect(await violations(page)).toEqual([]);
  expect(await tooWide(page)).toEqual([]);
}

/** Keeps a full-page screenshot in the test's output folder (test-results/), to look at the layout. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name = 'screen') {
  await page.screenshot({ path: testInfo.outputPath(`${name.replace(/\W+/g, '-')}.png`), fullPage: true });
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the login screen has no axe violations', async ({ page, t }, testInfo) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: t.login.title })).toBeVisible();
      await keepScreenshot(page, testInfo);
      await expectSound(page);
      await page.getByRole('button', { name: t.login.logIn }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectSound(page);
    });

    for (const screen of SCREENS) {
      test(`the ${screen.name} screen has no axe violations and fits the width`, async ({
        page,
        t,
      }, testInfo) => {
        await login(page);
        await page.goto(screen.path);
        await screen.ready(page, t);
        await keepScreenshot(page, testInfo);
        await expectSound(page);
      });
    }

    test('the home screen dialogs have no axe violations', async ({ page, t }, testInfo) => {
      await login(page);
      for (const [button, dialog] of [
        [t.pool.open, t.poolDialog.title],
        [t.metrics.button, t.metricsDialog.title],
        [t.ecosystem.button, t.ecosystemDialog.title],
      ] as const) {
        await page.getByRole('button', { name: button }).click();
        const shown = page.getByRole('dialog', { name: dialog });
        await expect(shown).toBeVisible();
        await expect(shown.getByRole('status')).toHaveCount(0);
        await keepScreenshot(page, testInfo, dialog);
        await expectSound(page);
        await page.keyboard.press('Escape');
        await expect(shown).toBeHidden();
      }
    });

    test('the stake dialogs have no axe violations', async ({ page, t }, testInfo) => {
      await login(page);
      await page.goto('/game/stake');
      await page.getByRole('button', { name: t.landing.chest }).click();
      const passive = page.getByRole('dialog', { name: t.passive.title });
      for (const version of [t.passive.version(2), t.passive.version(1)]) {
        await passive.getByRole('tab', { name: version }).click();
        await expect(passive.getByRole('progressbar', { name: t.passive.nextPayout })).toBeVisible();
        await keepScreenshot(page, testInfo, `passive ${version}`);
        await expectSound(page);
      }
      await page.keyboard.press('Escape');
      await page.goto('/game/stake/play');
      for (const [form, field, action, amount, dialog] of [
        [t.play.depositPanel, t.play.amountToStake, t.play.depositAction, '10', t.play.depositTitle],
        [t.play.withdrawPanel, t.play.amountToWithdraw, t.play.withdrawAction, '10', t.play.withdrawTitle],
      ] as const) {
        const shown = page.getByRole('form', { name: form });
        await shown.getByLabel(field).fill(amount);
        await shown.getByRole('button', { name: action }).click();
        await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
        await keepScreenshot(page, testInfo, dialog);
        await expectSound(page);
        await page.keyboard.press('Escape');
      }
    });

    test('the profile dialog has no axe violations', async ({ page, t }, testInfo) => {
      await login(page);
      // axe looks at the whole page: the home screen first, not the page while its area loads.
      await homeShown(page, t);
      // On a phone Profile is in the top bar's menu.
      if (width < 900) {
        await page.getByRole('button', { name: t.topbar.menu }).click();
        await keepScreenshot(page, testInfo, 'menu');
        await expectSound(page);
      }
      await page.getByRole('button', { name: t.topbar.profile }).click();
      await expect(page.getByRole('dialog', { name: t.profile.title })).toBeVisible();
      await keepScreenshot(page, testInfo);
      await expectSound(page);
    });

    test('the burn confirmation and the pending-burn banner have no axe violations', async ({
      page,
      t,
    }, testInfo) => {
      await login(page);
      await page.goto('/game/album?page=6');
      await page.getByRole('button', { name: t.burn.more('G001') }).click();
      await page.getByRole('button', { name: textPattern(t.burn.burnButton, '.+') }).click();
      await expect(page.getByRole('dialog', { name: t.burn.confirmTitle })).toBeVisible();
      await keepScreenshot(page, testInfo, 'confirm');
      await expectSound(page);
      await page.getByRole('button', { name: t.burn.cancel }).click();
      const pending = {
        proofTx: 'a'.repeat(40),
        nfts: [{ id: 'G001', ide: 1, rareza: 'C', cantidad: 1, instanceIds: ['1'] }],
        totalBone: 100,
        startedAt: Date.now(),
      };
      await page.evaluate((p) => localStorage.setItem('hueso.pendingBurns', JSON.stringify([p])), pending);
      await page.reload();
      await expect(page.getByRole('heading', { name: t.burn.pendingTitle })).toBeVisible();
      await keepScreenshot(page, testInfo, 'pending');
      await expectSound(page);
    });

    test("the marketplace's offers dialog has no axe violations", async ({ page, t }, testInfo) => {
      await login(page);
      await page.goto('/game/album?page=4');
      await page
        .getByRole('list', { name: t.marketplace.grid.all, exact: true })
        .getByRole('button')
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await keepScreenshot(page, testInfo, 'offers');
      await expectSound(page);
    });

    // Each moment of a new player's first hour, every screen and dialog on the way.
    for (const scene of SCENES) {
      test(`${scene.name}: every screen and dialog on the way has no axe violations and fits`, async ({
        page,
        t,
      }, testInfo) => {
        await scene.run(page, t, async (name) => {
          await settled(page);
          await keepScreenshot(page, testInfo, name);
          await expectSound(page);
        });
      });
    }
  });
}
