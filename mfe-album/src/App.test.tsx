import { screen } from '@testing-library/react';
import { nftWorld, remoteRenderer, setUpRemoteTests, testConfig } from '@hueso/shared/testing';
import App from './App';

setUpRemoteTests();
const renderArea = remoteRenderer(App, { route: '/game/album' });

const menu = () => screen.getByRole('navigation', { name: 'Album sections' });

describe('album area sections (SPEC.md section 2)', () => {
  beforeEach(() => void nftWorld());

  it('opens on the Special Market when no page is given', async () => {
    renderArea({ route: '/game/album' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Special Market' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Special Market' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends an unknown path to the album once', async () => {
    renderArea({ route: '/game/nowhere/at/all' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Special Market' })).toBeInTheDocument();
  });

  it.each([
    ['1', 'General Album'],
    ['2', 'Special Album'],
    ['3', 'Crafting'],
    ['4', 'Marketplace'],
    ['5', 'Special Market'],
    ['6', 'Burn NFTs'],
    ['7', 'Global Ranking'],
    ['9', 'Special Market'],
    ['abc', 'Special Market'],
  ])('page=%s shows %s', async (page, title) => {
    renderArea({ route: `/game/album?page=${page}` });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('lists the seven sections in order, each a link to its page, and the secondary market', () => {
    renderArea({ route: '/game/album?page=1' });
    const links = [...menu().querySelectorAll('li a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['General Album', '/game/album?page=1'],
      ['Special Album', '/game/album?page=2'],
      ['Crafting', '/game/album?page=3'],
      ['Marketplace', '/game/album?page=4'],
      ['Special Market', '/game/album?page=5'],
      ['Burn NFTs', '/game/album?page=6'],
      ['Global Ranking', '/game/album?page=7'],
    ]);
    const external = screen.getByRole('link', { name: 'Secondary market (opens a new tab)' });
    expect(external).toHaveAttribute('href', testConfig.links.secondaryMarket);
    expect(external).toHaveAttribute('target', '_blank');
  });

  it('switches sections from the menu', async () => {
    const { user } = renderArea({ route: '/game/album?page=1' });
    await user.click(screen.getByRole('link', { name: 'Global Ranking' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Global Ranking' })).toBeInTheDocument();
  });

  it('opens the album at its base path, as when it runs standalone', async () => {
    renderArea({ route: '/game' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Special Market' })).toBeInTheDocument();
  });
});
