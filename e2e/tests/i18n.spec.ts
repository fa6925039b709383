import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SCREENS, settled } from './screens';

/**
 * English and Español in the browser: the first visit follows the browser's language, the switch
 * on the login screen and in the top bar changes every area at once and is remembered, `<html
 * lang>` follows, and every screen in Español has no English left and no axe violations.
 */

/**
 * English UI words and item names that no Spanish screen may show (data such as card or player
 * names aside; docs/glossary.md).
 */
const ENGLISH =
  /\b(the|your|and|with|Loading|Cancel|Close|Retry|Buy|Sell|Open|Level|Balance|Energy|Profile|Logout|Deposit|Withdraw|Search|Previous|Next|Rows|Confirm|Price|Owned|Pack|Fusion|LVL UP|Initial Land|Stake Ticket|ticket stake|Power Collection|Approve)\b/;

async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label],[title],[alt],[placeholder]'))
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = el.getAttribute(name);
        if (value) parts.push(value);
      }
    return parts.join('\n');
  });
}

/** Lines of the page holding an English UI word (empty when the screen is all Spanish). */
async function englishLines(page: Page): Promise<string[]> {
  return (await visibleText(page)).split('\n').filter((line) => ENGLISH.test(line));
}

async function logInInSpanish(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Inicia sesión con tu usuario' })).toBeVisible();
  await page.getByLabel('Usuario', { exact: true }).fill('demo');
  await page.getByLabel('Contraseña', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/game$/);
}

test.describe('in a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('the first visit is in Español; the switch is remembered and reaches every area', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Inicia sesión con tu usuario' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByLabel('Idioma').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Log in with your user' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in with your user' })).toBeVisible();
    await page.getByLabel('Language').selectOption('es');
    await logInInSpanish(page);
    await expect(page.getByText('HUESO (en el juego)', { exact: true })).toBeVisible();
    // The switch in the top bar changes the host and the remote on screen together.
    await page.getByLabel('Idioma').selectOption('en');
    await expect(page.getByText('HUESO (in game)', { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await englishLines(page)).not.toEqual([]);
    await page.getByLabel('Language').selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByText('HUESO (en el juego)', { exact: true })).toBeVisible();
  });

  test('a refusal from the server comes in Español', async ({ request }) => {
    const res = await request.post('http://localhost:8090/api/loginPass', {
      data: { user: 'demo', password: 'wrong-one' },
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({ error: 'Usuario o contraseña no válidos' });
  });

  for (const width of [1280, 375]) {
    test(`every screen at ${width} px is all in Español, with no axe violations`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 800 });
      await logInInSpanish(page);
      const problems: string[] = [];
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await settled(page);
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        for (const line of await englishLines(page)) problems.push(`${screen.name}: ${line}`);
        const axe = await new AxeBuilder({ page }).analyze();
        for (const v of axe.violations) problems.push(`${screen.name}: axe ${v.id} (${v.nodes.length})`);
      }
      expect(problems).toEqual([]);
    });
  }

  test('the profile, home and buy dialogs in Español have no English word and no axe violations', async ({
    page,
  }) => {
    await logInInSpanish(page);
    const problems: string[] = [];
    const check = async (name: string) => {
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Leyendo|Cargando/ })).toHaveCount(0);
      for (const line of await englishLines(page)) problems.push(`${name}: ${line}`);
      const axe = await new AxeBuilder({ page }).analyze();
      for (const v of axe.violations) problems.push(`${name}: axe ${v.id} (${v.nodes.length})`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    };
    await page.getByRole('button', { name: 'Perfil' }).click();
    await expect(page.getByTestId('profile-wallet')).not.toHaveText('Leyendo…');
    await check('profile');
    for (const button of ['Abrir el pool', 'Métricas de Hueso', 'Ecosistema']) {
      await page.getByRole('button', { name: button }).click();
      await check(button);
    }
    await page.goto('/game/market');
    await page.getByRole('button', { name: 'Comprar Sobre general' }).click();
    await check('buy');
    // The dev wallet's window too; its memo line is the chain's item key, sent as it is.
    await page.getByRole('button', { name: 'Comprar Sobre general' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Comprar', exact: true }).click();
    const wallet = page.getByRole('alertdialog', { name: 'Billetera de desarrollo' });
    await expect(wallet).toContainText('Billetera de desarrollo: Enviar token');
    await expect(wallet).toContainText('Nota: General Pack');
    for (const line of (await wallet.innerText()).split('\n'))
      if (!line.startsWith('Nota:') && ENGLISH.test(line)) problems.push(`dev wallet: ${line}`);
    await wallet.getByRole('button', { name: 'Cancelar' }).click();
    expect(problems).toEqual([]);
  });
});
