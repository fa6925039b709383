import { ManifestError, resolveManifest } from './manifest';

/** The fields a lean build's mf-manifest.json carries (shared/webpack/createConfig.js, `lean`). */
const manifest = (metaData: Record<string, unknown> = {}) => ({
  id: 'market',
  name: 'market',
  metaData: {
    name: 'market',
    globalName: 'hueso_market',
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'var' },
    ...metaData,
  },
  shared: [],
  exposes: [
    { path: './App', assets: { js: { sync: ['__federation_expose_App.61e78d9f.js'], async: [] } } },
    { path: './mount', assets: { js: { sync: ['__federation_expose_mount.e583840f.js'], async: [] } } },
  ],
});

test('a manifest becomes the entry the runtime loads and the ./App scripts to preload, next to the manifest', () => {
  const url = 'https://cdn.example/market/0.1.1/mf-manifest.json';
  expect(resolveManifest('market', url, manifest())).toEqual({
    remote: {
      name: 'market',
      entry: 'https://cdn.example/market/0.1.1/remoteEntry.js',
      type: 'var',
      entryGlobalName: 'hueso_market',
    },
    preload: [
      'https://cdn.example/market/0.1.1/remoteEntry.js',
      'https://cdn.example/market/0.1.1/__federation_expose_App.61e78d9f.js',
    ],
    firstPaint: {},
  });
});

test('the screens an area declares for the first paint are read; a malformed declaration is left out, not the area', () => {
  const url = 'https://cdn.example/missions/mf-manifest.json';
  const islands = { width: 'wide', title: { en: 'Islands', es: 'Islas' } };
  const declared = resolveManifest(
    'missions',
    url,
    manifest({ hueso: { uses: {}, firstPaint: { '': islands } } }),
  );
  expect(declared.firstPaint).toEqual({ '': islands });
  const malformed = resolveManifest(
    'missions',
    url,
    manifest({ hueso: { firstPaint: { '': { width: 'full', title: { en: 'Islands' } } } } }),
  );
  expect(malformed.firstPaint).toEqual({});
  expect(malformed.remote.entry).toBe('https://cdn.example/missions/remoteEntry.js');
});

test('a fixed publicPath and an entry path are followed', () => {
  const resolved = resolveManifest(
    'market',
    'https://game.example/manifests/market.json',
    manifest({ publicPath: 'https://cdn.example/m/', remoteEntry: { name: 'remoteEntry.js', path: 'v2/' } }),
  );
  expect(resolved.remote.entry).toBe('https://cdn.example/m/v2/remoteEntry.js');
  expect(resolved.preload[1]).toBe('https://cdn.example/m/__federation_expose_App.61e78d9f.js');
});

test('something that is not a remote manifest, or an entry the page cannot run, is refused with its URL', () => {
  const url = 'https://cdn.example/market/config.json';
  expect(() => resolveManifest('market', url, { remotes: {} })).toThrow(
    new ManifestError(`${url} is not a remote's mf-manifest.json`),
  );
  expect(() =>
    resolveManifest(
      'market',
      url,
      manifest({ remoteEntry: { name: 'remoteEntry.mjs', path: '', type: 'module' } }),
    ),
  ).toThrow(`${url}: a remote entry of type module cannot be loaded`);
});
