import { versionConflict } from '../app/versionConflict';
import { explainFailure } from './failure';
import { EMBED_MESSAGES } from './messages';

const M = EMBED_MESSAGES.en;
const POLICY = 'https://game.example/embed-csp.txt';

describe("the embed's failures name their cause", () => {
  it('names the origin and directive a page policy blocked, with the policy to paste and no Retry', () => {
    const failure = explainFailure(
      new TypeError('Failed to fetch'),
      [{ url: 'https://arena.game.example/mf-manifest.json', directive: 'connect-src' }],
      'arena',
      M,
      POLICY,
    );
    expect(failure).toEqual({
      text:
        "This page's Content-Security-Policy blocks https://arena.game.example (connect-src), which the game " +
        'needs. Allow it, and the rest of https://game.example/embed-csp.txt, then reload the page.',
      retry: false,
      explained: true,
    });
  });

  it("keeps the loader's own words and says when Retry cannot help", () => {
    const named = Object.assign(new Error('There is no HUESO area named "x".'), { name: 'EmbedError' });
    expect(explainFailure(named, [], 'x', M, POLICY)).toEqual({
      text: 'There is no HUESO area named "x".',
      retry: true,
      explained: true,
    });
    const version = Object.assign(new Error('needs newer'), { name: 'EmbedError', retry: false });
    expect(explainFailure(version, [], 'market', M, POLICY).retry).toBe(false);
  });

  it('falls back to the connection text for an unexplained failure', () => {
    expect(explainFailure(new Error('boom'), [], 'arena', M, POLICY)).toEqual({
      text: M.unreachable('arena'),
      retry: true,
      explained: false,
    });
  });

  it("reads the federation runtime's version refusal, also as a cause", () => {
    const refusal = new Error(
      '[ Federation Runtime ]: Version 2.3.0 from host of shared singleton module @hueso/shared does not ' +
        'satisfy the requirement of market which needs ^2.4.0)',
    );
    const expected = { provided: '2.3.0', library: '@hueso/shared', needed: '^2.4.0' };
    expect(versionConflict(refusal)).toEqual(expected);
    expect(versionConflict(new Error('The market area could not be loaded', { cause: refusal }))).toEqual(
      expected,
    );
    expect(versionConflict(new Error('Failed to fetch'))).toBeNull();
    expect(M.version('market', '@hueso/shared', '^2.4.0', '2.3.0')).toBe(
      'The market area needs @hueso/shared ^2.4.0, and this game provides 2.3.0. It can be shown once the game is updated.',
    );
  });
});
