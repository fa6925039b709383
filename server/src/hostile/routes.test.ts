/**
 * Hostile input against every route of the server, read from Fastify's route table (so routes
 * added later are covered without touching this file): missing, wrong-typed, negative, NaN, huge,
 * deeply nested, prototype-polluting and non-JSON bodies and query strings, hostile path
 * parameters and session tokens. Every answer must be a 4xx with a clear text (or, for a route
 * that takes no input, a normal answer), never a 5xx, and no balance, stake, item, card, key or
 * password may change. The count of requests and of server errors is printed at the end.
 */
import type { RouteOptions } from 'fastify';
import { routesOf } from '../app';
import { chainSnapshot, rawCall, testServer, type Reply, type TestServer } from '../test/helpers';

let s: TestServer;
let token: string;
let sent = 0;
let serverErrors = 0;
beforeAll(async () => {
  s = await testServer();
  token = await s.login();
});
afterAll(async () => {
  console.log(`hostile-input suite: ${sent} requests sent, ${serverErrors} server errors`);
  await s.close();
});

/** Everything a hostile request could move: balances, stakes, items, NFT owners, passwords. */
async function worldSnapshot(): Promise<string> {
  const { db } = s.ctx;
  const all = (sql: string) => db.prepare(sql).all();
  return JSON.stringify([
    all('SELECT * FROM users ORDER BY id'),
    await chainSnapshot(s),
    all('SELECT * FROM items ORDER BY user_id, nombre'),
    all('SELECT * FROM pool_stakes ORDER BY user_id'),
    all('SELECT * FROM deposits ORDER BY tx_id'),
  ]);
}

/** A route as the suite sees it: method, URL, whether it needs a session, its input fields. */
interface Target {
  method: string;
  url: string;
  isPublic: boolean;
  bodyFields: string[] | null;
  queryFields: string[] | null;
}

/** Field names of a zod object schema (classic or mini), or null when the route has none. */
function fieldsOf(schema: unknown): string[] | null {
  const shape = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def
    ?.shape;
  return shape ? Object.keys(shape) : null;
}

/** Every field name the API uses: set all at once, each route's own fields get the hostile value. */
const FIELD_NAMES = [
  'user',
  'password',
  'currentPassword',
  'nombre',
  'key',
  'message',
  'parametros',
  'mision',
  'tipo',
  'id',
  'cantidad',
  'nombreItem',
  'item',
  'ide',
  'account',
  'to',
  'amount',
  'memo',
  'currency',
  'json',
  'symbol',
  'quantity',
  'limit',
  'page',
  'sort',
  'txid',
  'method',
  'params',
  'jsonrpc',
  'nfts',
  'ids',
];

const nested = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

/** Values of the wrong type or out of range for every field the API has. */
const HOSTILE_VALUES: [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['negative', -1],
  ['negative huge', -1e308],
  ['zero', 0],
  ['fraction finer than any token', 1e-9],
  ['huge number', 1e308],
  ['unsafe integer', 2 ** 53 + 1],
  ['"NaN"', 'NaN'],
  ['"Infinity"', 'Infinity'],
  ['"-1"', '-1'],
  ['empty string', ''],
  ['huge string', 'x'.repeat(200_000)],
  ['control characters', '\u0000\u0007\u001b[31m'],
  ['array', [1, 2]],
  ['object', { $gt: '' }],
  ['nested 30 levels', nested(30)],
  ['"constructor"', 'constructor'],
  ['"__proto__"', '__proto__'],
  ['"toString"', 'toString'],
];

/** Bodies refused before any field is read: they never reach a handler. */
const UNPARSABLE: [string, Record<string, string>, string][] = [
  ['empty JSON body', { 'content-type': 'application/json' }, ''],
  ['malformed JSON', { 'content-type': 'application/json' }, '{"mision":'],
  ['NaN literal', { 'content-type': 'application/json' }, '{"mision": NaN, "amount": NaN}'],
  ['Infinity literal', { 'content-type': 'application/json' }, '{"cantidad": Infinity}'],
  ['nested 40 levels', { 'content-type': 'application/json' }, '['.repeat(40) + ']'.repeat(40)],
  [
    'nested 5000 levels',
    { 'content-type': 'application/json' },
    '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
  ],
  ['__proto__ key', { 'content-type': 'application/json' }, '{"__proto__": {"admin": true}, "mision": 1}'],
  ['nested __proto__', { 'content-type': 'application/json' }, '{"a": {"__proto__": {"x": 1}}}'],
  [
    'constructor.prototype',
    { 'content-type': 'application/json' },
    '{"constructor": {"prototype": {"x": 1}}}',
  ],
  ['over 1 MiB', { 'content-type': 'application/json' }, `{"memo":"${'x'.repeat(1_100_000)}"}`],
  ['plain text', { 'content-type': 'text/plain' }, 'mision=1'],
  ['form', { 'content-type': 'application/x-www-form-urlencoded' }, 'mision=1&password=x'],
  ['XML', { 'content-type': 'application/xml' }, '<mision>1</mision>'],
  ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\n\r\n1\r\n--x--'],
  ['bytes', { 'content-type': 'application/octet-stream' }, '\u0000\u00ff\u00fe'],
];

