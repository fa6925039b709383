import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from './router';
import { Link, NavLink } from './routerLinks';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{pathname + search}</output>;
}

function nav(at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <NavLink to="/game" end>
        Home
      </NavLink>
      <NavLink to="/game/market">Market</NavLink>
      <NavLink to="/game/market/" className="tab">
        Market slash
      </NavLink>
      <NavLink to="/game/arena" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Arena
      </NavLink>
    </MemoryRouter>,
  );
  return (name: string) => screen.getByRole('link', { name });
}

describe('Link', () => {
  it('has the route as its href and navigates in the app on a click', async () => {
    render(
      <MemoryRouter initialEntries={['/game']}>
        <Link to="/game/market?tab=packs">Market</Link>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Market' });
    expect(link).toHaveAttribute('href', '/game/market?tab=packs');
    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/game/market?tab=packs');
  });

  it('resolves a relative route against the route it is in', () => {
    render(
      <MemoryRouter initialEntries={['/game/album']}>
        <Routes>
          <Route path="/game/album" element={<Link to="?page=2">Page 2</Link>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/game/album?page=2');
  });

  it('is a plain anchor to an absolute URL, which the app does not route', () => {
    render(
      <MemoryRouter initialEntries={['/game/album']}>
        <Link to="https://hive-engine.com/market">Secondary market</Link>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Secondary market' });
    expect(link).toHaveAttribute('href', 'https://hive-engine.com/market');
    // jsdom does not navigate; the app's location stays where it is.
    fireEvent.click(link);
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(/^\/game\/album$/);
  });

  it('leaves a modified click (new tab) and a prevented click to the browser and the caller', () => {
    render(
      <MemoryRouter initialEntries={['/game']}>
        <Link to="/game/stake">Stake</Link>
        <Link to="/game/arena" onClick={(e) => e.preventDefault()}>
          Arena
        </Link>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Stake' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Arena' }));
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(/^\/game$/);
  });
});

describe('NavLink', () => {
  it('marks the link of the page the player is on, and with `end` only that page', () => {
    const link = nav('/game/market');
    expect(link('Market')).toHaveAttribute('aria-current', 'page');
    expect(link('Market')).toHaveClass('active');
    expect(link('Home')).not.toHaveAttribute('aria-current');
    expect(link('Home')).not.toHaveClass('active');
    expect(link('Market slash')).toHaveClass('tab');
    expect(link('Arena')).toHaveClass('off');
  });

  it('counts the pages below its route as its own, but not a longer name beside it', () => {
    const link = nav('/game/market/item/7');
    expect(link('Market')).toHaveAttribute('aria-current', 'page');
    expect(link('Market slash')).toHaveClass('tab', 'active');
    cleanup();
    expect(nav('/game/marketplace')('Market')).not.toHaveAttribute('aria-current');
  });

  it('is active on its own route whatever the letter case, and takes a class function', () => {
    const link = nav('/GAME');
    expect(link('Home')).toHaveAttribute('aria-current', 'page');
    expect(link('Arena')).toHaveClass('off');
  });
});
