import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import defaults from '../../config/config.default.json';
import { ConfigError, devWalletBase, loadConfig, parseConfig } from './config';

describe('runtime config', () => {
  it('accepts the embedded defaults and fills the NFT symbol', () => {
    const { nftSymbol, ...rest } = defaults;
    expect(parseConfig(rest).nftSymbol).toBe(nftSymbol);
  });

  it("defaults the chain id to Hive Engine's mainnet and the dev wallet to the chain node's /dev", () => {
    const chain = {
      contractsRpc: 'http://127.0.0.1:8091/contracts',
      blockchainRpc: 'http://127.0.0.1:8091/blockchain',
    };
    const config = parseConfig({ ...defaults, chain });
    expect(config.chain.chainId).toBe('mainnet-hive');
    expect(devWalletBase(config)).toBe('http://127.0.0.1:8091/dev');
    const own = parseConfig({ ...defaults, chain: { ...chain, devWallet: 'http://wallet.test/w' } });
    expect(devWalletBase(own)).toBe('http://wallet.test/w');
    expect(() => parseConfig({ ...defaults, chain: { ...chain, chainId: 'Not An Id' } })).toThrow(
      /chain\.chainId/,
    );
  });

  it('names every invalid field', () => {
    expect(() => parseConfig({ ...defaults, apiBase: 'not a url', remotes: { Bad: 'x' } })).toThrow(
      ConfigError,
    );
    expect(() => parseConfig({ ...defaults, apiBase: 'not a url' })).toThrow(/apiBase/);
  });

  it('reports an unreachable config.json clearly', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('nope', { status: 404 }));
    await expect(loadConfig('/config.json')).rejects.toThrow('config.json could not be loaded (HTTP 404)');
    fetchMock.mockRestore();
  });
});

describe('default config links', () => {
  // The embedded defaults point at pages the host serves from host/public.
  const { es, ...pages } = defaults.links;
  it.each([...Object.entries(pages), ...Object.entries(es).map(([name, href]) => [`es.${name}`, href])])(
    '%s opens a page the host serves',
    (_name, href) => {
      const url = new URL(href);
      expect(url.origin).toBe('http://localhost:8080');
      expect(existsSync(path.join(__dirname, '../../../host/public', url.pathname))).toBe(true);
    },
  );

  it('gives every page a Spanish version in a page of that language', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(pages).sort());
    for (const href of Object.values(es)) {
      const html = readFileSync(path.join(__dirname, '../../../host/public', new URL(href).pathname), 'utf8');
      expect(html).toContain('<html lang="es">');
    }
  });
});
