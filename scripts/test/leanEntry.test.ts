import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';

/**
 * The lean remote entry's trimmed webpack runtime (shared/webpack/leanEntry.js), on a real lean
 * build of the market remote run in a VM: what the page's federation runtime reads from it.
 */
const repo = path.resolve(__dirname, '../..');
const remoteDir = path.join(repo, 'mfe-market');
let out: string;
let source: string;

beforeAll(async () => {
  out = mkdtempSync(path.join(tmpdir(), 'hueso-lean-'));
  // A variant build into a scratch folder: the remote's own dist/ and stats stay as they are.
  process.env.HUESO_DIST = out;
  const configs = createRequire(__filename)(path.join(remoteDir, 'webpack.config.js'))(
    {},
    { mode: 'production' },
  );
  const lean = configs.find((c: { name: string }) => c.name === 'lean');
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack({
      ...lean,
      plugins: lean.plugins.filter((p: object) => p.constructor.name !== 'CompressionPlugin'),
    }).run((err, result) => (err || !result ? reject(err) : resolve(result))),
  );
  expect(stats.hasErrors()).toBe(false);
  const manifest = JSON.parse(readFileSync(path.join(out, 'mf-manifest.json'), 'utf8'));
  expect(manifest.metaData.remoteEntry.name).toMatch(/^remoteEntry\.[0-9a-f]{8}\.js$/);
  source = readFileSync(path.join(out, manifest.metaData.remoteEntry.name), 'utf8');
}, 120_000);

afterAll(() => {
  delete process.env.HUESO_DIST;
  rmSync(out, { recursive: true, force: true });
});

interface Require {
  p: string;
  l: (url: string, done: (event: { type: string }) => void) => void;
  federation: { initOptions: object; bundlerRuntimeOptions: object };
  S: object;
  consumesLoadingData: { moduleIdToConsumeDataMapping: Record<string, Record<string, unknown>> };
}

/** Runs the entry as a `<script>` at `src` would, with a page runtime that records the entry's require. */
function runEntry(src: string): Require {
  let require: Require | undefined;
  const leanFederation = () => ({
    loadChunk: (url: string, done: (event: object) => void) => done({ type: 'load', target: { src: url } }),
    bundlerRuntime: {
      init: ({ webpackRequire }: { webpackRequire: Require }) => {
        require = webpackRequire;
        return {};
      },
    },
  });
  const page = { _FEDERATION_RUNTIME_CORE: { leanFederation }, document: { currentScript: { src } } };
  vm.runInNewContext(source, { ...page, self: page, document: page.document });
  if (!require) throw new Error('the entry did not start');
  return require;
}

test("the entry's publicPath is its script's folder, without webpack's detection", () => {
  expect(source).not.toContain('Automatic publicPath');
  expect(runEntry('https://cdn.example/areas/market/remoteEntry.js?v=3#x').p).toBe(
    'https://cdn.example/areas/market/',
  );
});

test('one share-scope module: the federation plugin’s', () => {
  expect(source.match(/\.S\s*=\s*\{\}/g)).toHaveLength(1);
  expect(runEntry('https://cdn.example/remoteEntry.js').S).toEqual({});
});

test('each shared library is consumed as the federation plugin wrote it, from its compact form', () => {
  expect(source).not.toContain('layer:');
  const { dependencies } = JSON.parse(readFileSync(path.join(remoteDir, 'package.json'), 'utf8'));
  const table = runEntry('https://cdn.example/remoteEntry.js').consumesLoadingData
    .moduleIdToConsumeDataMapping;
  const byKey = Object.fromEntries(Object.values(table).map((entry) => [entry.shareKey, entry]));
  expect(byKey.react).toEqual({
    fallback: expect.any(Function),
    shareScope: ['default'],
    singleton: true,
    eager: false,
    requiredVersion: dependencies.react,
    strictVersion: false,
    shareKey: 'react',
  });
  expect(byKey['@hueso/shared']).toMatchObject({
    requiredVersion: dependencies['@hueso/shared'],
    strictVersion: true,
  });
  // No copy of its own (`import: false`): the fallback says which library the page lacked.
  expect(() => (byKey['styled-components']!.fallback as () => () => never)()()).toThrow(
    "Can not get 'styled-components'",
  );
});

test('the federation global keeps its options, without the tables of remote loading', () => {
  expect(source).not.toContain('chunkMatcher');
  const { federation } = runEntry('https://cdn.example/remoteEntry.js');
  expect(federation.initOptions).toMatchObject({
    name: 'market',
    remotes: [],
    shareStrategy: 'loaded-first',
  });
  expect(federation.bundlerRuntimeOptions).toEqual({});
});

test("the entry's chunks load through the page's loader: it carries no script loader of its own", () => {
  expect(source).not.toContain('data-webpack');
  const seen: { type: string }[] = [];
  runEntry('https://cdn.example/remoteEntry.js').l('https://cdn.example/chunk.js', (event) =>
    seen.push(event),
  );
  expect(seen).toEqual([{ type: 'load', target: { src: 'https://cdn.example/chunk.js' } }]);
});
