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
      path: '/api/getInformacion',
      token: 'tok',
      lang: 'en',
      response: answer(200, { a: 1 }),
    };
    expect(await takeEarlyAnswer('/api/getCards')).toBeUndefined();
    expect(await takeEarlyAnswer('/api/getInformacion')).toEqual({ a: 1 });
    expect(await takeEarlyAnswer('/api/getInformacion')).toBeUndefined();
  });

  it.each([
    ['another session', { token: 'old' }],
    ['another language', { lang: 'es' }],
    ['a refusal', { response: answer(401, { error: 'x' }) }],
    ['a failed request', { response: Promise.reject(new Error('offline')) }],
    ['no request (config.json unreadable)', { response: Promise.resolve(null) }],
  ])('leaves the call to the query layer after %s', async (_, change) => {
    window.huesoEarly = {
      path: '/api/getInformacion',
      token: 'tok',
      lang: 'en',
      response: answer(200, { a: 1 }),
      ...change,
    };
    window.huesoEarly.response.catch(() => undefined);
    expect(await takeEarlyAnswer('/api/getInformacion')).toBeUndefined();
  });
});
