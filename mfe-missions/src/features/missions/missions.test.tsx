import { selectInformacion } from '@hueso/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { API, handlers, makePlayer, remoteRenderer, server, setUpRemoteTests } from '@hueso/shared/testing';
import App from '../../App';

setUpRemoteTests({ handlers: () => [handlers.arenaStatus()] });
const renderHome = remoteRenderer(App, { route: '/game' });

/** A mission slot that ends `ms` from now (negative: already over). */
const endsIn = (ms: number) => ({ start: true, Tiempo: Date.now() + ms });

const HOUR = 3600_000;

function startButton(title: string) {
  return screen.getByRole('button', { name: `Start ${title}` });
}

/** Two clicks within one render, before the button can show it is busy. */
function clickTwice(first: HTMLElement, second: HTMLElement = first) {
  act(() => {
    first.click();
    second.click();
  });
}

/** Counts the requests to `path` the page sends. */
function countRequests(path: string) {
  const sent = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) sent.count += 1;
  });
  return sent;
}
afterEach(() => server.events.removeAllListeners());

describe('starting missions', () => {
  it('starts the 1-hour mission: spec toast, session updated, 1h/6h/Recharge disabled', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/api/mision`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          usuario: makePlayer({ energia: { actual: 25, maximo: 50 }, mision: endsIn(HOUR) }),
        });
      }),
    );
    const { user, store } = renderHome();
    await user.click(startButton('Dig 1 hour'));

    expect(await screen.findByText('1-hour mission started successfully')).toBeInTheDocument();
    expect(sent).toEqual({ mision: 1 });
    expect(selectInformacion(store.getState())?.energia.actual).toBe(25);
    expect(startButton('Dig 1 hour')).toBeDisabled();
    expect(startButton('Walk 6 hours')).toBeDisabled();
    expect(startButton('Recharge')).toBeDisabled();
    // The special slot is another one: only the whitelist keeps player1 from it.
    expect(startButton('Dig 4 hours')).toHaveAccessibleDescription(
      'It is not yet available, it will be soon.',
    );
    expect(startButton('Walk 6 hours')).toHaveAccessibleDescription('A mission is already running');

    const panel = screen.getByRole('region', { name: 'Normal mission' });
    const bar = within(panel).getByRole('progressbar', { name: 'Normal mission' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(within(panel).getByText('Dig 1 hour')).toBeInTheDocument();
  });

  it.each([
    [6, 'Walk 6 hours', '6-hour mission started successfully'],
    [3, 'Recharge', 'Energy recharge mission started successfully'],
  ])('starts mission %i with its spec toast', async (code, title, message) => {
    let sent: unknown;
    server.use(
      http.post(`${API}/api/mision`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ usuario: makePlayer({ mision: endsIn(HOUR) }) });
      }),
    );
    const { user } = renderHome();
    await user.click(startButton(title));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).toEqual({ mision: code });
  });

  it('disables the button while its request runs', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.post(`${API}/api/mision`, async () => {
        await gate;
        return HttpResponse.json({ usuario: makePlayer({ mision: endsIn(HOUR) }) });
      }),
    );
    const { user } = renderHome();
    await user.click(startButton('Dig 1 hour'));
    expect(startButton('Dig 1 hour')).toBeDisabled();
    expect(startButton('Dig 1 hour')).toHaveTextContent('Starting…');
    release();
    expect(await screen.findByText('1-hour mission started successfully')).toBeInTheDocument();
  });

  it('sends one start on a double click', async () => {
    server.use(
      http.post(`${API}/api/mision`, async () => {
        await delay(30);
        return HttpResponse.json({ usuario: makePlayer({ mision: endsIn(HOUR) }) });
      }),
    );
    const sent = countRequests('/api/mision');
    renderHome();
    clickTwice(startButton('Dig 1 hour'));
    expect(await screen.findByText('1-hour mission started successfully')).toBeInTheDocument();
    expect(sent.count).toBe(1);
  });

  it('does not start a second normal mission while another one is starting', async () => {
    server.use(
      http.post(`${API}/api/mision`, async () => {
        await delay(30);
        return HttpResponse.json({ usuario: makePlayer({ mision: endsIn(HOUR) }) });
      }),
    );
    const sent = countRequests('/api/mision');
    renderHome();
    clickTwice(startButton('Dig 1 hour'), startButton('Walk 6 hours'));
    expect(startButton('Dig 1 hour')).toHaveTextContent('Starting…');
    expect(startButton('Walk 6 hours')).not.toHaveTextContent('Starting…');
    expect(await screen.findByText('1-hour mission started successfully')).toBeInTheDocument();
    expect(sent.count).toBe(1);
    expect(screen.queryByText('6-hour mission started successfully')).not.toBeInTheDocument();
  });

  it("shows the server's refusal text as an error toast", async () => {
    server.use(
      http.post(`${API}/api/mision`, () =>
        HttpResponse.json({ error: 'Not enough energy' }, { status: 400 }),
      ),
    );
    const { user, store } = renderHome();
    await user.click(startButton('Walk 6 hours'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough energy');
    expect(startButton('Walk 6 hours')).toBeEnabled();
    expect(selectInformacion(store.getState())?.mision.start).toBe(false);
  });

  it('shows the special mission off for a player not whitelisted, with the spec text as the reason, sending nothing', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(request.url));
    const { user } = renderHome({ info: makePlayer({ nombre: 'player1' }) });
    const dig4 = startButton('Dig 4 hours');
    expect(dig4).toBeDisabled();
    expect(dig4).toHaveAccessibleDescription('It is not yet available, it will be soon.');
    expect(screen.getByText('It is not yet available, it will be soon.')).toBeVisible();
    await user.click(dig4);
    // The arena card's status read is the only request: nothing goes to /api/mision.
    expect(calls.filter((url) => !url.endsWith('/api/arena/status'))).toEqual([]);
    expect(startButton('Dig 1 hour')).toBeEnabled();
    server.events.removeAllListeners();
  });

  it('starts the special mission for a whitelisted player and disables only the 4h button', async () => {
    server.use(
      http.post(`${API}/api/mision`, () =>
        HttpResponse.json({ usuario: makePlayer({ nombre: 'demo', misionEspecial: endsIn(4 * HOUR) }) }),
      ),
    );
    const { user } = renderHome({ info: makePlayer({ nombre: 'demo' }) });
    await user.click(startButton('Dig 4 hours'));
    expect(await screen.findByText('4-hour special mission started successfully')).toBeInTheDocument();
    expect(startButton('Dig 4 hours')).toBeDisabled();
    expect(startButton('Dig 1 hour')).toBeEnabled();
    expect(screen.getByRole('progressbar', { name: 'Special mission' })).toBeInTheDocument();
  });
});

describe('finishing missions', () => {
  it('collects a finished normal mission automatically, shows +N HUESO, then Collect refreshes', async () => {
    let finishBody: unknown;
    let infoCalls = 0;
    server.use(
      http.post(`${API}/api/finalizar`, async ({ request }) => {
        finishBody = await request.json();
        return HttpResponse.json({ reward: 42, usuario: makePlayer({ dinero: 1042 }) });
      }),
      http.get(`${API}/api/getInformacion`, () => {
        infoCalls += 1;
        return HttpResponse.json({ resultado: makePlayer({ dinero: 1042, nivel: 4 }) });
      }),
    );
    const { user, store } = renderHome({ info: makePlayer({ mision: endsIn(-1000) }) });

    const reward = await screen.findByText('+42 HUESO');
    expect(reward).toHaveAttribute('role', 'status');
    expect(finishBody).toEqual({ tipo: 'normal' });
    expect(selectInformacion(store.getState())?.dinero).toBe(1042);
    expect(startButton('Dig 1 hour')).toBeEnabled();

    const collect = await screen.findByRole('button', { name: 'Collect' }, { timeout: 3000 });
    expect(screen.queryByText('+42 HUESO')).not.toBeInTheDocument();
    await user.click(collect);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Normal mission' })).not.toBeInTheDocument(),
    );
    expect(infoCalls).toBe(1);
    expect(selectInformacion(store.getState())?.nivel).toBe(4);
  });

  it('collects when the countdown reaches zero (fake timers)', async () => {
    jest.useFakeTimers();
    try {
      server.use(
        http.post(`${API}/api/finalizar`, () =>
          HttpResponse.json({ reward: 7, usuario: makePlayer({ dinero: 1007 }) }),
        ),
      );
      const { store } = renderHome({
        info: makePlayer({ mision: endsIn(3000) }),
        userOptions: { advanceTimers: jest.advanceTimersByTime },
      });
      expect(screen.getByRole('progressbar', { name: 'Normal mission' })).toBeInTheDocument();
      expect(screen.queryByText('+7 HUESO')).not.toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3500);
      });
      // findBy* advances fake timers while it polls, which lets the mocked request complete.
      expect(await screen.findByText('+7 HUESO')).toBeInTheDocument();
      expect(selectInformacion(store.getState())?.dinero).toBe(1007);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a recharge result in energy', async () => {
    server.use(
      http.post(`${API}/api/mision`, () =>
        HttpResponse.json({ usuario: makePlayer({ mision: endsIn(-1000) }) }),
      ),
      http.post(`${API}/api/finalizar`, () =>
        HttpResponse.json({ reward: 4, usuario: makePlayer({ energia: { actual: 34, maximo: 50 } }) }),
      ),
    );
    const { user } = renderHome();
    await user.click(startButton('Recharge'));
    const panel = await screen.findByRole('region', { name: 'Normal mission' });
    expect(await within(panel).findByText('+4 energy')).toHaveAttribute('role', 'status');
  });

  it('shows a recharge finished before a reload as energy, not HUESO', async () => {
    const over = { start: true, Tiempo: Date.now() - 1000 };
    const full = { actual: 50, maximo: 50 };
    let collectable = false;
    server.use(
      http.post(`${API}/api/mision`, () => HttpResponse.json({ usuario: makePlayer({ mision: over }) })),
      http.post(`${API}/api/finalizar`, () =>
        collectable
          ? HttpResponse.json({ reward: 0, usuario: makePlayer({ energia: full }) })
          : HttpResponse.json({ error: 'Server is busy' }, { status: 503 }),
      ),
      http.get(`${API}/api/getInformacion`, () =>
        HttpResponse.json({ resultado: makePlayer({ mision: over }) }),
      ),
    );
    const first = renderHome();
    await first.user.click(startButton('Recharge'));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    first.unmount();

    // The page is reloaded: a new store that knows only the player's record.
    collectable = true;
    renderHome({ info: makePlayer({ mision: over, energia: full }) });
    const panel = await screen.findByRole('region', { name: 'Normal mission' });
    expect(await within(panel).findByText('+0 energy')).toHaveAttribute('role', 'status');
    expect(within(panel).queryByText(/HUESO/)).not.toBeInTheDocument();
  });

  it('shows the server text and a retry when collection fails', async () => {
    const stillRunning = makePlayer({ mision: endsIn(-1000) });
    server.use(
      http.post(`${API}/api/finalizar`, () =>
        HttpResponse.json({ error: 'Mission not finished' }, { status: 409 }),
      ),
      http.get(`${API}/api/getInformacion`, () => HttpResponse.json({ resultado: stillRunning })),
    );
    renderHome({ info: stillRunning });
    expect(await screen.findByRole('alert')).toHaveTextContent('Mission not finished');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('re-reads the player after a refused collection, so a mission collected elsewhere frees the buttons', async () => {
    server.use(
      http.post(`${API}/api/finalizar`, () =>
        HttpResponse.json({ error: 'No mission is running' }, { status: 409 }),
      ),
      http.get(`${API}/api/getInformacion`, () =>
        HttpResponse.json({ resultado: makePlayer({ mision: { start: false, Tiempo: 0 }, dinero: 1100 }) }),
      ),
    );
    renderHome({ info: makePlayer({ mision: endsIn(-1000) }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('No mission is running');
    expect(await screen.findByRole('button', { name: 'Start Dig 1 hour' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Start Walk 6 hours' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Normal mission' })).not.toBeInTheDocument();
  });

  it('finishes the special mission with Collect, shows the reward, then Close hides it', async () => {
    let finishBody: unknown;
    server.use(
      http.post(`${API}/api/finalizar`, async ({ request }) => {
        finishBody = await request.json();
        return HttpResponse.json({ reward: 150, usuario: makePlayer({ nombre: 'demo', dinero: 1150 }) });
      }),
    );
    const { user, store } = renderHome({
      info: makePlayer({ nombre: 'demo', misionEspecial: endsIn(-1000) }),
    });
    const panel = screen.getByRole('region', { name: 'Special mission' });
    expect(finishBody).toBeUndefined();
    await user.click(within(panel).getByRole('button', { name: 'Collect' }));

    expect(await screen.findByText('+150 HUESO')).toBeInTheDocument();
    expect(finishBody).toEqual({ tipo: 'especial' });
    expect(selectInformacion(store.getState())?.dinero).toBe(1150);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('+150 HUESO')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Special mission' })).not.toBeInTheDocument();
  });

  it('collects the special mission once on a double click of Collect', async () => {
    server.use(
      http.post(`${API}/api/finalizar`, async () => {
        await delay(30);
        return HttpResponse.json({ reward: 150, usuario: makePlayer({ nombre: 'demo', dinero: 1150 }) });
      }),
    );
    const sent = countRequests('/api/finalizar');
    renderHome({ info: makePlayer({ nombre: 'demo', misionEspecial: endsIn(-1000) }) });
    const panel = screen.getByRole('region', { name: 'Special mission' });
    clickTwice(within(panel).getByRole('button', { name: 'Collect' }));
    expect(within(panel).getByRole('button', { name: 'Collecting…' })).toBeDisabled();
    expect(await screen.findByText('+150 HUESO')).toBeInTheDocument();
    expect(sent.count).toBe(1);
  });

  it('collects the normal mission once: at zero, on a double click of Try again, and of Collect', async () => {
    const over = makePlayer({ mision: endsIn(-1000) });
    let refuse = true;
    server.use(
      http.post(`${API}/api/finalizar`, async () => {
        await delay(30);
        return refuse
          ? HttpResponse.json({ error: 'Server is busy' }, { status: 503 })
          : HttpResponse.json({ reward: 42, usuario: makePlayer({ dinero: 1042 }) });
      }),
      http.get(`${API}/api/getInformacion`, async () => {
        await delay(30);
        return HttpResponse.json({ resultado: refuse ? over : makePlayer({ dinero: 1042 }) });
      }),
    );
    const finishes = countRequests('/api/finalizar');
    const reads = countRequests('/api/getInformacion');
    renderHome({ info: over });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(finishes.count).toBe(1);

    refuse = false;
    clickTwice(retry);
    expect(await screen.findByText('+42 HUESO')).toBeInTheDocument();
    expect(finishes.count).toBe(2);

    const collect = await screen.findByRole('button', { name: 'Collect' }, { timeout: 3000 });
    const readsBefore = reads.count;
    clickTwice(collect);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Normal mission' })).not.toBeInTheDocument(),
    );
    expect(reads.count - readsBefore).toBe(1);
  });

  it('offers no Collect for a special mission that is still running', () => {
    renderHome({ info: makePlayer({ nombre: 'demo', misionEspecial: endsIn(HOUR) }) });
    const panel = screen.getByRole('region', { name: 'Special mission' });
    expect(within(panel).queryByRole('button', { name: 'Collect' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Dig 4 hours' })).toBeDisabled();
  });
});
