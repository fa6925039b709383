/**
 * A new game area in one command, from the one template (scripts/templates/remote):
 *
 *   npm run new-remote -- <name> [--label "Guild"] [--label-es "Gremio"]
 *
 * Writes mfe-<name>/ (package, webpack config, App, mount, bootstrap, a feature folder with its
 * API, screen, texts in English and Español and a test), then lists the area in
 * shared/remotes.json (the next free port, its route and top bar entry), in the default
 * config.json, in the root workspaces and in the lockfile, and links it into node_modules as npm
 * would. Lint, typecheck, the unit tests, the e2e screen tour, `npm run dev` and `npm start` read
 * those lists, so nothing else needs an edit. README.md, "A new area".
 *
 * Options: --root <dir> (another checkout; tests), --no-lockfile (leave package-lock.json as it is).
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { chainPort, serverPort } from './apps.mjs';
import { integratorPort } from './integrator.mjs';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates/remote');
/**
 * Ports the game's other processes hold: the reference server and the chain node (apps.mjs), the
 * demo integrator (integrator.mjs). The browser tests' own servers listen on ports the system picks.
 */
const RESERVED_PORTS = [serverPort, chainPort, integratorPort];

function parseArgs(argv) {
  const options = { lockfile: true };
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    if (flag === '--label') options.label = value();
    else if (flag === '--label-es') options.labelEs = value();
    else if (flag === '--root') options.root = path.resolve(value());
    else if (flag === '--no-lockfile') options.lockfile = false;
    else if (flag.startsWith('--')) throw new Error(`unknown option ${flag}`);
    else positional.push(argv[i]);
  }
  if (positional.length !== 1) throw new Error('give one area name');
  options.name = positional[0];
  return options;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Writes `data` as the repository's prettier configuration formats it. */
async function writeFormatted(file, data) {
  const text = typeof data === 'string' ? data : `${JSON.stringify(data, null, 2)}\n`;
  const config = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...config, filepath: file }));
}

/** The first port from 8081 up that no app of the registry and no other process of the game uses. */
export function nextFreePort(registry) {
  const used = new Set([registry.host.port, ...registry.remotes.map((r) => r.port), ...RESERVED_PORTS]);
  let port = registry.host.port + 1;
  while (used.has(port)) port++;
  return port;
}

/** Every file of the template, relative to it. */
function templateFiles(dir = TEMPLATE, found = []) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) templateFiles(file, found);
    else found.push(path.relative(TEMPLATE, file));
  }
  return found;
}

/**
 * Creates the area `name` in the checkout at `root`. Returns what it wrote and the next steps.
 * @param {{ name: string, label?: string, labelEs?: string, root: string, lockfile?: boolean }} options
 */
