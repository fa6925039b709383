import {
  readRemoteMemory,
  rememberRemote,
  REMOTE_MEMORY_KEY,
  REMOTE_MEMORY_MAX_SCRIPTS,
  REMOTE_MEMORY_VERSION,
  REMEMBERED_TITLE_MAX,
} from './remoteMemory';
import { gamePreload, preloadedUrls, runInlineScript } from './indexScripts.testing';

// The inline script of index.html reads what the loader writes (indexScripts.testing.ts).

const MANIFEST = 'http://localhost:8081/mf-manifest.json';
const SCRIPTS = [
  'http://localhost:8081/remoteEntry.js',
  'http://localhost:8081/__federation_expose_App.1a2b3c4d.js',
];

beforeEach(() => localStorage.clear());

test('an area remembered by the loader is read back, beside the other areas', () => {
  rememberRemote('missions', MANIFEST, SCRIPTS);
  rememberRemote('market', 'http://localhost:8083/mf-manifest.json', [
    'http://localhost:8083/remoteEntry.js',
  ]);
  expect(readRemoteMemory()).toEqual({
    missions: { manifest: MANIFEST, scripts: SCRIPTS },
    market: {
      manifest: 'http://localhost:8083/mf-manifest.json',
      scripts: ['http://localhost:8083/remoteEntry.js'],
    },
  });
  // A newer manifest replaces the area's scripts.
  rememberRemote('missions', MANIFEST, [SCRIPTS[0]!]);
  expect(readRemoteMemory().missions).toEqual({ manifest: MANIFEST, scripts: [SCRIPTS[0]] });
});

test('a memory that is not what this version writes counts as none', () => {
  for (const stored of [
    '{not json',
    'null',
    '[]',
    JSON.stringify({
      v: REMOTE_MEMORY_VERSION + 1,
      areas: { missions: { manifest: MANIFEST, scripts: SCRIPTS } },
    }),
    JSON.stringify({ v: REMOTE_MEMORY_VERSION, areas: 'missions' }),
  ]) {
    localStorage.setItem(REMOTE_MEMORY_KEY, stored);
    expect(readRemoteMemory()).toEqual({});
  }
  localStorage.setItem(
    REMOTE_MEMORY_KEY,
    JSON.stringify({
      v: REMOTE_MEMORY_VERSION,
      areas: {
        missions: { manifest: MANIFEST, scripts: SCRIPTS },
        market: { manifest: 'javascript:alert(1)', scripts: [] },
        album: { manifest: MANIFEST, scripts: [42] },
        stake: { manifest: MANIFEST },
      },
    }),
  );
  expect(readRemoteMemory()).toEqual({ missions: { manifest: MANIFEST, scripts: SCRIPTS } });
  // A broken memory is replaced by the next good one.
  localStorage.setItem(REMOTE_MEMORY_KEY, '{not json');
  rememberRemote('missions', MANIFEST, SCRIPTS);
  expect(readRemoteMemory()).toEqual({ missions: { manifest: MANIFEST, scripts: SCRIPTS } });
});

test('only page URLs and a few scripts are kept, and refused storage is no error', () => {
  rememberRemote('missions', 'data:text/plain,x', SCRIPTS);
  expect(localStorage.getItem(REMOTE_MEMORY_KEY)).toBeNull();
  const many = Array.from({ length: 20 }, (_, i) => `http://localhost:8081/${i}.js`);
  rememberRemote('missions', MANIFEST, many);
  expect(readRemoteMemory().missions?.scripts).toEqual(many.slice(0, REMOTE_MEMORY_MAX_SCRIPTS));

  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  try {
    expect(() => rememberRemote('market', MANIFEST, SCRIPTS)).not.toThrow();
  } finally {
    setItem.mockRestore();
  }
});

test('index.html reads the same key, version and limit', () => {
  expect(gamePreload.REMOTE_MEMORY_KEY).toBe(REMOTE_MEMORY_KEY);
  expect(gamePreload.REMOTE_MEMORY_VERSION).toBe(REMOTE_MEMORY_VERSION);
  expect(gamePreload.REMOTE_MEMORY_MAX_SCRIPTS).toBe(REMOTE_MEMORY_MAX_SCRIPTS);
  // The longest remembered title the shell paints is the longest the loader keeps.
  expect(gamePreload.SHELL_MAX_TITLE).toBe(REMEMBERED_TITLE_MAX);
});

