import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  chainHandlers,
  handlers,
  listenToServer,
  markCatalogueTexts,
  server,
  strayTexts,
} from '@hueso/shared/testing';
import { remoteRegistry } from '@hueso/shared';
import { NotFound } from './app/pages';
import { LoginPage } from './features/login/LoginPage';
import { TopBar } from './features/topbar/TopBar';
import { renderHost } from './test-utils';

listenToServer();
markCatalogueTexts();

/**
 * Names shown as themselves: the languages (each in itself), KeyChain, 404; and the areas' names,
 * which come in both languages from shared/remotes.json (`label`, `labelEs`).
 */
const AREAS = remoteRegistry.flatMap((r) => r.nav.map((n) => n.label));
const DATA = [/\b(English|Español|KeyChain|Whitepaper|Chat)\b|^404$/g, ...AREAS];

describe('every text of the host comes from its catalogues', () => {
  it('the login screen', () => {
    const { container } = renderHost(<LoginPage />, { path: '/login' });
    expect(strayTexts(container, DATA)).toEqual([]);
  });

  it('the top bar and the profile', async () => {
    server.use(...handlers.stakes({ play: 10 }), ...chainHandlers({ HUESO: '5' }, {}, 'demo'));
    renderHost(<TopBar />, { info: {} });
    await userEvent.click(screen.getByRole('button', { name: /Profile/ }));
    await screen.findByTestId('profile-wallet');
    expect(await screen.findByText(/5\.00/)).toBeInTheDocument();
    expect(strayTexts(document.body, DATA)).toEqual([]);
  });

  it('the page that does not exist', () => {
    const { container } = renderHost(<NotFound />);
    expect(strayTexts(container, DATA)).toEqual([]);
  });
});
