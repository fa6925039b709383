import { selectInformacion } from '@hueso/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { API, handlers, makePlayer, remoteRenderer, server, setUpRemoteTests } from '@hueso/shared/testing';
import App from '../../App';

setUpRemoteTests({ handlers: () => [handlers.arenaStatus()] });
const renderHome = remoteRenderer(App, { route: '/game' });

const FAILURE =
  'Error you need the starter pack in a partner game or complete the daily mission there, check and try again.';

async function openEcosystem(user: ReturnType<typeof renderHome>['user']) {
  await user.click(screen.getByRole('button', { name: 'Ecosystem' }));
  return screen.findByRole('dialog', { name: 'HUESO ecosystem' });
}

describe('ecosystem modal', () => {
  it('explains the partner-game starter pack and links to the partner game', async () => {
    const { user } = renderHome();
    const dialog = await openEcosystem(user);
    expect(dialog).toHaveTextContent('75 BONES a day for 4 daily victories');
    const link = within(dialog).getByRole('link', { name: /partner game/i });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the spec failure text when the server answers ok: false', async () => {
    server.use(http.get(`${API}/api/ecosistemaHueso`, () => HttpResponse.json({ ok: false })));
    const { user } = renderHome();
    const dialog = await openEcosystem(user);
    await user.click(within(dialog).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
  });

  it('shows the spec failure text when the request fails', async () => {
    server.use(
      http.get(`${API}/api/ecosistemaHueso`, () =>
        HttpResponse.json({ error: 'Forbidden' }, { status: 403 }),
      ),
    );
    const { user } = renderHome();
    const dialog = await openEcosystem(user);
    await user.click(within(dialog).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
  });

  it('claims: success toast and the user info is refreshed', async () => {
    server.use(
      http.get(`${API}/api/ecosistemaHueso`, () => HttpResponse.json({ ok: true })),
      http.get(`${API}/api/getInformacion`, () =>
        HttpResponse.json({ resultado: makePlayer({ dinero: 1075 }) }),
      ),
    );
    const { user, store } = renderHome();
    const dialog = await openEcosystem(user);
    await user.click(within(dialog).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Ecosystem reward claimed successfully')).toBeInTheDocument();
    await waitFor(() => expect(selectInformacion(store.getState())?.dinero).toBe(1075));
  });

  it('claims once on a double click', async () => {
    let claims = 0;
    server.use(
      http.get(`${API}/api/ecosistemaHueso`, async () => {
        claims += 1;
        await delay(30);
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user } = renderHome();
    const dialog = await openEcosystem(user);
    const claim = within(dialog).getByRole('button', { name: 'Claim' });
    // Two clicks within one render, before the button can show it is busy.
    act(() => {
      claim.click();
      claim.click();
    });
    expect(within(dialog).getByRole('button', { name: 'Claiming…' })).toBeDisabled();
    expect(await screen.findByText('Ecosystem reward claimed successfully')).toBeInTheDocument();
    expect(claims).toBe(1);
  });
});
