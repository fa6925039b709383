import { esm } from './esm';

/** The port `npm run new-remote` gives a new area (scripts/new-remote.mjs, `nextFreePort`). */
const next = (ports: number[]) =>
  esm(
    'scripts/new-remote.mjs',
    `m.nextFreePort(${JSON.stringify({ host: { port: 8080 }, remotes: ports.map((port) => ({ port })) })})`,
  );
/** The ports from `first` to `last`. */
const span = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

test("the next free port skips every port the game's other processes hold", async () => {
  // The reference server and the chain node (scripts/apps.mjs), the demo integrator (scripts/integrator.mjs).
  const held = [
    ...((await esm('scripts/apps.mjs', '[m.serverPort, m.chainPort]')) as number[]),
    ...((await esm('scripts/integrator.mjs', '[m.integratorPort]')) as number[]),
  ];
  expect(held).toEqual([8090, 8091, 8095]);
  expect(await next([8081, 8082])).toBe(8083);
  expect(await next(span(8081, 8089))).toBe(8092);
  expect(await next(span(8081, 8094).filter((port) => !held.includes(port)))).toBe(8096);
});
