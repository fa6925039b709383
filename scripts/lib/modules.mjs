import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { apps, root } from '../apps.mjs';

/** The app a script was served by (its port), or the URL's host for any other origin. */
export const appOf = (url) =>
  apps.find((a) => new URL(url).port === String(a.port))?.name ?? new URL(url).host;

/**
 * The source modules of every built script (`<app>/.stats/<build>.json`, written by
 * shared/webpack/createConfig.js's ModuleStatsPlugin), by app name and file path.
 */
function moduleStats() {
  const byApp = new Map();
  for (const app of apps) {
    const dir = path.join(root, app.dir, '.stats');
    const files = new Map();
    if (existsSync(dir))
      for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')))
        for (const [file, modules] of Object.entries(
          JSON.parse(readFileSync(path.join(dir, name), 'utf8')).files,
        ))
          files.set(file, modules);
    byApp.set(app.name, files);
  }
  return byApp;
}

/**
 * Each source module of the downloaded scripts, with the scripts that carry it and its share of
 * each (the bytes of the script it accounts for, minified: the script's raw bytes shared out by
 * source size); `unknown` lists the scripts without module stats.
 */
export function moduleShares(scripts) {
  const stats = moduleStats();
  const carriers = new Map();
  const unknown = [];
  for (const [url, s] of scripts) {
    const file = new URL(url).pathname.replace(/^\//, '');
    const modules = stats.get(appOf(url))?.get(file);
    if (!modules) {
      unknown.push(url);
      continue;
    }
    const source = Object.values(modules).reduce((t, n) => t + n, 0);
    const bundle = `${appOf(url)}/${file}`;
    for (const [name, size] of Object.entries(modules)) {
      const row = carriers.get(name) ?? [];
      const share = source ? size / source : 0;
      row.push({ bundle, source: size, raw: s.raw * share, gzip: s.gzip * share });
      carriers.set(name, row);
    }
  }
  return { carriers, unknown };
}

/** Gzip bytes of @module-federation's own modules among `scripts` (shared out by source size). */
export function runtimeShare(scripts) {
  let total = 0;
  for (const [name, rows] of moduleShares(scripts).carriers)
    if (name.startsWith('@module-federation/')) total += rows.reduce((t, r) => t + r.gzip, 0);
  return total;
}
