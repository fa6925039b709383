import type { RuntimeConfig } from '@hueso/shared';
import type { FirstPaint } from './manifest';
import { readRemoteMemory, rememberRemote } from './remoteMemory';
import { firstPaintKnown, registerConfiguredRemotes } from './remotes';
import { PHONE, PHONE_BAR_HEIGHT } from '../features/topbar/TopBar';
import { gamePreload, preloadedUrls, runInlineScript, runPageScript } from './indexScripts.testing';

/**
 * index.html's shell (shared/webpack/gamePreload.js): on a phone, a returning player's game page
 * paints the screen's title before any of the game's scripts runs, from what the area's manifest
 * declared on the last visit, and starts the game's scripts once that frame is on screen.
 */

const MANIFEST = 'http://localhost:8081/mf-manifest.json';
const SCRIPTS = ['http://localhost:8081/remoteEntry.1a2b3c4d.js'];
const ISLANDS: Record<string, FirstPaint> = { '': { width: 'wide', title: { en: 'Islands', es: 'Islas' } } };
const ROUTES = { '': 'missions', market: 'market' };

let phone = true;
const media: string[] = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem('user', '{}');
  window.history.pushState({}, '', '/game');
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"></div>';
  window.huesoShell = undefined;
  window.huesoConfig = undefined;
  phone = true;
  media.length = 0;
  window.matchMedia = ((query: string) => {
    media.push(query);
    return { matches: phone } as MediaQueryList;
  }) as typeof window.matchMedia;
});
afterEach(() => {
  sessionStorage.clear();
  window.history.pushState({}, '', '/');
});

const head = (shell?: Parameters<typeof gamePreload.inlineScript>[4]) =>
  runInlineScript([], [], ROUTES, [], shell ?? { areas: ROUTES });
const body = runPageScript;
const shellTitle = () => document.querySelector('#root .hueso-shell h1');

