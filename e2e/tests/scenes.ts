import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { ArenaStatus } from '@hueso/contract';
import { API, expect, login, textPattern } from './fixtures';
import type { GameTexts } from './texts';

/** The reference server as Node reaches it (its address, whatever `localhost` resolves to). */
const SERVER = API.replace('localhost', '127.0.0.1');

// The contract's rules, to know a battle's outcome from its seed (a CommonJS package, required
// because the ESM test files cannot take its re-exported names).
const { battlePower, botFor, replayBattle, winDrop } = createRequire(import.meta.url)(
  '@hueso/contract',
) as typeof import('@hueso/contract');

/** The player's arena status, read with a session of its own. */
export async function arenaStatus(user = 'demo', password = 'demo1234'): Promise<ArenaStatus> {
  const res = await fetch(`${SERVER}/api/loginPass`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, password }),
  });
  const { token } = (await res.json()) as { token: string };
  const status = await fetch(`${SERVER}/api/arena/status`, {
    headers: { authorization: `Bearer ${token}`, 'x-token': token },
  });
  return (await status.json()) as ArenaStatus;
}

/**
 * A seed whose bot battle the player wins (or loses), found by replaying it as the server will,
 * and set for the next queue start (POST /test/arena-seeds, with TEST_RESET=1 only).
 */
