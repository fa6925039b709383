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
import { AreaLanguageContext, defineMessages, formattersFor, useFormat, useMessages } from './messages';

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
