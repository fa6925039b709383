/**
 * Can the deployed host run a remote? Compares what the host provides (its `mf-manifest.json`:
 * every shared library with the version it loads and the exports it keeps, and the federation
 * bundler runtime it puts on the page) with what each remote requires (the `shared` list of the
 * remote's `mf-manifest.json`: every library it takes from the host, with the range it accepts;
 * `metaData.hueso`: the exports it takes and the runtime range), and exits 1 naming the area and
 * the library when a requirement is not met.
 *
 *   npm run compat -- --host <url or dist folder> [--remote <url, dist folder or remote folder>]
 *
 * Without --remote it checks every remote the host's `config.json` lists; with it, only that
 * build (a local `dist/` before publishing, or a published manifest), or, given a remote's source
 * folder (`mfe-stake`), what its package.json requires before it is built. Each area must be one
 * the host knows (its manifest's `metaData.hueso.areas`): a host built before an area existed
 * answers its route with the 404 page. docs/deployment.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import semver from 'semver';
import sharedExports from '../shared/webpack/sharedExports.js';

const require = createRequire(import.meta.url);

const isUrl = (source) => /^https?:\/\//i.test(source);

/** The manifest of a host or remote given as a URL or a folder (its `mf-manifest.json`), or the `.json` named. */
export function manifestLocation(source) {
  if (source.endsWith('.json')) return isUrl(source) ? source : path.resolve(source);
  if (isUrl(source)) return new URL('mf-manifest.json', source.endsWith('/') ? source : `${source}/`).href;
  return path.resolve(source, 'mf-manifest.json');
}

/** A remote's source folder (package.json, no manifest): what it requires, before it is built. */
const isSourceFolder = (source) =>
  !isUrl(source) &&
  !source.endsWith('.json') &&
  existsSync(path.resolve(source, 'package.json')) &&
  !existsSync(path.resolve(source, 'mf-manifest.json'));

/** A file next to a manifest: same folder or same URL directory. */
const besides = (location, file) =>
  isUrl(location) ? new URL(file, location).href : path.join(path.dirname(location), file);

async function readJson(location) {
  if (!isUrl(location)) return JSON.parse(readFileSync(location, 'utf8'));
  const res = await fetch(location, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${location} answered HTTP ${res.status}`);
  return res.json();
}

/** A remote's own copy of a shared library (a standalone build carries fallbacks; the lean one does not). */
const hasOwnCopy = (entry) =>
  Boolean(entry.fallback) || ['sync', 'async'].some((k) => entry.assets?.js?.[k]?.length);

/**
 * One row per shared library of the host or the remote: the version provided, the range required
 * and whether the requirement is met (`problem` says why not).
 */
export function compare(hostManifest, remoteManifest) {
  const provided = new Map((hostManifest.shared ?? []).map((s) => [s.name, s]));
  const required = new Map((remoteManifest.shared ?? []).map((s) => [s.name, s]));
  const uses = remoteManifest.metaData?.hueso?.uses ?? {};
  const names = [...new Set([...provided.keys(), ...required.keys()])].sort();
  const rows = names.map((name) => {
    const version = provided.get(name)?.version;
    const need = required.get(name);
    const range = need?.requiredVersion;
    const row = { name, provided: version, required: need ? (range ?? '*') : undefined };
    if (!need) return { ...row, status: 'not used' };
    if (!version)
      return hasOwnCopy(need)
        ? { ...row, status: 'own copy' }
        : { ...row, problem: `the host does not provide ${name}` };
    const left = leftOut(name, provided.get(name).exports, uses[name]);
    if (left.length)
      return { ...row, problem: `${name}: takes ${left.join(', ')}, which the host's build left out` };
    if (range === false || range === undefined || range === '*') return { ...row, status: 'ok' };
    return versionRow(row, name, version, range);
  });
  // A lean remote takes the federation bundler runtime from the page (shared/webpack/lean-runtime).
  const runtimeRange = remoteManifest.metaData?.hueso?.runtime;
  if (runtimeRange) {
    const name = 'federation runtime';
    const version = hostManifest.metaData?.hueso?.runtime;
    const row = { name, provided: version, required: runtimeRange };
    rows.push(
      version
        ? versionRow(row, name, version, runtimeRange)
        : { ...row, problem: `the host does not provide the ${name} this remote entry takes from the page` },
    );
  }
  // A lean remote built since the page loads its chunks needs a host that does (createConfig.js, PAGE_API);
  // one built for a level the host's page no longer gives needs a rebuild (PAGE_FROM).
  const pageLevel = remoteManifest.metaData?.hueso?.page;
  const { page: level, pageFrom } = hostManifest.metaData?.hueso ?? {};
  const name = 'page runtime';
  if (runtimeRange && pageFrom && (pageLevel ?? 1) < pageFrom) {
    rows.push({
      name,
      provided: `${pageFrom} to ${level}`,
      required: String(pageLevel ?? 1),
      problem: `this lean remote entry was built for level ${pageLevel ?? 1} of the host's page, which it no longer gives (it runs ${pageFrom} to ${level}): rebuild the remote with this checkout and deploy it`,
    });
  } else if (pageLevel) {
    const row = {
      name,
      provided: level === undefined ? undefined : String(level),
      required: `>= ${pageLevel}`,
    };
    rows.push(
      level >= pageLevel
        ? { ...row, status: 'ok' }
        : {
            ...row,
            problem: `the host's page gives a lean remote entry level ${level ?? 1} of what it takes, this one needs ${pageLevel}: deploy the host first`,
          },
    );
  }
  return rows;
}

/**
 * Why the host cannot route to `area`, or nothing when it can: it lists the areas it was built
 * with (a host from before that list cannot tell, so it is refused too).
 */
