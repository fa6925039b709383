import { linksIn } from './links';

const links = {
  whitepaper: 'https://example.org/whitepaper',
  chat: 'https://chat.example.org/',
  partnerGame: 'https://partner.example.org/',
  secondaryMarket: 'https://market.example.org/',
};

describe('linksIn', () => {
  it("gives a page's Spanish version in Español, and the one URL where it has none", () => {
    const configured = { ...links, es: { whitepaper: 'https://example.org/es/whitepaper', chat: undefined } };
    expect(linksIn(configured, 'es')).toEqual({ ...links, whitepaper: 'https://example.org/es/whitepaper' });
  });

  it('gives the configured URLs in English, and in Español when the config has no Spanish versions', () => {
    expect(linksIn({ ...links, es: { whitepaper: 'https://example.org/es/whitepaper' } }, 'en')).toEqual(
      links,
    );
    expect(linksIn(links, 'es')).toEqual(links);
  });
});
