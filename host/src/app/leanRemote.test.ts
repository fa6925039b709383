import { leanFederation } from './leanRemote';

// The bundler runtime's parts are ES modules only, and not what this test is about.
jest.mock('@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js', () => ({}));
jest.mock('@module-federation/webpack-bundler-runtime/dist/consumes.js', () => ({}));
jest.mock('@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js', () => ({}));
jest.mock('@module-federation/webpack-bundler-runtime/dist/initializeSharing.js', () => ({}));
jest.mock('@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js', () => ({}));

/**
 * The chunk loader a lean entry takes from the page (`__webpack_require__.l`,
 * shared/webpack/leanEntry.js): the scripts it adds and what webpack's chunk loading is told.
 */
const { loadChunk } = leanFederation('market:1.0.0');

const scriptFor = (url: string) =>
  [...document.head.querySelectorAll('script')].find((script) => script.src === url);

test.each(['load', 'error'])(
  'a chunk script is added, and on %s it is removed and the event passed on',
  (type) => {
    const url = `https://cdn.example/market/chunk.${type}.js`;
    const done = jest.fn();
    loadChunk(url, done);
    const script = scriptFor(url);
    expect(script).toBeDefined();
    expect(done).not.toHaveBeenCalled();

    script!.dispatchEvent(new Event(type));
    expect(done).toHaveBeenCalledTimes(1);
    expect(done.mock.calls[0][0]).toMatchObject({ type, target: script });
    expect(scriptFor(url)).toBeUndefined();
  },
);
