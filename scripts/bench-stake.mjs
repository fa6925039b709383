/**
 * The stake area's step of the bench (scripts/bench.mjs calls it on a logged-in page): JavaScript downloaded for /game/stake and /game/stake/play, with a budget on
 * the stake remote's own files, and the times (reported only).
 */
const STAKE_GZIP_BUDGET = 60 * 1024;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** `report(title)` prints the cumulative table and resolves to its per-app totals; failures collect budget misses. */
export async function benchStake(page, report, failures) {
  let t = Date.now();
  await page.getByRole('link', { name: 'Stake', exact: true }).click();
  await page.getByRole('heading', { name: 'Stake', level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const landingMs = Date.now() - t;
  await report('then /game/stake: JavaScript downloaded (cumulative)');

  t = Date.now();
  await page.getByRole('link', { name: 'Stake play' }).click();
  await page.getByRole('table', { name: 'Stake play positions' }).waitFor();
  await page.waitForLoadState('networkidle');
  const playMs = Date.now() - t;
  const stake = (await report('then /game/stake/play: JavaScript downloaded (cumulative)')).apps.get('stake');
  if (!stake) failures.push('the stake remote downloaded no JavaScript');
  else if (stake.gzip > STAKE_GZIP_BUDGET)
    failures.push(`stake remote JavaScript ${kb(stake.gzip)} gzip > ${kb(STAKE_GZIP_BUDGET)}`);
  console.log(
    `\nTimes (reported only): /game/market to /game/stake ${landingMs} ms, to /game/stake/play ${playMs} ms`,
  );
}
