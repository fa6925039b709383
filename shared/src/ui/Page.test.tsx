import { act, render, screen, within } from '@testing-library/react';
import { Suspense, use, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { axeViolations } from '../testing/axe';
import { Page, PageFrame } from './Page';
import { FrameHolder } from './pageFrame';
import { theme } from './theme';

const inTheme = (ui: React.ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Page', () => {
  it('is the main landmark named by its one h1, with description, actions and content', async () => {
    const { container } = inTheme(
      <Page title="Market" description="Five offers" actions={<a href="/game/inventory">Inventory</a>}>
        <p>Offers</p>
      </Page>,
    );
    const main = screen.getByRole('main', { name: 'Market' });
    expect(within(main).getByRole('heading', { level: 1, name: 'Market' })).toBeInTheDocument();
    expect(within(main).getByText('Five offers')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Inventory' })).toBeInTheDocument();
    expect(within(main).getByText('Offers')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is named by `label` when it has no title', () => {
    inTheme(
      <Page label="Arena leaderboard">
        <h2>Leaderboard</h2>
      </Page>,
    );
    expect(screen.getByRole('main', { name: 'Arena leaderboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('puts the side column before the titled content', async () => {
    const { container } = inTheme(
      <Page title="Crafting" side={<nav aria-label="Album sections" />}>
        <p>Cards</p>
      </Page>,
    );
    const main = screen.getByRole('main', { name: 'Crafting' });
    const nav = within(main).getByRole('navigation', { name: 'Album sections' });
    expect(main.firstElementChild).toBe(nav);
    expect(nav.nextElementSibling).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('with main={false} leaves the main landmark to the screen', () => {
    inTheme(
      <Page main={false} label="ignored">
        <main aria-label="Islands" />
      </Page>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main', { name: 'Islands' })).toBeInTheDocument();
  });
});

describe('PageFrame', () => {
  /** The host's frame around an area whose page arrives later (`page`, null while its code loads). */
  const host = (page: ReactNode) => (
    <ThemeProvider theme={theme}>
      <PageFrame
        title="Islands"
        width="wide"
        busy={page === null}
        status={<p role="status">Loading the area</p>}
      >
        {page}
      </PageFrame>
    </ThemeProvider>
  );
  const islands = (
    <Page title="Islands" width="wide" description="Six islands" actions={<a href="/game/arena">Arena</a>}>
      <p>Mission 1</p>
    </Page>
  );
  const market = (
    <Page title="Market">
      <p>Offers</p>
    </Page>
  );
  const h1 = () => screen.getByRole('heading', { level: 1 });
  /** `content` under the platform's session gate, whose Suspense fallback is its loading state. */
  const gated = (content: ReactNode) => (
    <Suspense
      fallback={
        <FrameHolder>
          <p role="status">Loading the texts</p>
        </FrameHolder>
      }
    >
      {content}
    </Suspense>
  );
  /** The islands screen, whose code (or texts) arrive when `arrive` is called: it suspends until then. */
  const arrivingLater = () => {
    let resolve!: () => void;
    const arrived = new Promise<void>((done) => (resolve = done));
    function Screen() {
      use(arrived);
      return islands;
    }
    return {
      Screen,
      arrive: async () => {
        resolve();
        await arrived;
      },
    };
  };

  it("opens the screen's page at once: its landmark, busy, named by the h1, with the status", async () => {
    const { container } = render(host(null));
    const main = screen.getByRole('main', { name: 'Islands' });
    expect(main).toHaveAttribute('aria-busy', 'true');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Islands');
    expect(within(main).getByRole('status')).toHaveTextContent('Loading the area');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is taken over by the page of the same title and width: the same h1, with its parts in it', async () => {
    const { container, rerender } = render(host(null));
    const painted = h1();
    rerender(host(islands));
    expect(screen.getAllByRole('main')).toHaveLength(1);
    const main = screen.getByRole('main', { name: 'Islands' });
    expect(main).not.toHaveAttribute('aria-busy');
    expect(h1()).toBe(painted);
    expect(within(main).getByText('Six islands').tagName).toBe('P');
    expect(within(main).getByRole('link', { name: 'Arena' })).toBeInTheDocument();
    expect(within(main).getByText('Mission 1')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lays the page out as the page alone does: the same boxes in the same order', () => {
    // An element's tag and its boxes' children; `display: contents` adds no box, `none` none at all.
    const boxes = (el: Element): string[] => {
      const display = getComputedStyle(el).display;
      if (display === 'none') return [];
      const inner = [...el.children].flatMap(boxes);
      return display === 'contents' ? inner : [`${el.tagName}(${inner.join(',')})`];
    };
    for (const page of [islands, market]) {
      const alone = render(<ThemeProvider theme={theme}>{page}</ThemeProvider>);
      const expected = boxes(screen.getByRole('main'));
      alone.unmount();
      const framed = render(
        <ThemeProvider theme={theme}>
          <PageFrame
            title={page === islands ? 'Islands' : 'Market'}
            width={page === islands ? 'wide' : 'regular'}
            busy
          >
            {null}
          </PageFrame>
        </ThemeProvider>,
      );
      framed.rerender(
        <ThemeProvider theme={theme}>
          <PageFrame
            title={page === islands ? 'Islands' : 'Market'}
            width={page === islands ? 'wide' : 'regular'}
            busy={false}
          >
            {page}
          </PageFrame>
        </ThemeProvider>,
      );
      expect(screen.getAllByRole('main')).toHaveLength(1);
      expect(boxes(screen.getByRole('main'))).toEqual(expected);
      framed.unmount();
    }
  });

  it("passes from the area's loading page to its screen in one commit, keeping the h1", async () => {
    const { Screen, arrive } = arrivingLater();
    const { rerender } = render(host(null));
    const painted = h1();
    const loadingPage = (
      <Page title="Islands" width="wide">
        <p role="status">Loading the screen</p>
      </Page>
    );
    await act(async () =>
      rerender(
        host(
          <Suspense fallback={loadingPage}>
            <Screen />
          </Suspense>,
        ),
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the screen');
    expect(h1()).toBe(painted);
    await act(arrive);
    expect(screen.getByText('Mission 1')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(h1()).toBe(painted);
  });

  it("keeps the frame open for the platform's loading state before the screen's page (its texts loading)", async () => {
    const { Screen, arrive } = arrivingLater();
    const { rerender } = render(host(null));
    const painted = h1();
    await act(async () => rerender(host(gated(<Screen />))));
    // The loading state is the frame's content, under the title painted first; the page is busy.
    expect(screen.getByRole('main', { name: 'Islands' })).toContainElement(screen.getByRole('status'));
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(h1()).toBe(painted);
    await act(arrive);
    expect(screen.getByText('Mission 1')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
    expect(h1()).toBe(painted);
  });

  it("keeps the frame, and the screen's state, while the screen suspends again (its texts loading)", async () => {
    let resume!: () => void;
    const spanish = new Promise<void>((resolve) => (resume = resolve));
    function Counter() {
      const [count, setCount] = useState(0);
      const [language, setLanguage] = useState('en');
      if (language === 'es') use(spanish);
      return (
        <Page title="Islands" width="wide">
          <button onClick={() => setCount((n) => n + 1)}>Count {count}</button>
          <button onClick={() => setLanguage('es')}>Español</button>
        </Page>
      );
    }
    const { rerender } = render(host(null));
    const painted = h1();
    rerender(host(gated(<Counter />)));
    act(() => screen.getByRole('button', { name: 'Count 0' }).click());
    // An urgent update that suspends: the gate's loading state shows, the screen is hidden.
    await act(async () => screen.getByRole('button', { name: 'Español' }).click());
    expect(screen.getByRole('main', { name: 'Islands' })).toContainElement(screen.getByRole('status'));
    expect(h1()).toBe(painted);
    await act(async () => {
      resume();
      await spanish;
    });
    expect(screen.getByRole('button', { name: 'Count 1' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(h1()).toBe(painted);
  });

  it('renders a loading state outside any frame where it is', () => {
    render(
      <FrameHolder>
        <p role="status">Loading</p>
      </FrameHolder>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('keeps the width of the page that holds it when the route moves on under that page', () => {
    const frame = (title: string | undefined, page: ReactNode) => (
      <ThemeProvider theme={theme}>
        <PageFrame title={title} width={title ? 'wide' : undefined} busy={page === null}>
          {page}
        </PageFrame>
      </ThemeProvider>
    );
    const { rerender } = render(frame('Islands', null));
    const painted = h1();
    rerender(frame('Islands', islands));
    // The route went below the screen, which declares no first paint there: the screen stays.
    rerender(frame(undefined, islands));
    expect(h1()).toBe(painted);
    expect(getComputedStyle(screen.getByRole('main')).maxWidth).toBe('1280px');
  });

  it('closes for a screen of another title, and a page that comes back later is a page of its own', () => {
    const { rerender } = render(host(null));
    const painted = h1();
    rerender(host(market));
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main', { name: 'Market' })).toContainElement(h1());
    rerender(host(islands));
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main', { name: 'Islands' })).toContainElement(h1());
    expect(h1()).not.toBe(painted);
  });

  it('stays with the page that holds it when that title changes (the language), and shows the new title', () => {
    function Titled() {
      const [title, setTitle] = useState('Islands');
      return (
        <Page title={title} width="wide">
          <button onClick={() => setTitle('Islas')}>Español</button>
        </Page>
      );
    }
    const { rerender } = render(host(null));
    const painted = h1();
    rerender(host(<Titled />));
    act(() => screen.getByRole('button', { name: 'Español' }).click());
    expect(h1()).toBe(painted);
    expect(screen.getByRole('main', { name: 'Islas' })).toContainElement(screen.getByRole('button'));
  });
});
