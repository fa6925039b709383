import defaults from '../../config/config.default.json';
import { ConfigError, loadConfig, parseConfig } from './config';

describe('runtime config', () => {
  it('accepts the embedded defaults and fills the NFT symbol', () => {
    const { nftSymbol, ...rest } = defaults;
    expect(parseConfig(rest).nftSymbol).toBe(nftSymbol);
  });

  it('names every invalid field', () => {
    expect(() => parseConfig({ ...defaults, apiBase: 'not a url', remotes: { Bad: 'x' } })).toThrow(
      ConfigError,
    );
    try {
      parseConfig({ ...defaults, apiBase: 'not a url' });
    } catch (err) {
      expect((err as Error).message).toMatch(/apiBase/);
    }
  });

  it('reports an unreachable config.json clearly', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('nope', { status: 404 }));
    await expect(loadConfig('/config.json')).rejects.toThrow('config.json could not be loaded (HTTP 404)');
    fetchMock.mockRestore();
  });
});
