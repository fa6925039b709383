import { setToken, clearToken } from '../session/tokenCookie';
import { setLanguage } from '../i18n/language';
import { takeEarlyAnswer } from './earlyAnswer';

const answer = (status: number, body: unknown) =>
  Promise.resolve({ status, json: () => Promise.resolve(body) } as Response);

describe('takeEarlyAnswer', () => {
  beforeEach(() => {
    setToken('tok');
    setLanguage('en', { remember: false });
  });
  afterEach(() => {
    clearToken();
    window.huesoEarly = undefined;
  });

  it("gives the answer of index.html's request for that path, once", async () => {
    window.huesoEarly = {
      token: 'tok',
      lang: 'en',
      reads: { '/api/getInformacion': answer(200, { a: 1 }), '/api/arena/status': answer(200, { b: 2 }) },
    };
    expect(await takeEarlyAnswer('/api/getCards')).toBeUndefined();
    expect(await takeEarlyAnswer('/api/getInformacion')).toEqual({ a: 1 });
    expect(await takeEarlyAnswer('/api/getInformacion')).toBeUndefined();
    expect(await takeEarlyAnswer('/api/arena/status')).toEqual({ b: 2 });
  });

  it.each([
    ['another session', { token: 'old' }],
    ['another language', { lang: 'es' }],
    ['a refusal', { reads: { '/api/getInformacion': answer(401, { error: 'x' }) } }],
    ['a failed request', { reads: { '/api/getInformacion': Promise.reject(new Error('offline')) } }],
    ['no request (config.json unreadable)', { reads: { '/api/getInformacion': Promise.resolve(null) } }],
  ])('leaves the call to the query layer after %s', async (_, change) => {
    window.huesoEarly = {
      token: 'tok',
      lang: 'en',
      reads: { '/api/getInformacion': answer(200, { a: 1 }) },
      ...change,
    };
    for (const read of Object.values(window.huesoEarly.reads)) read.catch(() => undefined);
    expect(await takeEarlyAnswer('/api/getInformacion')).toBeUndefined();
  });
});