describe("the shell of a returning player's game page", () => {
  test("paints the title and width the area's last manifest declared, in the page's language", () => {
    rememberRemote('missions', MANIFEST, SCRIPTS, ISLANDS);
    head();
    body();
    expect(media).toEqual([gamePreload.SHELL_MEDIA]);
    expect(shellTitle()?.textContent).toBe('Islands');
    expect(shellTitle()?.closest('main')?.className).toBe('hueso-shell-wide');
    // The game is still loading: the landmark says so until the host's page replaces it.
    expect(shellTitle()?.closest('main')?.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('.hueso-shell')?.getAttribute('lang')).toBe('en');

    document.body.innerHTML = '<div id="root"></div>';
    localStorage.setItem('hueso.lang', 'es');
    head();
    body();
    expect(shellTitle()?.textContent).toBe('Islas');
    expect(document.querySelector('.hueso-shell')?.getAttribute('lang')).toBe('es');
  });

  test('a build with the areas compiled in paints from its own declarations', () => {
    runInlineScript([], [], null, [], { areas: ROUTES, paints: { missions: ISLANDS, market: {} } });
    body();
    expect(shellTitle()?.textContent).toBe('Islands');
  });

  test("a title is written into the page's script as data, whatever it holds", () => {
    const script = gamePreload.inlineScript([], [], null, [], {
      areas: ROUTES,
      paints: { missions: { '': { width: 'wide', title: { en: '</script><b>x</b>', es: 'x' } } } },
    });
    expect(script).not.toContain('</script>');
    new Function(script)();
    expect(shellTitle()?.textContent).toBe('</script><b>x</b>');
  });

  test('paints the title as text', () => {
    rememberRemote('missions', MANIFEST, SCRIPTS, {
      '': { width: 'regular', title: { en: '<img src=x onerror="alert(1)">', es: 'x' } },
    });
    head();
    body();
    expect(shellTitle()?.textContent).toBe('<img src=x onerror="alert(1)">');
    expect(document.querySelector('#root img')).toBeNull();
    expect(shellTitle()?.closest('main')?.className).toBe('hueso-shell-regular');
  });

  test('paints nothing where the host would not open that page at once', () => {
    rememberRemote('missions', MANIFEST, SCRIPTS, ISLANDS);
    const cases: [string, () => void][] = [
      ['a wide screen (its top bar follows its contents)', () => (phone = false)],
      ['no stored session', () => sessionStorage.clear()],
      ['the login page', () => window.history.pushState({}, '', '/login')],
      ['a screen the memory declares nothing for', () => window.history.pushState({}, '', '/game/market')],
      ['a path no area owns', () => window.history.pushState({}, '', '/game/x')],
      [
        'a screen below one its area declares',
        () => {
          rememberRemote('market', 'http://localhost:8083/mf-manifest.json', [], {
            market: { width: 'regular', title: { en: 'Market', es: 'Mercado' } },
          });
          window.history.pushState({}, '', '/game/market/sell');
        },
      ],
      [
        'a session store the browser refuses',
        () =>
          jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
            throw new Error('refused');
          }),
      ],
    ];
    for (const [name, arrange] of cases) {
      window.huesoShell = undefined;
      document.body.innerHTML = '<div id="root"></div>';
      phone = true;
      sessionStorage.setItem('user', '{}');
      window.history.pushState({}, '', '/game');
      arrange();
      head();
      body();
      jest.restoreAllMocks();
      expect({ name, shell: shellTitle(), drawn: window.huesoShell }).toEqual({
        name,
        shell: null,
        drawn: undefined,
      });
    }
  });

  test('paints nothing from a memory whose declaration is not what a manifest declares', () => {
    for (const screen of [
      { width: 'huge', title: { en: 'Islands', es: 'Islas' } },
      { width: 'wide', title: { es: 'Islas' } },
      { width: 'wide', title: { en: 'x'.repeat(201), es: 'Islas' } },
      { width: 'wide', title: { en: '   ', es: 'Islas' } },
      // What the loader would not keep: a declaration without both languages.
      { width: 'wide', title: { en: 'Islands', es: '' } },
      'Islands',
    ]) {
      localStorage.setItem(
        'hueso.remotes',
        JSON.stringify({
          v: 1,
          areas: { missions: { manifest: MANIFEST, scripts: SCRIPTS, firstPaint: { '': screen } } },
        }),
      );
      window.huesoShell = undefined;
      document.body.innerHTML = '<div id="root"></div>';
      head();
      body();
      expect(shellTitle()).toBeNull();
      // The loader reads the same memory the same way.
      expect(readRemoteMemory().missions?.firstPaint).toEqual({});
    }
    // Not JSON at all.
    localStorage.setItem('hueso.remotes', '{"v":1,');
    document.body.innerHTML = '<div id="root"></div>';
    head();
    body();
    expect(shellTitle()).toBeNull();
  });
});

