import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm run compat` (scripts/compat.mjs, docs/deployment.md): the host's manifest against each
 * remote's, with fake manifests in a temp folder (and over HTTP), and the real build when present.
 */
const root = path.resolve(__dirname, '../..');
// Each test starts several Node.js processes; on a busy machine (the generator's build in the
// same run) that takes longer than jest's default 5 s.
jest.setTimeout(30_000);
const script = path.join(root, 'scripts/compat.mjs');
let dir: string;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

const compat = (...args: string[]) =>
  new Promise<Run>((resolve) => {
    execFile(process.execPath, [script, ...args], { cwd: root }, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code) : 0, stdout, stderr }),
    );
  });

const hostShared = (versions: Record<string, string>) =>
  Object.entries(versions).map(([name, version]) => ({ id: `host:${name}`, name, version, singleton: true }));
/** A lean remote manifest: every library taken from the host (no fallback of its own). */
const remoteShared = (ranges: Record<string, string>) =>
  Object.entries(ranges).map(([name, requiredVersion]) => ({
    id: `x:${name}`,
    name,
    version: requiredVersion.replace(/^\^/, ''),
    singleton: true,
    requiredVersion,
    assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    fallback: '',
  }));

function write(folder: string, file: string, json: unknown) {
  mkdirSync(path.join(dir, folder), { recursive: true });
  writeFileSync(path.join(dir, folder, file), JSON.stringify(json));
  return path.join(dir, folder);
}

const HOST = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'styled-components': '6.6.0',
  '@hueso/shared': '2.0.0',
};
/** The areas a host routes to, as its build lists them (shared/remotes.json then). */
const KNOWS = { hueso: { areas: ['missions', 'market', 'album', 'stake', 'arena'] } };
const FITS = { react: '19.3.1', 'styled-components': '6.6.0', '@hueso/shared': '^2.0.0' };

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'hueso-compat-'));
  write('host', 'mf-manifest.json', { id: 'host', name: 'host', metaData: KNOWS, shared: hostShared(HOST) });
  write('host', 'config.json', {
    remotes: { stake: '../stake/mf-manifest.json', market: '../market/mf-manifest.json' },
  });
  write('stake', 'mf-manifest.json', { id: 'stake', name: 'stake', shared: remoteShared(FITS) });
  write('market', 'mf-manifest.json', {
    id: 'market',
    name: 'market',
    shared: remoteShared({ ...FITS, '@hueso/shared': '^2.1.0' }),
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a remote that needs a newer @hueso/shared than the host provides fails, naming the area and the library', async () => {
  const run = await compat('--host', path.join(dir, 'host'), '--remote', path.join(dir, 'market'));
  expect(run.code).toBe(1);
  expect(run.stdout).toMatch(/@hueso\/shared\s+2\.0\.0\s+\^2\.1\.0\s+NOT MET/);
  expect(run.stdout).toMatch(/react\s+19\.3\.1\s+19\.3\.1\s+ok/);
  expect(run.stderr).toContain('Not compatible:');
  expect(run.stderr).toContain('market: @hueso/shared ^2.1.0 is required, the host provides 2.0.0');
});

test('a remote built against a newer React fails too, as does a library the host does not provide', async () => {
  write('newer', 'mf-manifest.json', {
    name: 'arena',
    shared: remoteShared({ ...FITS, react: '19.4.0', 'react-router': '^7.18.5' }),
  });
  const run = await compat('--host', path.join(dir, 'host'), '--remote', path.join(dir, 'newer'));
  expect(run.code).toBe(1);
  expect(run.stderr).toContain('arena: react 19.4.0 is required, the host provides 19.3.1');
  expect(run.stderr).toContain('arena: the host does not provide react-router');
  expect(run.stderr).not.toContain('@hueso/shared');
});

test('a remote whose needs the host meets passes, and lists every library the host provides', async () => {
  const run = await compat('--host', path.join(dir, 'host'), '--remote', path.join(dir, 'stake'));
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/@hueso\/shared\s+2\.0\.0\s+\^2\.0\.0\s+ok/);
  expect(run.stdout).toMatch(/react-dom\s+19\.3\.1\s+-\s+not used/);
  expect(run.stdout).toContain('Compatible');
});

test('without --remote, every remote of the host config.json is checked, over HTTP', async () => {
  const server: Server = createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(req.url!));
    if (!existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const run = await compat('--host', `${base}/host/`);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`stake  ${base}/stake/mf-manifest.json`);
    expect(run.stdout).toContain(`market  ${base}/market/mf-manifest.json`);
    expect(run.stderr).toContain('market: @hueso/shared ^2.1.0 is required');
    expect(run.stderr).not.toContain('stake:');

    const noRemote = await compat('--host', `${base}/host/`, '--remote', `${base}/nowhere/`);
    expect(noRemote.code).toBe(1);
    expect(noRemote.stderr).toContain(`cannot read its manifest ${base}/nowhere/mf-manifest.json (`);
    const noHost = await compat('--host', base);
    expect(noHost.code).toBe(1);
    expect(noHost.stderr).toContain(`host: cannot read its manifest ${base}/mf-manifest.json`);
  } finally {
    server.close();
  }
});

test('a remote that needs a newer @hueso/contract/common than the host provides fails like any shared library', async () => {
  write('host-contract', 'mf-manifest.json', {
    id: 'host',
    name: 'host',
    metaData: KNOWS,
    shared: hostShared({ ...HOST, '@hueso/contract/common': '1.1.0' }),
  });
  write('album', 'mf-manifest.json', {
    name: 'album',
    shared: remoteShared({ ...FITS, '@hueso/contract/common': '^1.2.0' }),
  });
  write('album-fits', 'mf-manifest.json', {
    name: 'album',
    shared: remoteShared({ ...FITS, '@hueso/contract/common': '^1.1.0' }),
  });
  const host = path.join(dir, 'host-contract');
  const run = await compat('--host', host, '--remote', path.join(dir, 'album'));
  expect(run.code).toBe(1);
  expect(run.stdout).toMatch(/@hueso\/contract\/common\s+1\.1\.0\s+\^1\.2\.0\s+NOT MET/);
  expect(run.stderr).toContain('album: @hueso/contract/common ^1.2.0 is required, the host provides 1.1.0');
  const fits = await compat('--host', host, '--remote', path.join(dir, 'album-fits'));
  expect(fits.code).toBe(0);
  expect(fits.stdout).toMatch(/@hueso\/contract\/common\s+1\.1\.0\s+\^1\.1\.0\s+ok/);
});

test('a remote that takes an export the host build left out fails, naming the export; "*" on either side', async () => {
  const shared = hostShared(HOST).map((entry) =>
    entry.name === '@hueso/shared'
      ? { ...entry, exports: ['Button', 'Modal'] }
      : entry.name === 'styled-components'
        ? { ...entry, exports: '*' }
        : entry,
  );
  const host = write('host-exports', 'mf-manifest.json', { name: 'host', metaData: KNOWS, shared });
  const taking = (uses: Record<string, string[] | '*'>) => ({
    name: 'stake',
    metaData: { hueso: { uses } },
    shared: remoteShared(FITS),
  });
  write('takes-more', 'mf-manifest.json', taking({ '@hueso/shared': ['Button', 'Tabs', 'useFormat'] }));
  write('takes-all', 'mf-manifest.json', taking({ '@hueso/shared': '*' }));
  write('takes-fits', 'mf-manifest.json', taking({ '@hueso/shared': ['Modal'], 'styled-components': '*' }));

  const more = await compat('--host', host, '--remote', path.join(dir, 'takes-more'));
  expect(more.code).toBe(1);
  expect(more.stdout).toMatch(/@hueso\/shared\s+2\.0\.0\s+\^2\.0\.0\s+NOT MET/);
  expect(more.stderr).toContain(
    "stake: @hueso/shared: takes Tabs, useFormat, which the host's build left out",
  );
  const all = await compat('--host', host, '--remote', path.join(dir, 'takes-all'));
  expect(all.stderr).toContain("stake: @hueso/shared: takes all of it, which the host's build left out");
  const fits = await compat('--host', host, '--remote', path.join(dir, 'takes-fits'));
  expect(fits.code).toBe(0);
});

test('a lean remote built with a newer federation runtime than the host puts on the page fails', async () => {
  const host = write('host-runtime', 'mf-manifest.json', {
    name: 'host',
    metaData: { hueso: { ...KNOWS.hueso, runtime: '2.9.2' } },
    shared: hostShared(HOST),
  });
  const lean = (runtime: string) => ({
    name: 'arena',
    metaData: { hueso: { runtime } },
    shared: remoteShared(FITS),
  });
  write('runtime-newer', 'mf-manifest.json', lean('^2.10.0'));
  write('runtime-fits', 'mf-manifest.json', lean('^2.9.0'));

  const newer = await compat('--host', host, '--remote', path.join(dir, 'runtime-newer'));
  expect(newer.code).toBe(1);
  expect(newer.stdout).toMatch(/federation runtime\s+2\.9\.2\s+\^2\.10\.0\s+NOT MET/);
  expect(newer.stderr).toContain('arena: federation runtime ^2.10.0 is required, the host provides 2.9.2');
  expect((await compat('--host', host, '--remote', path.join(dir, 'runtime-fits'))).code).toBe(0);
  // A host from before the runtime was shared cannot run such a remote entry.
  const old = await compat('--host', path.join(dir, 'host'), '--remote', path.join(dir, 'runtime-fits'));
  expect(old.stderr).toContain('arena: the host does not provide the federation runtime');
});

test("a lean remote that loads its chunks through the page's loader fails on a host whose page has none", async () => {
  const host = (name: string, page?: number) =>
    write(name, 'mf-manifest.json', {
      name: 'host',
      metaData: { hueso: { ...KNOWS.hueso, runtime: '2.9.2', ...(page ? { page } : {}) } },
      shared: hostShared(HOST),
    });
  write('page-2', 'mf-manifest.json', {
    name: 'arena',
    metaData: { hueso: { runtime: '^2.9.0', page: 2 } },
    shared: remoteShared(FITS),
  });

  const before = await compat('--host', host('host-page-1'), '--remote', path.join(dir, 'page-2'));
  expect(before.code).toBe(1);
  expect(before.stdout).toMatch(/page runtime\s+-\s+>= 2\s+NOT MET/);
  expect(before.stderr).toContain(
    "arena: the host's page gives a lean remote entry level 1 of what it takes, this one needs 2: deploy the host first",
  );
  const now = await compat('--host', host('host-page-2', 2), '--remote', path.join(dir, 'page-2'));
  expect(now.code).toBe(0);
  expect(now.stdout).toMatch(/page runtime\s+2\s+>= 2\s+ok/);
});

test("a lean remote built before the page's level 2 fails on a host whose page runs level 2 and up", async () => {
  const host = write('host-page-from-2', 'mf-manifest.json', {
    name: 'host',
    metaData: { hueso: { ...KNOWS.hueso, runtime: '2.9.2', page: 2, pageFrom: 2 } },
    shared: hostShared(HOST),
  });
  // Its manifest states no level: it reads the runtime core's own names from the page.
  write('page-none', 'mf-manifest.json', {
    name: 'arena',
    metaData: { hueso: { runtime: '^2.9.0' } },
    shared: remoteShared(FITS),
  });

  const old = await compat('--host', host, '--remote', path.join(dir, 'page-none'));
  expect(old.code).toBe(1);
  expect(old.stdout).toMatch(/page runtime\s+2 to 2\s+1\s+NOT MET/);
  expect(old.stderr).toContain(
    "arena: this lean remote entry was built for level 1 of the host's page, which it no longer gives (it runs 2 to 2): rebuild the remote with this checkout and deploy it",
  );
  write('page-2-now', 'mf-manifest.json', {
    name: 'arena',
    metaData: { hueso: { runtime: '^2.9.0', page: 2 } },
    shared: remoteShared(FITS),
  });
  expect((await compat('--host', host, '--remote', path.join(dir, 'page-2-now'))).code).toBe(0);
});

test('a usage error exits 2', async () => {
  const run = await compat('--remote', 'x');
  expect(run.code).toBe(2);
  expect(run.stderr).toContain('--host');
});

/** The real build (npm run build), when it is there: every remote runs on the host built with it. */
const remotes = (
  JSON.parse(readFileSync(path.join(root, 'shared/remotes.json'), 'utf8')) as {
    remotes: { dir: string }[];
  }
).remotes.filter((r) => existsSync(path.join(root, r.dir, 'dist/mf-manifest.json')));
const built = existsSync(path.join(root, 'host/dist/mf-manifest.json')) && remotes.length > 0;

(built ? test : test.skip)('every built remote passes against the built host', async () => {
  for (const { dir: remoteDir } of remotes) {
    const run = await compat(
      '--host',
      path.join(root, 'host/dist'),
      '--remote',
      path.join(root, remoteDir, 'dist'),
    );
    expect({ remoteDir, code: run.code, stderr: run.stderr }).toEqual({ remoteDir, code: 0, stderr: '' });
    expect(run.stdout).toMatch(/@hueso\/shared\s+(\d+)\.\d+\.\d+\s+\^\1\.\d+\.\d+\s+ok/);
    expect(run.stdout).toMatch(/@hueso\/contract\/common\s+(\d+)\.\d+\.\d+\s+\^\1\.\d+\.\d+\s+ok/);
    expect(run.stdout).toMatch(/federation runtime\s+2\.\d+\.\d+\s+\^2\.\d+\.\d+\s+ok/);
    expect(run.stdout).toMatch(/page runtime\s+\d+\s+>= \d+\s+ok/);
  }
});

/**
 * Each remote's own package.json states what it requires of the host (shared/webpack/createConfig.js
 * builds with those ranges, and compat reads them from the remote's folder before a build).
 */
describe("a remote's own package.json", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const createConfig = require('../../shared/webpack/createConfig.js') as {
    hostManifest: () => {
      metaData: { hueso: { areas: string[] } };
      shared: { name: string; version: string }[];
    };
  };
  const registryRemotes = (
    JSON.parse(readFileSync(path.join(root, 'shared/remotes.json'), 'utf8')) as {
      remotes: { name: string; dir: string }[];
    }
  ).remotes;
  /** The host this checkout builds, with some libraries at other versions. */
  const todaysHost = (folder: string, versions: Record<string, string> = {}) => {
    const manifest = createConfig.hostManifest();
    const shared = manifest.shared.map((s) => {
      const pkg = s.name.startsWith('@') ? s.name.split('/').slice(0, 2).join('/') : s.name.split('/')[0];
      return versions[pkg] ? { ...s, version: versions[pkg] } : s;
    });
    return write(folder, 'mf-manifest.json', { ...manifest, shared });
  };
  const stakePackage = () => JSON.parse(readFileSync(path.join(root, 'mfe-stake/package.json'), 'utf8'));

  test("requiring React ^19.4.0 fails against today's host, naming the area", async () => {
    const host = todaysHost('today');
    const pkg = stakePackage();
    write('mfe-stake', 'package.json', { ...pkg, dependencies: { ...pkg.dependencies, react: '^19.4.0' } });
    const run = await compat('--host', host, '--remote', path.join(dir, 'mfe-stake'));
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/react\s+19\.3\.1\s+\^19\.4\.0\s+NOT MET/);
    expect(run.stderr).toContain('stake: react ^19.4.0 is required, the host provides 19.3.1');
    // As it is in the repository, the same remote fits.
    const fits = await compat('--host', host, '--remote', path.join(root, 'mfe-stake'));
    expect(fits.stderr).toBe('');
    expect(fits.code).toBe(0);
  });

  test('a host on a newer React patch passes every remote of the registry', async () => {
    const host = todaysHost('newer-patch', { react: '19.3.2', 'react-dom': '19.3.2' });
    for (const remote of registryRemotes.filter((r) => existsSync(path.join(root, r.dir, 'package.json')))) {
      const run = await compat('--host', host, '--remote', path.join(root, remote.dir));
      expect({ remote: remote.name, code: run.code, stderr: run.stderr }).toEqual({
        remote: remote.name,
        code: 0,
        stderr: '',
      });
      expect(run.stdout).toMatch(/react\s+19\.3\.2\s+\^19\.\d+\.\d+\s+ok/);
    }
  });

  test('a remote that does not declare a shared library is refused, naming the package.json line', async () => {
    const pkg = stakePackage();
    const { axios: _left, ...dependencies } = pkg.dependencies;
    write('no-axios', 'package.json', { ...pkg, dependencies });
    const run = await compat('--host', todaysHost('today'), '--remote', path.join(dir, 'no-axios'));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('declare "axios": "^<minimum version>"');
  });

  test('an area the host does not know fails, as does a host that does not list its areas', async () => {
    const pkg = stakePackage();
    write('mfe-guild', 'package.json', { ...pkg, name: '@hueso/mfe-guild' });
    const run = await compat('--host', todaysHost('today'), '--remote', path.join(dir, 'mfe-guild'));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('guild: the host does not know the area guild (it routes to missions,');
    expect(run.stdout).not.toContain('Compatible');

    const old = write('host-before-areas', 'mf-manifest.json', {
      name: 'host',
      shared: createConfig.hostManifest().shared,
    });
    const before = await compat('--host', old, '--remote', path.join(root, 'mfe-stake'));
    expect(before.code).toBe(1);
    expect(before.stderr).toContain('stake: the host does not list the areas it routes to');
  });

  test('HOST_URL=… npm run build stops before compiling when the host refuses the remote', async () => {
    const host = todaysHost('old-react', { react: '19.2.0', 'react-dom': '19.2.0' });
    const out = path.join(dir, 'stake-dist');
    const started = Date.now();
    const run = await new Promise<Run>((resolve) => {
      execFile(
        process.execPath,
        [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'],
        { cwd: path.join(root, 'mfe-stake'), env: { ...process.env, HOST_URL: host, HUESO_DIST: out } },
        (err, stdout, stderr) => resolve({ code: err ? Number(err.code) : 0, stdout, stderr }),
      );
    });
    expect(run.code).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain(
      'stake: react ^19.3.1 is required, the host provides 19.2.0',
    );
    // Nothing was compiled: the refusal comes first, in seconds.
    expect(existsSync(out)).toBe(false);
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 60_000);
});
