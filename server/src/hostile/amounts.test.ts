/**
 * Every amount field of every route refuses what the game cannot hold: more decimals than the
 * in-game precision (1e-10, 0.0001), a fraction in a count, 0 or less where that means nothing, a
 * string, null, a number JSON cannot carry and an absurd size. Each refusal is a 400 with a text
 * naming the field (or SPEC.md's text for an amount of 0 or less) and moves nothing.
 *
 * The routes are read from Fastify's route table: a number field of a request body that this
 * table does not list fails the first test, so an amount added later is covered here too.
 */
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { routesOf } from '../app';
import { runAdmin } from '../admin';
import { chainSnapshot, rawCall, testServer, type TestServer } from '../test/helpers';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await testServer();
  token = await s.login();
  runAdmin(s.ctx.db, ['grant', 'demo']); // so /api/admin/burned reads its body
});
afterAll(() => s.close());

/** Everything an amount could move: balances, stakes, items, cards, metrics, burned totals. */
async function worldSnapshot(): Promise<string> {
  const all = (sql: string) => s.ctx.db.prepare(sql).all();
  return JSON.stringify([
    all('SELECT * FROM users ORDER BY id'),
    await chainSnapshot(s),
    all('SELECT * FROM items ORDER BY user_id, nombre'),
    all('SELECT * FROM pool_stakes ORDER BY user_id'),
    all('SELECT * FROM stake_play ORDER BY rowid'),
    all('SELECT * FROM passive_stakes ORDER BY rowid'),
    all('SELECT * FROM hueso_metrics ORDER BY rowid'),
    all('SELECT * FROM burned_counts ORDER BY rowid'),
    all('SELECT * FROM burn_claims ORDER BY tx_id'),
  ]);
}

/** An amount field: the route, a body valid but for it, and what the route answers at its edges. */
interface AmountField {
  route: string;
  /** Dotted path of the field in the body (`cartas.0.cantidad`). */
  field: string;
  base: Record<string, unknown>;
  /** HUESO / VIPHUESO (3 decimals) or a whole count of things. */
  kind: 'amount' | 'count';
  /** The answer to -1, and to 0 (null: 0 is a valid value of the field). */
  negative: string;
  zero: string | null;
  max: number;
}

const proofTx = 'a'.repeat(40);
const burnItem = { id: 'G1', ide: 1, rareza: 'C', cantidad: 1, instanceIds: ['1'] };

const stake = (route: string, base: Record<string, unknown>, text: string): AmountField => ({
  route,
  field: 'cantidad',
  base,
  kind: 'amount',
  negative: text,
  zero: text,
  max: 1_000_000_000,
});

const FIELDS: AmountField[] = [
  ...['/api/stakeIngreso', '/api/stakeIngreso/', '/api/ingresoStakeKod', '/api/ingresoStakeKod/']
    .concat(['/api/ingresoStakeKodv2', '/api/ingresoStakeKodv2/'])
    .map((route) => stake(route, { cantidad: 1000 }, 'Invalid amount')),
  ...['/api/retiroStake', '/api/retiroStake/'].map((route) =>
    stake(route, { cantidad: 1, confirm: true }, 'Enter a valid amount to withdraw'),
  ),
  ...[
    ['/api/abrirPack', 'General Pack'],
    ['/api/abrirTicket', 'ticket stake'],
  ].map(([route, pack]) => ({
    route: route!,
    field: 'cantidad',
    base: { pack, user: 'demo', cantidad: 1 },
    kind: 'count' as const,
    negative: 'cantidad must be at least 1',
    zero: 'cantidad must be at least 1',
    max: 10,
  })),
  {
    route: '/api/crafting',
    field: 'cartas.0.cantidad',
    base: { cartas: [{ ide: 1, cantidad: 1 }], proofTx },
    kind: 'count',
    negative: 'cartas.0.cantidad must be at least 1',
    zero: 'cartas.0.cantidad must be at least 1',
    max: 5,
  },
  {
    route: '/api/burn-nft',
    field: 'nfts.0.cantidad',
    base: { nfts: [burnItem], bonePreview: 100, proofTx },
    kind: 'count',
    negative: 'nfts.0.cantidad must be at least 1',
    zero: 'nfts.0.cantidad must be at least 1',
    max: 50,
  },
  {
    route: '/api/burn-nft',
    field: 'bonePreview',
    base: { nfts: [burnItem], bonePreview: 100, proofTx },
    kind: 'amount',
    negative: 'bonePreview must be at least 0',
    zero: null,
    max: 1_000_000_000,
  },
  {
    route: '/api/admin/burned',
    field: 'total',
    base: { nombre: 'rookie', total: 5 },
    kind: 'count',
    negative: 'total must be at least 0',
    zero: null,
    max: 1_000_000_000,
  },
];