describe("the page's entry scripts", () => {
  const started = () =>
    [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => ({
      src: new URL(s.src).pathname,
      async: s.async,
    }));
  const ENTRIES = ['/880.1.js', '/main.2.js'];

  afterEach(() => {
    jest.useRealTimers();
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  test('start at once, in order, on a page without the shell', () => {
    window.history.pushState({}, '', '/login');
    head();
    body(ENTRIES);
    expect(started()).toEqual([
      { src: '/880.1.js', async: false },
      { src: '/main.2.js', async: false },
    ]);
  });

  test("start once the shell's frame is on screen, or after a short wait where the browser does not say", () => {
    jest.useFakeTimers();
    let report: ((list: { getEntries: () => { name: string }[] }) => void) | undefined;
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    };
    rememberRemote('missions', MANIFEST, SCRIPTS, ISLANDS);
    head();
    body(ENTRIES);
    expect(shellTitle()).not.toBeNull();
    expect(started()).toEqual([]);
    report?.({ getEntries: () => [{ name: 'first-paint' }] });
    expect(started()).toEqual([]);
    report?.({ getEntries: () => [{ name: 'first-contentful-paint' }] });
    expect(started().map((s) => s.src)).toEqual(ENTRIES);
    // Once only.
    jest.advanceTimersByTime(gamePreload.SHELL_START_WAIT);
    expect(started()).toHaveLength(2);

    // No paint timing in this browser: the wait ends it.
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"></div>';
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    head();
    body(ENTRIES);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(gamePreload.SHELL_START_WAIT);
    expect(started().map((s) => s.src)).toEqual(ENTRIES);
  });
});

describe("the area's chunks and manifest", () => {
  const CHUNKS = ['/query.1.js', '/provided-platform.2.js'];
  const preloads = preloadedUrls;
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  const run = () => {
    runInlineScript(CHUNKS, [], ROUTES, [], { areas: ROUTES });
    runPageScript(['/main.3.js']);
  };

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    window.fetch = fetchMock as typeof window.fetch;
  });
  afterEach(() => jest.useRealTimers());

  test("wait for the shell's frame, with the entry scripts: until then the page asks for nothing else", () => {
    jest.useFakeTimers();
    rememberRemote('missions', MANIFEST, SCRIPTS, ISLANDS);
    run();
    expect(shellTitle()).not.toBeNull();
    expect(preloads()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    // No paint timing here: the short wait starts them.
    jest.advanceTimersByTime(gamePreload.SHELL_START_WAIT);
    expect(preloads().map((href) => new URL(href).pathname)).toEqual([
      ...CHUNKS,
      new URL(SCRIPTS[0]!).pathname,
    ]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([MANIFEST]);
  });

  test('a manifest config.json names after the entry scripts started is asked for at once', async () => {
    jest.useFakeTimers();
    let answer: (res: Response) => void = () => {};
    window.huesoConfig = new Promise<Response>((resolve) => (answer = resolve));
    rememberRemote('missions', MANIFEST, SCRIPTS, ISLANDS);
    run();
    jest.advanceTimersByTime(gamePreload.SHELL_START_WAIT);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([MANIFEST]);
    // A deploy moved the area: config.json names another manifest than the remembered one.
    const moved = 'http://localhost:9000/mf-manifest.json';
    answer(new Response(JSON.stringify({ apiBase: '/api', remotes: { missions: moved } })));
    jest.useRealTimers();
    await expect(window.huesoManifest).resolves.toMatchObject({ url: moved });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([MANIFEST, moved]);
    window.huesoConfig = undefined;
  });

  test('start at once without a shell (a wide screen)', () => {
    phone = false;
    rememberRemote('missions', MANIFEST, SCRIPTS, ISLANDS);
    run();
    expect(shellTitle()).toBeNull();
    expect(preloads().map((href) => new URL(href).pathname)).toEqual([
      ...CHUNKS,
      new URL(SCRIPTS[0]!).pathname,
    ]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([MANIFEST]);
  });
});

describe('the host, before the manifest is read again', () => {
  const config = (manifest: string) =>
    ({ apiBase: '/api', remotes: { missions: manifest } }) as unknown as RuntimeConfig;

  test("opens the screen's page as the last visit's manifest declared it, as index.html painted it", () => {
    // Whatever URL config.json names now: index.html painted the title before it could know.
    for (const url of [MANIFEST, 'http://localhost:9000/mf-manifest.json']) {
      registerConfiguredRemotes(config(url), {
        remembered: { missions: { firstPaint: ISLANDS } },
      });
      expect(firstPaintKnown('missions', '')).toEqual(ISLANDS['']);
    }
    // An area config.json no longer deploys opens nothing.
    registerConfiguredRemotes({ apiBase: '/api', remotes: {} } as unknown as RuntimeConfig, {
      remembered: { missions: { firstPaint: ISLANDS } },
    });
    expect(firstPaintKnown('missions', '')).toBeUndefined();
  });
});

test("the shell's bar is drawn where the top bar is one row of its fixed height, and as high", () => {
  expect(gamePreload.SHELL_MEDIA).toBe(PHONE);
  expect(gamePreload.SHELL_STYLE.barHeight).toBe(PHONE_BAR_HEIGHT);
});
