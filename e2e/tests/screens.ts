import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A screen has settled in any language: its h1 is shown and nothing says it is still loading. The
 * `ready` checks below name English texts; this one serves the Spanish runs.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1, main [role="heading"][aria-level="1"]').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Cargando|Loading/ })).toHaveCount(0);
}

/** The screens of SPEC.md section 2 and the page a missing remote falls back to. */
export const SCREENS: { path: string; name: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/game',
    name: 'home',
    ready: (page) => expect(page.getByRole('heading', { name: 'Islands' })).toBeVisible(),
  },
  {
    path: '/game/market',
    name: 'market',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Market' })).toBeVisible();
      await expect(page.getByTestId('wallet-HUESO')).toBeVisible();
    },
  },
  {
    path: '/game/inventory',
    name: 'inventory',
    ready: (page) => expect(page.getByRole('heading', { name: 'Inventory' })).toBeVisible(),
  },
  {
    path: '/game/arena',
    name: 'arena',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Arena', level: 1 })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Arena leaderboard' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Battle Log entries' })).toBeVisible();
    },
  },
  {
    path: '/game/stake',
    name: 'stake landing',
    ready: (page) => expect(page.getByRole('button', { name: 'Passive stake' })).toBeVisible(),
  },
  {
    path: '/game/stake/play',
    name: 'stake play',
    ready: (page) => expect(page.getByRole('table', { name: 'Stake play positions' })).toBeVisible(),
  },
  {
    path: '/game/album',
    name: 'album Special Market',
    ready: (page) =>
      expect(
        page.getByRole('list', { name: 'Special Market cards' }).getByRole('button').first(),
      ).toBeVisible(),
  },
  {
    path: '/game/album?page=1',
    name: 'album General Album',
    ready: async (page) => {
      await expect(
        page.getByRole('list', { name: 'General cards' }).getByRole('button').first(),
      ).toBeVisible();
      await expect(page.getByText('Global counts are complete.')).toBeVisible();
    },
  },
  {
    path: '/game/album?page=4',
    name: 'album Marketplace',
    ready: (page) =>
      expect(page.getByRole('list', { name: 'Marketplace cards' }).getByRole('button').first()).toBeVisible(),
  },
  {
    path: '/game/album?page=3',
    name: 'album Crafting',
    ready: (page) => expect(page.getByRole('list', { name: 'Your cards' })).toBeVisible(),
  },
  {
    path: '/game/album?page=6',
    name: 'album Burn NFTs',
    ready: (page) => expect(page.getByRole('list', { name: 'Your inventory' })).toBeVisible(),
  },
  {
    path: '/game/album?page=7',
    name: 'album Global Ranking',
    ready: (page) => expect(page.getByRole('table')).toBeVisible(),
  },
];