export async function presetBattle(st: ArenaStatus, win: boolean) {
  const power = battlePower(st.perfil.pp, st.userCounts);
  for (let i = 0; ; i++) {
    const seed = createHash('sha256').update(`arena-e2e-${i}`).digest('hex');
    const bot = botFor(seed, power, st.perfil.mmr);
    const replay = replayBattle(seed, power, bot.power);
    if ((replay.winner === 'a') !== win) continue;
    const res = await fetch(`${SERVER}/test/arena-seeds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seeds: [seed] }),
    });
    expect(res.ok).toBe(true);
    return { seed, bot, rounds: replay.rounds.length, drop: winDrop(seed, false) };
  }
}

/** Called at each moment a scene shows: the screenshots keep a picture, the a11y spec checks it. */
export type Shot = (name: string) => Promise<void>;

/**
 * A moment of a new player's first hour (issue 32's points), played from a fresh world: each
 * scene logs in, walks to what it shows and calls `shot` at every screen and dialog on the way.
 */
export interface Scene {
  name: string;
  /** What it shows, for the screenshots' contact sheet (docs' language: English). */
  point: string;
  run: (page: Page, t: GameTexts, shot: Shot) => Promise<void>;
}

const wallet = (page: Page, t: GameTexts) => page.getByRole('alertdialog', { name: t.devWallet.name });

export const SCENES: Scene[] = [
  {
    name: 'new player',
    point:
      'A new player (rookie): the first-run guide, step by step; after two digs, a Start the energy left cannot pay is off, with the reason and Recharge',
    run: async (page, t, shot) => {
      await login(page, 'rookie', 'rookie123');
      const guide = page.getByRole('region', { name: t.guide.title });
      for (let step = 0; step < t.guide.steps.length; step++) {
        await expect(guide.getByRole('heading', { name: t.guide.steps[step]!.title })).toBeVisible();
        await shot(`guide step ${step + 1}`);
        if (step < t.guide.steps.length - 1) await guide.getByRole('button', { name: t.guide.next }).click();
      }
      // Two 1-hour digs (an hour is five seconds at the clock the tests and the screenshots run)
      // leave 20 of rookie's 40 energy: short of Walk 6 hours' 25.
      const dig = page.getByRole('button', { name: t.missions.startLabel(t.missions.titles[1]) });
      for (let i = 0; i < 2; i++) {
        await dig.click();
        await expect(page.getByRole('progressbar', { name: t.missions.normalMission })).toBeVisible();
        if (i === 0) await shot('mission running');
        await page.getByRole('button', { name: t.missions.collect }).click({ timeout: 30_000 });
        await expect(dig).toBeEnabled();
      }
      const walk = t.missions.titles[6];
      await expect(page.getByRole('button', { name: t.missions.startLabel(walk) })).toBeDisabled();
      const recharge = page.getByRole('button', { name: t.missions.rechargeLabel(walk) });
      await recharge.scrollIntoViewIfNeeded();
      await shot('start off, recharge');
    },
  },
  {
    name: 'spend where it is',
    point:
      'Spend where it is: the wallet is short, the guided move brings the HUESO in game and the withdrawable over, the wallet signs, the packs are bought',
    run: async (page, t, shot) => {
      await login(page);
      await page.goto('/game/market');
      await expect(page.getByTestId('wallet-HUESO')).toBeVisible();
      await page.getByRole('button', { name: t.market.buyItem(t.item('General Pack')) }).click();
      const dialog = page.getByRole('dialog', { name: t.market.buyItem(t.item('General Pack')) });
      await shot('buy dialog');
      await dialog.getByLabel(t.market.amount).fill('5');
      await expect(dialog.getByRole('button', { name: t.market.topUpBuy, exact: true })).toBeVisible();
      await shot('guided move offered');
      await dialog.getByRole('button', { name: t.market.topUpBuy, exact: true }).click();
      await expect(wallet(page, t)).toBeVisible({ timeout: 20_000 });
      await shot('wallet prompt');
      await wallet(page, t).getByRole('button', { name: t.devWallet.approve }).click();
      await expect(page.getByText(t.market.bought(5, t.item('General Pack')))).toBeVisible({
        timeout: 20_000,
      });
      await shot('bought');
    },
  },
  {
    name: 'profile',
    point:
      'The profile: every HUESO figure named, the staked figure split in its parts, Withdraw all confirmed',
    run: async (page, t, shot) => {
      await login(page);
      // Below 900 px Profile is in the top bar's menu.
      if (page.viewportSize()!.width < 900) await page.getByRole('button', { name: t.topbar.menu }).click();
      await page.getByRole('button', { name: t.topbar.profile }).click();
      const dialog = page.getByRole('dialog', { name: t.profile.title });
      await expect(dialog.getByTestId('profile-wallet')).toHaveText(/\d/);
      await shot('profile');
      await dialog.getByRole('button', { name: t.profile.withdrawAll }).click();
      await expect(page.getByRole('dialog', { name: t.profile.withdrawAllTitle })).toBeVisible();
      await shot('withdraw all');
    },
  },
  {
    name: 'pack opening',
    point:
      'Opening three packs: cards face down, the rarity announced before the face, mid-way, then the summary',
    run: async (page, t, shot) => {
      await login(page);
      await page.goto('/game/inventory');
      await page.getByRole('button', { name: t.inventory.openItem(t.item('General Pack')) }).click();
      const form = page.getByRole('dialog', { name: t.inventory.openItem(t.item('General Pack')) });
      await form.getByLabel(t.inventory.amount).fill('3');
      await shot('open form');
      await form.getByRole('button', { name: t.inventory.submit, exact: true }).click();
      const opened = page.getByRole('dialog', { name: t.inventory.opened(t.item('General Pack')) });
      const list = opened.getByRole('list', { name: t.inventory.openedCards });
      await expect(list.getByRole('button', { name: t.inventory.turnOver(3) })).toBeVisible({
        timeout: 20_000,
      });
      await shot('face down');
      // Turned over one by one on their own (a tap turns one now): caught before the last.
      await expect(
        opened.getByText(t.inventory.revealed(1, 3)).or(opened.getByText(t.inventory.revealed(2, 3))),
      ).toBeVisible();
      await shot('mid-way');
      await expect(opened.getByRole('region', { name: t.inventory.summary(3) })).toBeVisible({
        timeout: 15_000,
      });
      await shot('summary');
    },
  },
  {
    name: 'battle',
    point: 'A won battle: the search, the rounds played out, the result first, then the rewards',
    run: async (page, t, shot) => {
      const known = await presetBattle(await arenaStatus(), true);
      await login(page);
      await page.goto('/game/arena');
      await expect(page.getByTestId('arena-mmr')).toHaveText(/\d/);
      await shot('arena');
      await page.getByRole('button', { name: t.arena.enter }).click();
      await expect(
        page.getByRole('dialog', { name: t.arena.battleTitle }).getByText(t.arena.searching),
      ).toBeVisible();
      await shot('searching');
      const result = page.getByRole('dialog', { name: t.arena.resultTitle });
      await expect(result.getByTestId(`round-${known.rounds}`)).toBeVisible({ timeout: 20_000 });
      await shot('result');
      await result.getByRole('button', { name: t.arena.seeRewards }).click();
      await expect(page.getByRole('dialog', { name: t.arena.rewardTitle })).toBeVisible();
      await shot('rewards');
    },
  },
  {
    name: 'hopeless fight',
    point: 'A player with 0 PP (rookie) is warned before paying for a fight their power makes near-hopeless',
    run: async (page, t, shot) => {
      await login(page, 'rookie', 'rookie123');
      await page.goto('/game/arena');
      await expect(page.getByTestId('arena-pp')).toHaveText('0');
      await page.getByRole('button', { name: t.arena.enter }).click();
      await expect(page.getByRole('dialog', { name: t.arena.hopelessTitle })).toBeVisible();
      await shot('warning');
    },
  },
  {
    name: 'card page',
    point:
      "A card's page: its portrait, name, rarity explained (the legend), power, copies owned and listed; selling a copy",
    run: async (page, t, shot) => {
      await login(page);
      await page.goto('/game/album?page=1');
      await page
        .getByRole('button', { name: textPattern(t.collection.tile, t.cardName(1), 'G001', 'C', '\\d+') })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: t.cardName(1) })).toBeVisible();
      await expect(page.getByRole('img', { name: t.cardPage.art(t.cardName(1)) })).toHaveJSProperty(
        'complete',
        true,
      );
      await shot('card page');
      await page.getByRole('button', { name: t.cardPage.manage }).click();
      await expect(page.getByRole('dialog', { name: `${t.cardName(1)} · G001` })).toBeVisible();
      await shot('copies');
      await page
        .getByRole('button', {
          name: textPattern((id: string) => t.collection.sellLabel(t.album.nft(id)), '\\d+'),
        })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: t.collection.priceTitle })).toBeVisible();
      await shot('sell');
    },
  },
  {
    name: 'crafting',
    point:
      'Crafting: the recipe before the first pick, the selection in view, the wallet burning the five cards',
    run: async (page, t, shot) => {
      await login(page);
      await page.goto('/game/album?page=3');
      await expect(page.getByRole('list', { name: t.crafting.recipeTitle })).toBeVisible();
      await shot('recipe');
      const add = page.getByRole('button', { name: t.crafting.add('G001', 5), exact: true });
      for (let i = 0; i < 5; i++) await add.click();
      await expect(page.getByText(t.crafting.need(5, 'C'))).toBeVisible();
      await shot('selection');
      await page.getByRole('button', { name: t.crafting.craft, exact: true }).click();
      await expect(wallet(page, t)).toBeVisible();
      await shot('wallet prompt');
    },
  },
  {
    name: 'burn',
    point: 'The burn page: the docked burn button, a confirmation, the wallet, and the page with its history',
    run: async (page, t, shot) => {
      await login(page);
      await page.goto('/game/album?page=6');
      await page.getByRole('button', { name: t.burn.more('G004') }).click();
      await shot('picked');
      await page.getByRole('button', { name: t.burn.burnButton(t.format.amount(100)), exact: true }).click();
      const confirm = page.getByRole('dialog', { name: t.burn.confirmTitle });
      await expect(confirm).toBeVisible();
      await shot('confirm');
      await confirm.getByRole('button', { name: t.burn.confirm, exact: true }).click();
      await expect(wallet(page, t)).toBeVisible();
      await shot('wallet prompt');
      await wallet(page, t).getByRole('button', { name: t.devWallet.approve }).click();
      const history = page.getByRole('table', { name: t.burn.historyTitle });
      await expect(history.getByRole('row')).toHaveCount(2, { timeout: 20_000 });
      await page.reload();
      await expect(history.getByRole('row')).toHaveCount(2);
      await shot('history');
    },
  },
  {
    name: 'passive stake',
    point: 'The passive stake: its payouts, and the confirmation before a withdraw that says what returns',
    run: async (page, t, shot) => {
      await login(page);
      await page.goto('/game/stake');
      await page.getByRole('button', { name: t.landing.chest }).click();
      const passive = page.getByRole('dialog', { name: t.passive.title });
      await passive.getByRole('tab', { name: t.passive.version(2) }).click();
      await expect(passive.getByRole('progressbar', { name: t.passive.nextPayout })).toBeVisible();
      await shot('passive V2');
      // demo's passive stake is in V1 (closed to deposits, open to withdraws).
      await passive.getByRole('tab', { name: t.passive.version(1) }).click();
      await expect(passive.getByRole('button', { name: t.passive.withdrawConfirm(1) })).toBeEnabled();
      await shot('passive V1');
      await passive.getByRole('button', { name: t.passive.withdrawConfirm(1) }).click();
      await expect(page.getByRole('dialog', { name: t.passive.withdrawTitle(1) })).toBeVisible();
      await shot('withdraw');
    },
  },
];