const HOSTILE_QUERIES = [
  'limit=-1',
  'limit=NaN',
  'limit=1e309',
  'limit=99999999999999999999',
  'page=-5',
  'page=abc',
  'sort=constructor',
  'sort=__proto__',
  'user=__proto__',
  'user[__proto__][x]=1',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'limit=1&limit=2',
  `user=${'x'.repeat(5000)}`,
  'user=%00',
];

const HOSTILE_TOKENS = ['x', 'f'.repeat(64), '__proto__', 'constructor', 'a'.repeat(5000), "' OR 1=1 --"];

const HOSTILE_PARAMS = [
  '..%2f..%2fpackage.json',
  'constructor',
  '__proto__',
  '%00',
  'x'.repeat(3000),
  '-1',
  'NaN',
];

function targets(): Target[] {
  const seen = new Set<string>();
  const list: Target[] = [];
  for (const route of routesOf(s.app) as RouteOptions[]) {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (m) => m === 'GET' || m === 'POST',
    );
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
      list.push({
        method,
        url: route.url,
        isPublic: Boolean(route.config?.public),
        bodyFields: fieldsOf(schema?.body),
        queryFields: fieldsOf(schema?.querystring),
      });
    }
  }
  return list;
}

/** The path with every parameter filled with `value`. */
const fill = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value).replace(/\*/g, value);

/** A readable refusal: `{ error: text }`. */
function refusalText(reply: Reply): string | undefined {
  const body = reply.body as { error?: unknown } | { error?: { message?: unknown } }[] | undefined;
  const one = (b: { error?: unknown } | undefined) =>
    typeof b?.error === 'string'
      ? b.error
      : typeof (b?.error as { message?: unknown } | undefined)?.message === 'string'
        ? ((b!.error as { message: string }).message as string)
        : undefined;
  if (Array.isArray(body)) return body.map(one).every(Boolean) ? body.map(one).join('; ') : undefined;
  return one(body);
}

