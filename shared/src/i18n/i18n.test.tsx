import { startTransition, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import { fakeKeychain } from '../testing/fakes';
import { Wallet } from '../wallet/wallet';
import {
  browserLanguage,
  getLanguage,
  LANGUAGE_STORAGE_KEY,
  setLanguage,
  subscribeLanguage,
  toLanguage,
} from './language';
import {
  AreaLanguageContext,
  defineMessages,
  formattersFor,
  isLoaded,
  loadLanguage,
  messagesIn,
  switchLanguage,
  useFormat,
  useMessages,
  whenLoaded,
} from './messages';

const GREETING = defineMessages({
  en: { hello: 'Hello', count: (n: number) => `${n} cards` },
  es: { hello: 'Hola', count: (n: number) => `${n} cartas` },
});

function Greeting() {
  const t = useMessages(GREETING);
  const f = useFormat();
  return (
    <p>
      {t.hello} · {t.count(2)} · {f.amount(24950.5)}
    </p>
  );
}

afterEach(() => {
  act(() => setLanguage('en'));
  localStorage.clear();
});

describe('language', () => {
  it('reads the game’s language from any BCP 47 tag and refuses the others', () => {
    expect(toLanguage('es-AR')).toBe('es');
    expect(toLanguage('ES')).toBe('es');
    expect(toLanguage('en_GB')).toBe('en');
    expect(toLanguage('fr-FR')).toBeNull();
    expect(toLanguage(undefined)).toBeNull();
  });

  it('follows the first browser language the game speaks', () => {
    const spy = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'es-MX', 'en-US']);
    expect(browserLanguage()).toBe('es');
    spy.mockReturnValue(['de-DE']);
    expect(browserLanguage()).toBe('en');
    spy.mockRestore();
  });

  it('remembers a switch and tells every listener', () => {
    const heard = jest.fn();
    const stop = subscribeLanguage(heard);
    setLanguage('es');
    expect(getLanguage()).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it('follows a switch made in another tab of the game', () => {
    render(<Greeting />);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'es' }));
    });
    expect(screen.getByText(/Hola/)).toBeInTheDocument();
  });
});

describe('catalogues', () => {
  it('renders the current language and switches every screen at once', () => {
    render(<Greeting />);
    expect(screen.getByText('Hello · 2 cards · 24,950.5')).toBeInTheDocument();
    act(() => setLanguage('es'));
    expect(screen.getByText('Hola · 2 cartas · 24.950,5')).toBeInTheDocument();
  });

  it('lets an area keep its own language (an embedded element’s lang)', () => {
    render(
      <AreaLanguageContext.Provider value="es">
        <Greeting />
      </AreaLanguageContext.Provider>,
    );
    expect(screen.getByText(/^Hola/)).toBeInTheDocument();
  });

  it('formats money, counts and percentages in the language', () => {
    const en = formattersFor('en');
    const es = formattersFor('es');
    expect(en.price(4000)).toBe('4,000.00');
    expect(es.price(40000)).toBe('40.000,00');
    expect(en.balance(12.349)).toBe('12.34');
    expect(es.balance(12.349)).toBe('12,34');
    expect(en.percent(12.5)).toBe('12.5%');
    expect(es.percent(12.5)).toBe('12,5\u00a0%');
  });

  it('says a cancelled signature in the page’s language: the spec’s text in Español', async () => {
    setLanguage('es');
    window.hive_keychain = fakeKeychain(() => ({ success: false, error: 'user_cancel' }));
    await expect(new Wallet().sendToken('demo', 'x', 5, 'Deposit', 'HUESO')).rejects.toMatchObject({
      kind: 'cancelled',
      message: 'Firma cancelada o fallida',
    });
    delete (window as { hive_keychain?: unknown }).hive_keychain;
  });
});