export function unknownArea(hostManifest, area) {
  const areas = hostManifest.metaData?.hueso?.areas;
  if (!areas)
    return `the host does not list the areas it routes to (built before compat checked them), so it cannot be shown to know ${area}: build and deploy the host from a checkout whose shared/remotes.json lists ${area}`;
  if (!areas.includes(area))
    return `the host does not know the area ${area} (it routes to ${areas.join(', ')}): its /game route would be the 404 page; build and deploy the host from a checkout whose shared/remotes.json lists ${area} first`;
  return undefined;
}

/** The row of a requirement `range` against the `version` the host provides. */
function versionRow(row, name, version, range) {
  if (!semver.validRange(range)) return { ...row, problem: `${name}: unreadable range ${range}` };
  return semver.satisfies(version, range, { includePrerelease: true })
    ? { ...row, status: 'ok' }
    : { ...row, problem: `${name} ${range} is required, the host provides ${version}` };
}

/**
 * The exports a remote takes that the host's build does not provide (sharedExports.js's
 * `missingExports`): `exports` is the host's list (absent, from a host before the lists: all of
 * them), `taken` the remote's (absent: none recorded).
 */
function leftOut(name, exports, taken) {
  if (!taken) return [];
  return sharedExports
    .missingExports({ [name]: taken }, { [name]: exports ?? '*' })
    .map((m) => (m.name === '*' ? 'all of it' : m.name));
}

function table(area, rows) {
  const w = Math.max(7, ...rows.map((r) => r.name.length)) + 2;
  const head = `  ${'library'.padEnd(w)}${'host provides'.padEnd(16)}${`${area} requires`.padEnd(18)}`;
  const lines = rows.map(
    (r) =>
      `  ${r.name.padEnd(w)}${(r.provided ?? '-').padEnd(16)}${(r.required ?? '-').padEnd(18)}${
        r.problem ? 'NOT MET' : r.status
      }`,
  );
  return [head, ...lines].join('\n');
}

/**
 * Checks `remote` (or every remote of the host's config.json) against `host`. `remote` may also
 * be a manifest object (the build's own check, shared/webpack/createConfig.js).
 * @param {{ host: string, remote?: string | object }} options
 * @returns {Promise<{ ok: boolean, report: string, failures: string[] }>}
 */
export async function checkCompat({ host, remote }) {
  const out = [];
  const failures = [];
  const hostLocation = manifestLocation(host);
  let hostManifest;
  try {
    hostManifest = await readJson(hostLocation);
  } catch (err) {
    const failure = `host: cannot read its manifest ${hostLocation} (${err.message})`;
    return { ok: false, report: `host ${hostLocation}`, failures: [failure] };
  }
  out.push(`host ${hostLocation}`);

  let areas;
  if (remote && typeof remote === 'object') areas = [{ location: 'its package.json', manifest: remote }];
  else if (remote && isSourceFolder(remote)) {
    const { declaredManifest } = require('../shared/webpack/createConfig.js');
    const location = path.resolve(remote, 'package.json');
    try {
      areas = [{ location, manifest: declaredManifest(path.resolve(remote)) }];
    } catch (err) {
      return { ok: false, report: out.join('\n'), failures: [`${remote}: ${err.message}`] };
    }
  } else if (remote) areas = [{ location: manifestLocation(remote) }];
  else {
    const configLocation = besides(hostLocation, 'config.json');
    try {
      const config = await readJson(configLocation);
      areas = Object.entries(config.remotes ?? {}).map(([name, entry]) => ({
        name,
        location: isUrl(entry)
          ? entry
          : isUrl(configLocation)
            ? new URL(entry, configLocation).href
            : path.resolve(path.dirname(configLocation), entry),
      }));
    } catch (err) {
      const failure = `host: cannot read ${configLocation} (${err.message})`;
      return { ok: false, report: out.join('\n'), failures: [failure] };
    }
  }

  for (const { name, location, manifest: given } of areas) {
    let manifest = given;
    try {
      manifest ??= await readJson(location);
    } catch (err) {
      failures.push(`${name ?? location}: cannot read its manifest ${location} (${err.message})`);
      out.push('', `${name ?? '?'}  ${location}`, '  cannot read the manifest');
      continue;
    }
    const area = name ?? manifest.name;
    const rows = compare(hostManifest, manifest);
    const unknown = unknownArea(hostManifest, area);
    out.push('', `${area}  ${location}`, ...(unknown ? [`  NOT MET: ${unknown}`] : []), table(area, rows));
    if (unknown) failures.push(`${area}: ${unknown}`);
    for (const row of rows) if (row.problem) failures.push(`${area}: ${row.problem}`);
  }
  return { ok: failures.length === 0, report: out.join('\n'), failures };
}

/** The last line(s): what is not met, or that everything is. */
export const verdict = ({ ok, failures }) =>
  ok
    ? 'Compatible: the host provides every shared library the checked remotes need.'
    : ['Not compatible:', ...failures.map((f) => `  ${f}`)].join('\n');

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    if (flag !== '--host' && flag !== '--remote') throw new Error(`unknown option ${argv[i]}`);
    const value = inline ?? argv[++i];
    if (!value) throw new Error(`${flag} needs a value`);
    options[flag.slice(2)] = value;
  }
  if (!options.host) throw new Error('--host <url or dist folder> is required');
  return options;
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`compat: ${err.message}\nUsage: npm run compat -- --host <url|dir> [--remote <url|dir>]`);
    process.exit(2);
  }
  const result = await checkCompat(options);
  console.log(`${result.report}\n`);
  (result.ok ? console.log : console.error)(verdict(result));
  process.exit(result.ok ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
