import defaults from '../../config/config.default.json';
import { navEntries, remoteLabel, remoteRegistry } from './registry';

describe('remote registry', () => {
  it('is what the default config.json points at: one manifest per remote, same names', () => {
    expect(defaults.remotes).toEqual(Object.fromEntries(remoteRegistry.map((r) => [r.name, r.manifest])));
  });

  it('gives each remote its own port, and the manifest is served from that port', () => {
    const ports = remoteRegistry.map((r) => r.port);
    expect(new Set(ports).size).toBe(ports.length);
    for (const r of remoteRegistry) expect(new URL(r.manifest).port).toBe(String(r.port));
  });

  it('never lets two remotes own the same route', () => {
    const routes = remoteRegistry.flatMap((r) => r.routes.map((route) => route.toLowerCase()));
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('lists the top bar in the order of SPEC.md, then any other area of the registry', () => {
    expect(navEntries()).toEqual(
      remoteRegistry.flatMap((r) =>
        r.nav.map((n) => ({ to: n.route ? `/game/${n.route}` : '/game', label: n.label })),
      ),
    );
    expect(navEntries().slice(0, 6)).toEqual([
      { to: '/game', label: 'Home' },
      { to: '/game/market', label: 'Market' },
      { to: '/game/inventory', label: 'Inventory' },
      { to: '/game/album', label: 'Album' },
      { to: '/game/stake', label: 'Stake' },
      { to: '/game/arena', label: 'Arena' },
    ]);
  });

  it('labels an area by the name players know', () => {
    expect(remoteLabel('missions')).toBe('Home');
    expect(remoteLabel('unknown')).toBe('unknown');
  });
});