/** Number fields that are ids, not amounts (a card definition's number, a battle's). */
const IDS = [
  'POST /api/crafting cartas.0.ide',
  'POST /api/burn-nft nfts.0.ide',
  'POST /api/arena/battle/seen battleId',
];

/** Dotted paths of the number fields of a zod schema (objects, arrays, optional and default). */
function numberFields(schema: unknown, path: string[] = []): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return [];
  switch (def.type) {
    case 'number':
      return [path.join('.')];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) =>
        numberFields(value, [...path, key]),
      );
    case 'array':
      return numberFields(def.element, [...path, '0']);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return numberFields(def.innerType, path);
    case 'pipe':
      return numberFields(def.in, path);
    case 'union':
      return (def.options as unknown[]).flatMap((option) => numberFields(option, path));
    default:
      return [];
  }
}

function bodySchemaOf(route: string): z.core.$ZodType {
  const found = routesOf(s.app).find((r: RouteOptions) => r.method === 'POST' && r.url === route);
  const body = (found?.schema as { body?: z.core.$ZodType } | undefined)?.body;
  if (!body) throw new Error(`POST ${route} has no body schema`);
  return body;
}

/** `base` with the value at a dotted path replaced. */
function withValue(base: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  const keys = path.split('.');
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

/** A stand-in for a value JSON.stringify cannot write (1e400 reads as Infinity). */
const RAW = (text: string) => ({ raw: text });

/** [case, value sent, the text expected for an amount field, for a count field]. */
function cases(f: AmountField): [string, unknown, string][] {
  const finer =
    f.kind === 'amount' ? `${f.field} must have at most 3 decimals` : `${f.field} must be an integer`;
  const notNumber = `${f.field} must be a number`;
  const list: [string, unknown, string][] = [
    ['1e-10', 1e-10, finer],
    ['0.0001', 0.0001, finer],
    ['0.0005', 0.0005, finer],
    ['1 and 1e-10', 1 + 1e-10, finer],
    ['1.0001', 1.0001, finer],
    ['-1', -1, f.negative],
    // A count is whole first; an amount answers its sign first (SPEC.md's text on stake calls).
    ['-1e-10', -1e-10, f.kind === 'amount' ? f.negative : finer],
    ['1e12', 1e12, `${f.field} must be at most ${f.max}`],
    ['2^53 + 1', 2 ** 53 + 1, `${f.field} must be at most ${f.max}`],
    ["'abc'", 'abc', notNumber],
    ["'NaN'", 'NaN', notNumber],
    ["'Infinity'", 'Infinity', notNumber],
    ["'1e-10'", '1e-10', notNumber],
    ["'1'", '1', notNumber],
    ['null', null, notNumber],
    ['true', true, notNumber],
    ['1e400 (Infinity once parsed)', RAW('1e400'), notNumber],
    ['-1e400', RAW('-1e400'), notNumber],
  ];
  if (f.zero !== null) list.push(['0', 0, f.zero], ['-0', RAW('-0'), f.zero]);
  return list;
}

function bodyText(f: AmountField, value: unknown): string {
  if (value && typeof value === 'object' && 'raw' in value) {
    const marker = '"__amount__"';
    return JSON.stringify(withValue(f.base, f.field, '__amount__')).replace(
      marker,
      (value as { raw: string }).raw,
    );
  }
  return JSON.stringify(withValue(f.base, f.field, value));
}

it('lists every number field of every request body of the route table', () => {
  const found = routesOf(s.app)
    .filter((r) => r.method === 'POST')
    .flatMap((r) =>
      numberFields((r.schema as { body?: unknown } | undefined)?.body).map((p) => `POST ${r.url} ${p}`),
    );
  const listed = [...FIELDS.map((f) => `POST ${f.route} ${f.field}`), ...IDS];
  expect([...new Set(found)].sort()).toEqual([...listed].sort());
});

it('each base body is valid, so the amount is the only thing wrong', () => {
  for (const f of FIELDS)
    expect([f.route, z.safeParse(bodySchemaOf(f.route), f.base).success]).toEqual([f.route, true]);
});

describe.each(FIELDS.map((f) => [`${f.route} ${f.field}`, f] as const))('%s', (_, f) => {
  it.each(cases(f))('refuses %s with a 400 naming the field, moving nothing', async (_case, value, error) => {
    const before = await worldSnapshot();
    const reply = await rawCall(s, {
      method: 'POST',
      path: f.route,
      headers: { token, 'content-type': 'application/json' },
      body: bodyText(f, value),
    });
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 400, body: { error } });
    expect(await worldSnapshot()).toBe(before);
  });
});