async function send(
  label: string,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<Reply> {
  sent++;
  const reply = await rawCall(s, options);
  if (reply.status >= 500) {
    serverErrors++;
    throw new Error(
      `${label}: ${options.method} ${options.path.slice(0, 120)} answered ${reply.status} ${reply.text.slice(0, 200)}`,
    );
  }
  return reply;
}

/** The reply is a 4xx with a clear text (a sentence, not a stack or an empty string). */
function expectRefusal(label: string, reply: Reply) {
  const text = refusalText(reply);
  const where = `${label} → ${reply.status} ${reply.text.slice(0, 200)}`;
  if (!(reply.status >= 400 && reply.status < 500) || !text || text.length < 5 || /\bat \S+:\d+/.test(text))
    throw new Error(`expected a 4xx with a clear text: ${where}`);
}

describe('hostile input on every route of the route table', () => {
  it('covers the routes of every plugin', () => {
    const urls = targets().map((t) => `${t.method} ${t.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/loginPass',
        'POST /api/login',
        'POST /api/changePass',
        'POST /api/logout',
        'POST /api/mision',
        'POST /api/deposit',
        'GET /api/retiro',
        'GET /api/leaderboard',
      ]),
    );
  });

  it('refuses every hostile body, query, parameter and token with a 4xx and a clear text, moving nothing', async () => {
    const before = await worldSnapshot();
    const auth = (t: Target): Record<string, string> => (t.isPublic ? {} : { token });
    for (const t of targets()) {
      const path = fill(t.url, 'x');
      const label = `${t.method} ${t.url}`;

      // Sessions: a protected route refuses a missing or forged token before anything else.
      if (!t.isPublic) {
        expectRefusal(`${label} without a session`, await send(label, { method: t.method, path }));
        for (const bad of HOSTILE_TOKENS) {
          const reply = await send(label, {
            method: t.method,
            path,
            headers: { token: bad, authorization: `Bearer ${bad}` },
          });
          expect(reply.status).toBe(401);
        }
      }

      // Path parameters.
      if (/[:*]/.test(t.url)) {
        for (const value of HOSTILE_PARAMS) {
          const reply = await send(label, { method: t.method, path: fill(t.url, value), headers: auth(t) });
          expectRefusal(`${label} with parameter ${value.slice(0, 20)}`, reply);
        }
      }

      // Query strings: refused, or (all optional) read as defaults; never a 5xx, nothing moves.
      if (t.queryFields) {
        for (const query of HOSTILE_QUERIES) {
          const reply = await send(label, { method: t.method, path: `${path}?${query}`, headers: auth(t) });
          if (reply.status >= 400) expectRefusal(`${label}?${query.slice(0, 40)}`, reply);
        }
      }

      if (t.method !== 'POST') continue;

      // Bodies no parser accepts: refused before any handler runs, on every POST route.
      for (const [name, headers, body] of UNPARSABLE) {
        const reply = await send(label, { method: 'POST', path, headers: { ...auth(t), ...headers }, body });
        expectRefusal(`${label} with ${name}`, reply);
      }

      // Well-formed JSON of the wrong shape: routes that read a body must refuse it.
      const json = (value: unknown) =>
        send(label, {
          method: 'POST',
          path,
          headers: { ...auth(t), 'content-type': 'application/json' },
          body: JSON.stringify(value),
        });
      if (t.bodyFields) {
        const check = expectRefusal;
        check(`${label} without a body`, await send(label, { method: 'POST', path, headers: auth(t) }));
        for (const value of [null, 1, 'text', [], true, {}])
          check(`${label} with ${JSON.stringify(value)}`, await json(value));
        const fields = [...new Set([...(t.bodyFields ?? []), ...FIELD_NAMES])];
        for (const [name, value] of HOSTILE_VALUES) {
          const fieldsOfRoute = t.bodyFields ?? [];
          if (fieldsOfRoute.length && fieldsOfRoute.every((f) => VALID_VALUES[f]?.includes(value))) continue;
          const body = Object.fromEntries(fields.map((f) => [f, value]));
          check(`${label} with every field ${name}`, await json(body));
        }
        // One field wrong at a time, the others plausible: each field is checked on its own. A free
        // text field may take an odd string ('NaN' is a valid memo); the snapshot shows nothing moved.
        for (const field of t.bodyFields ?? []) {
          for (const [name, value] of HOSTILE_VALUES.slice(0, 12)) {
            if (VALID_VALUES[field]?.includes(value)) continue;
            const body = {
              ...Object.fromEntries((t.bodyFields ?? []).map((f) => [f, plausible(f)])),
              [field]: value,
            };
            const reply = await json(body);
            if (reply.status >= 400 || typeof value !== 'string')
              expectRefusal(`${label} with ${field} ${name}`, reply);
          }
        }
      }
    }
    expect(serverErrors).toBe(0);
    expect(await worldSnapshot()).toBe(before);
    // The session used throughout still works: nothing hostile ended or changed it.
    expect((await s.call('GET', '/api/getInformacion', { token })).status).toBe(200);
  }, 300_000);
});

/** A value each field could really take, so that one hostile field is the only thing wrong. */
/**
 * Values of the list that are the right answer for a field: stake withdraw's `confirm: true`, the
 * arena queue start's `nftId: null` (a battle without an NFT).
 */
const VALID_VALUES: Record<string, unknown[]> = { confirm: [true], nftId: [null] };

function plausible(field: string): unknown {
  const values: Record<string, unknown> = {
    user: 'demo',
    password: 'demo1234',
    currentPassword: 'wrong-pass',
    nombre: 'demo',
    key: 'a'.repeat(130),
    message: String(Date.now()),
    mision: 1,
    tipo: 'normal',
    id: 'b'.repeat(40),
    account: 'demo',
    to: 'rookie',
    amount: '100000000',
    memo: '',
    currency: 'HUESO',
    json: '{}',
    cantidad: 1,
  };
  return field in values ? values[field] : 'x';
}