describe('a catalogue whose Español is a module of its own', () => {
  /** Every catalogue a test made; afterwards their modules arrive, so no load is left waiting. */
  const made: (() => void)[] = [];
  afterEach(() => made.splice(0).forEach((release) => release()));

  /** A catalogue defined now (after the test setup loaded the others), its module given by the test. */
  function lazyCatalogue() {
    const texts = { hello: 'Hola', count: (n: number) => `${n} cartas` };
    let arrived = false;
    let arrive = () => {
      arrived = true;
    };
    const load = jest.fn(() =>
      arrived
        ? Promise.resolve({ default: texts })
        : new Promise<{ default: typeof texts }>((resolve) => {
            arrive = () => resolve({ default: texts });
          }),
    );
    const catalogue = defineMessages({
      en: { hello: 'Hello', count: (n: number) => `${n} cards` },
      es: load,
    });
    made.push(() => arrive());
    return { catalogue, load, arrive: () => arrive() };
  }

  function Hello({ catalogue }: { catalogue: ReturnType<typeof lazyCatalogue>['catalogue'] }) {
    const t = useMessages(catalogue);
    return <p>{`${t.hello} · ${t.count(3)}`}</p>;
  }

  it('downloads nothing for a page in English', async () => {
    const { catalogue, load } = lazyCatalogue();
    render(<Hello catalogue={catalogue} />);
    expect(screen.getByText('Hello · 3 cards')).toBeInTheDocument();
    await loadLanguage('en');
    expect(load).not.toHaveBeenCalled();
    expect(isLoaded(catalogue, 'es')).toBe(false);
  });

  it('suspends a screen in Español until its texts arrive, then shows them: one load for every catalogue', async () => {
    const first = lazyCatalogue();
    const second = lazyCatalogue();
    act(() => setLanguage('es', { remember: false }));
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Hello catalogue={first.catalogue} />
          <Hello catalogue={second.catalogue} />
        </Suspense>,
      );
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(first.load).toHaveBeenCalledTimes(1);
    expect(second.load).toHaveBeenCalledTimes(1);
    await act(async () => {
      first.arrive();
      second.arrive();
    });
    expect(screen.getAllByText('Hola · 3 cartas')).toHaveLength(2);
    expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
  });

  it('renders a first screen whose texts arrive while React waits, with hooks after them, without a recovered error', async () => {
    // The texts arrive while the concurrent render waits on them: React replays the screen's
    // first render, which must call the same hooks as the attempt that suspended.
    const { catalogue, arrive } = lazyCatalogue();
    function Counted() {
      const t = useMessages(catalogue);
      const [count] = useState(3);
      return <p>{`${t.hello} · ${t.count(count)}`}</p>;
    }
    act(() => setLanguage('es', { remember: false }));
    const recovered = jest.fn();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container, { onRecoverableError: recovered });
    try {
      await act(async () => {
        startTransition(() =>
          root.render(
            <Suspense fallback={<p>loading</p>}>
              <Counted />
            </Suspense>,
          ),
        );
        await Promise.resolve();
        arrive();
      });
      expect(container).toHaveTextContent('Hola · 3 cartas');
      expect(recovered).not.toHaveBeenCalled();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('starts loading a catalogue defined on a page in Español at once (a remote’s module)', async () => {
    act(() => setLanguage('es', { remember: false }));
    const { catalogue, load, arrive } = lazyCatalogue();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await whenLoaded(catalogue, 'es');
    expect(messagesIn(catalogue, 'es').hello).toBe('Hola');
  });

  it('loads the language before the switch, so the screen never shows its loading state', async () => {
    const { catalogue, arrive } = lazyCatalogue();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Hello catalogue={catalogue} />
      </Suspense>,
    );
    const switched = switchLanguage('es');
    expect(screen.getByText('Hello · 3 cards')).toBeInTheDocument();
    arrive();
    await act(() => switched);
    expect(screen.getByText('Hola · 3 cartas')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('gives code outside React the loaded language, English until then, and tries a failed load again', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: { hello: 'Hola', count: (n: number) => `${n} cartas` } });
    const catalogue = defineMessages({
      en: { hello: 'Hello', count: (n: number) => `${n} cards` },
      es: load,
    });
    await expect(loadLanguage('es')).rejects.toThrow('offline');
    expect(messagesIn(catalogue, 'es').hello).toBe('Hello');
    await whenLoaded(catalogue, 'es');
    expect(messagesIn(catalogue, 'es').hello).toBe('Hola');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