export async function newRemote({ name, label, labelEs, root, lockfile = true }) {
  if (!/^[a-z][a-z0-9]*$/.test(name ?? ''))
    throw new Error(`"${name}" is not an area name: lower-case letters and digits, starting with a letter`);
  const registryFile = path.join(root, 'shared/remotes.json');
  const registry = readJson(registryFile);
  const dir = `mfe-${name}`;
  if (registry.remotes.some((r) => r.name === name))
    throw new Error(`shared/remotes.json already lists ${name}`);
  if (registry.remotes.some((r) => r.routes.some((route) => route.toLowerCase() === name)))
    throw new Error(`the route /game/${name} belongs to another area`);
  if (existsSync(path.join(root, dir))) throw new Error(`${dir}/ already exists`);

  const english = label ?? name[0].toUpperCase() + name.slice(1);
  const spanish = labelEs ?? english;
  const port = nextFreePort(registry);
  const manifest = `http://localhost:${port}/mf-manifest.json`;
  const words = {
    __name__: name,
    __Name__: name[0].toUpperCase() + name.slice(1),
    __NAME__: name.toUpperCase(),
    __labelEs__: spanish,
    __label__: english,
  };
  const fill = (text) => Object.entries(words).reduce((t, [key, value]) => t.split(key).join(value), text);

  // The remote's files.
  const written = [];
  for (const file of templateFiles()) {
    const target = path.join(root, dir, fill(file).replace(/\.tpl$/, ''));
    mkdirSync(path.dirname(target), { recursive: true });
    await writeFormatted(target, fill(readFileSync(path.join(TEMPLATE, file), 'utf8')));
    written.push(path.relative(root, target));
  }
  // It requires of the host what the host of this checkout provides: each shared library from its
  // installed version on (shared/webpack/createConfig.js, `requiredRange`).
  const require = createRequire(path.join(root, 'package.json'));
  const createConfig = require('./shared/webpack/createConfig.js');
  const pkgFile = path.join(root, dir, 'package.json');
  const pkg = readJson(pkgFile);
  pkg.dependencies = Object.fromEntries(
    createConfig
      .sharedPackages()
      .map((library) => [library, `^${createConfig.installedVersion(library)}`])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  await writeFormatted(pkgFile, pkg);

  // The lists that name every area.
  registry.remotes.push({
    name,
    dir,
    label: english,
    labelEs: spanish,
    port,
    manifest,
    routes: [name],
    nav: [{ label: english, labelEs: spanish, route: name }],
  });
  await writeFormatted(registryFile, registry);
  const configFile = path.join(root, 'shared/config/config.default.json');
  const config = readJson(configFile);
  config.remotes[name] = manifest;
  await writeFormatted(configFile, config);
  const rootPkgFile = path.join(root, 'package.json');
  const rootPkg = readJson(rootPkgFile);
  const lastRemote = rootPkg.workspaces.findLastIndex((w) => w.startsWith('mfe-'));
  rootPkg.workspaces.splice(lastRemote + 1, 0, dir);
  await writeFormatted(rootPkgFile, rootPkg);
  written.push('shared/remotes.json', 'shared/config/config.default.json', 'package.json');

  // The workspace link npm would make, so the tools resolve @hueso/mfe-<name> without an install.
  const link = path.join(root, 'node_modules/@hueso', dir);
  if (existsSync(path.dirname(link)) && !existsSync(link)) {
    symlinkSync(path.relative(path.dirname(link), path.join(root, dir)), link);
    written.push(path.relative(root, link));
  }
  if (lockfile) {
    // Only the lock file: node_modules stay as they are (every library is already installed).
    execFileSync(
      'npm',
      ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    execFileSync(process.execPath, [path.join(root, 'scripts/complete-lockfile.mjs')], {
      cwd: root,
      stdio: 'ignore',
    });
    written.push('package-lock.json');
  }

  const next = [
    `The ${english} area (${dir}) is on port ${port} and at /game/${name}.`,
    ...(labelEs === undefined
      ? [
          `  Its Spanish name is "${spanish}" for now: set labelEs in shared/remotes.json and the texts of ${dir}/src/features/${name}/messages-es.ts.`,
        ]
      : []),
    'Next:',
    ...[
      [
        'npm run dev',
        `the game with the area in the top bar; the area alone on http://localhost:${port}/${name}`,
      ],
      [`npx jest ${dir} --selectProjects web`, 'its screen test'],
      ['npm run provided-exports', 'when it takes from @hueso/shared what no other area takes yet'],
      [
        'npm run build && npm run compat -- --host host/dist',
        'deploy the host (it now routes to the area) before the area',
      ],
    ].map(
      ([command, what], _, all) => `  ${command.padEnd(Math.max(...all.map(([c]) => c.length)) + 2)}${what}`,
    ),
    `Its screens: ${dir}/src/features/${name}/ (API, screen, messages.ts in English and messages-es.ts in Español, test); its routes: ${dir}/src/App.tsx.`,
  ];
  return { dir, port, written, next };
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(
      `new-remote: ${err.message}\nUsage: npm run new-remote -- <name> [--label "Guild"] [--label-es "Gremio"]`,
    );
    process.exit(2);
  }
  const root = options.root ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  try {
    const result = await newRemote({ ...options, root });
    console.log(`Wrote:\n${result.written.map((f) => `  ${f}`).join('\n')}\n\n${result.next.join('\n')}`);
  } catch (err) {
    console.error(`new-remote: ${err.message}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
