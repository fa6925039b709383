import type { Page } from '@playwright/test';
import { apps, registry } from '../../scripts/apps.mjs';
import { expect, homeShown } from './fixtures';
import type { GameTexts } from './texts';

/**
 * A screen has settled in any language: its h1 is shown and nothing says it is still loading. It
 * needs no texts; the `ready` checks below name what each screen shows, in the language of `t`.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1, main [role="heading"][aria-level="1"]').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Cargando|Loading/ })).toHaveCount(0);
}

/** A screen of the game and how to tell it is ready, given the texts of the language it shows. */
export interface Screen {
  path: string;
  name: string;
  ready: (page: Page, t: GameTexts) => Promise<void>;
}

/** The screens of SPEC.md section 2 and the page a missing remote falls back to. */
const SPEC_SCREENS: Screen[] = [
  {
    path: '/game',
    name: 'home',
    ready: homeShown,
  },
  {
    path: '/game/market',
    name: 'market',
    ready: async (page, t) => {
      await expect(page.getByRole('heading', { name: t.market.title })).toBeVisible();
      await expect(page.getByTestId('wallet-HUESO')).toBeVisible();
    },
  },
  {
    path: '/game/inventory',
    name: 'inventory',
    ready: (page, t) => expect(page.getByRole('heading', { name: t.inventory.title })).toBeVisible(),
  },
  {
    path: '/game/arena',
    name: 'arena',
    ready: async (page, t) => {
      await expect(page.getByRole('heading', { name: t.arena.title, level: 1 })).toBeVisible();
      await expect(page.getByRole('table', { name: t.arena.leaderboardCaption })).toBeVisible();
      await expect(page.getByRole('list', { name: t.arena.logEntries })).toBeVisible();
    },
  },
  {
    path: '/game/stake',
    name: 'stake landing',
    ready: (page, t) => expect(page.getByRole('button', { name: t.landing.chest })).toBeVisible(),
  },
  {
    path: '/game/stake/play',
    name: 'stake play',
    ready: (page, t) => expect(page.getByRole('table', { name: t.play.tableCaption })).toBeVisible(),
  },
  {
    path: '/game/album',
    name: 'album Special Market',
    ready: (page, t) =>
      expect(
        page.getByRole('list', { name: t.marketplace.grid.platform }).getByRole('button').first(),
      ).toBeVisible(),
  },
  {
    path: '/game/album?page=1',
    name: 'album General Album',
    ready: async (page, t) => {
      await expect(
        page.getByRole('list', { name: t.collection.grid.general }).getByRole('button').first(),
      ).toBeVisible();
      await expect(page.getByText(t.collection.counted)).toBeVisible();
    },
  },
  {
    path: '/game/album?page=4',
    name: 'album Marketplace',
    ready: (page, t) =>
      expect(
        page.getByRole('list', { name: t.marketplace.grid.all, exact: true }).getByRole('button').first(),
      ).toBeVisible(),
  },
  {
    path: '/game/album?page=3',
    name: 'album Crafting',
    ready: (page, t) => expect(page.getByRole('list', { name: t.crafting.ownedTitle })).toBeVisible(),
  },
  {
    path: '/game/album?page=6',
    name: 'album Burn NFTs',
    ready: (page, t) => expect(page.getByRole('list', { name: t.burn.inventoryTitle })).toBeVisible(),
  },
  {
    path: '/game/album?page=7',
    name: 'album Global Ranking',
    ready: (page) => expect(page.getByRole('table')).toBeVisible(),
  },
];

/**
 * Every screen of the tour: SPEC.md's, then each top bar entry of any other area of the registry
 * (one added with `npm run new-remote`), ready once it has settled.
 */
export const SCREENS: Screen[] = [
  ...SPEC_SCREENS,
  ...registry.remotes
    .filter((remote) => apps.some((app) => app.name === remote.name))
    .flatMap((remote) =>
      remote.nav.map((link) => ({ remote: remote.name, path: `/game/${link.route}`.replace(/\/$/, '') })),
    )
    .filter(({ path }) => !SPEC_SCREENS.some((s) => s.path === path))
    .map(({ remote, path }) => ({ path, name: remote, ready: (page: Page) => settled(page) })),
];