describe("index.html's script on a returning player's /game", () => {
  let answerConfig: (res: Response) => void;
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  const manifestRequests = () =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.endsWith('mf-manifest.json'));
  const preloads = preloadedUrls;
  const run = () => runInlineScript([], [], { '': 'missions' });
  const config = (manifest: string) =>
    answerConfig(new Response(JSON.stringify({ apiBase: '/api', remotes: { missions: manifest } })));

  beforeEach(() => {
    document.head.innerHTML = '';
    window.history.pushState({}, '', '/game');
    sessionStorage.setItem('user', '{}');
    // With a token, the script also starts the first screen's reads (window.huesoEarly).
    document.cookie = 'token=abc';
    fetchMock.mockReset();
    fetchMock.mockImplementation((url) =>
      Promise.resolve(new Response(JSON.stringify({ url: String(url) }), { status: 200 })),
    );
    window.fetch = fetchMock as typeof window.fetch;
    window.huesoConfig = new Promise<Response>((resolve) => (answerConfig = resolve));
    window.huesoManifest = undefined;
  });
  afterEach(() => {
    sessionStorage.clear();
    document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    window.history.pushState({}, '', '/');
  });

  test('preloads the remembered scripts and asks for the remembered manifest before config.json answers', async () => {
    rememberRemote('missions', MANIFEST, SCRIPTS);
    run();
    expect(preloads()).toEqual(SCRIPTS);
    expect(manifestRequests()).toEqual([MANIFEST]);

    config(MANIFEST);
    const early = await window.huesoManifest;
    expect(early?.url).toBe(MANIFEST);
    expect(await (await early!.response).json()).toEqual({ url: MANIFEST });
    // The same manifest is not asked for twice.
    expect(manifestRequests()).toEqual([MANIFEST]);
  });

  test('a remembered manifest config.json no longer names is not used', async () => {
    rememberRemote('missions', 'http://localhost:9999/old/mf-manifest.json', SCRIPTS);
    run();
    config(MANIFEST);
    const early = await window.huesoManifest;
    expect(early?.url).toBe(MANIFEST);
    expect(await (await early!.response).json()).toEqual({ url: MANIFEST });
    expect(manifestRequests()).toEqual(['http://localhost:9999/old/mf-manifest.json', MANIFEST]);
  });

  describe("the first screen's reads", () => {
    const API = 'http://localhost:8090';
    const readsSent = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/'));
    const configWithBase = (apiBase: string) =>
      answerConfig(new Response(JSON.stringify({ apiBase, remotes: { missions: MANIFEST } })));
    /** The reads handed over went to config.json's base, which the next visit will take. */
    const expectSentToConfigBase = async () => {
      expect(await handedOver()).toEqual({
        '/api/getInformacion': `${API}/api/getInformacion`,
        '/api/arena/status': `${API}/api/arena/status`,
      });
      expect(localStorage.getItem(gamePreload.API_BASE_KEY)).toBe(API);
    };
    const handedOver = async () => {
      const reads = window.huesoEarly!.reads;
      return Object.fromEntries(
        await Promise.all(
          Object.entries(reads).map(async ([path, read]) => [
            path,
            ((await (await read)!.json()) as { url: string }).url,
          ]),
        ),
      ) as Record<string, string>;
    };

    test('leave at once to the API base of the last visit, and are handed over when config.json names it still', async () => {
      localStorage.setItem(gamePreload.API_BASE_KEY, API);
      run();
      const sent = [`${API}/api/getInformacion`, `${API}/api/arena/status`];
      expect(readsSent()).toEqual(sent);
      const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === sent[0])!;
      expect(init?.headers).toEqual({ token: 'abc', 'Accept-Language': 'en' });

      configWithBase(API);
      expect(await handedOver()).toEqual({ '/api/getInformacion': sent[0], '/api/arena/status': sent[1] });
      // Nothing asked twice.
      expect(readsSent()).toEqual(sent);
    });

    test('go again to the base config.json names when the API moved since the last visit', async () => {
      localStorage.setItem(gamePreload.API_BASE_KEY, 'http://localhost:9999');
      run();
      configWithBase(API);
      await expectSentToConfigBase();
    });

    test('wait for config.json on a first visit, whose base the next visit takes', async () => {
      run();
      expect(readsSent()).toEqual([]);
      configWithBase(API);
      await expectSentToConfigBase();
    });

    test('ignore a stored base that is not an http(s) URL', async () => {
      localStorage.setItem(gamePreload.API_BASE_KEY, 'javascript:alert(1)');
      run();
      expect(readsSent()).toEqual([]);
      configWithBase(API);
      expect((await handedOver())['/api/getInformacion']).toBe(`${API}/api/getInformacion`);
    });
  });

  test('a first visit waits for config.json, as before', async () => {
    run();
    expect(preloads()).toEqual([]);
    expect(manifestRequests()).toEqual([]);
    config(MANIFEST);
    expect((await window.huesoManifest)?.url).toBe(MANIFEST);
    expect(manifestRequests()).toEqual([MANIFEST]);
  });
});

describe("index.html's script and the page's language", () => {
  const SPANISH = ['/messages-es.1.js', '/shared-messages-es.2.js'];
  const preloads = () => preloadedUrls().map((href) => new URL(href).pathname);
  const run = () => runInlineScript([], [], null, SPANISH);

  beforeEach(() => {
    document.head.innerHTML = '';
    window.history.pushState({}, '', '/login');
  });
  afterEach(() => {
    localStorage.removeItem('hueso.lang');
    window.history.pushState({}, '', '/');
  });

  test('a page in Español, a first visit to /login included, preloads the host’s Español texts', () => {
    localStorage.setItem('hueso.lang', 'es');
    run();
    expect(preloads()).toEqual(SPANISH);
  });

  test("every page remembers the API base config.json names, for the first game page's reads", async () => {
    localStorage.removeItem(gamePreload.API_BASE_KEY);
    try {
      let answer!: (res: Response) => void;
      window.huesoConfig = new Promise<Response>((resolve) => (answer = resolve));
      run();
      answer(new Response(JSON.stringify({ apiBase: 'http://localhost:8090', remotes: {} })));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(localStorage.getItem(gamePreload.API_BASE_KEY)).toBe('http://localhost:8090');
      // A refused config.json leaves the memory as it was.
      window.huesoConfig = Promise.resolve(new Response('', { status: 500 }));
      run();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(localStorage.getItem(gamePreload.API_BASE_KEY)).toBe('http://localhost:8090');
    } finally {
      window.huesoConfig = undefined;
      localStorage.removeItem(gamePreload.API_BASE_KEY);
    }
  });

  test('a page in English preloads none of them', () => {
    localStorage.setItem('hueso.lang', 'en');
    run();
    expect(preloads()).toEqual([]);
  });
});
