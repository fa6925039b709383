/**
 * The loader that gives each of the host's shared-library loaders (host/src/app/federation.ts)
 * the exports the remotes take, as a `webpackExports` comment, from provided-exports.json.
 */
import { createRequire } from 'node:module';

const load = createRequire(__filename);
const loader = load('../../shared/webpack/providedExportsLoader.js') as (
  this: { addDependency(file: string): void },
  source: string,
) => string;
const provided = load('../../shared/webpack/provided-exports.json') as Record<string, string[] | '*'>;

const run = (source: string) => loader.call({ addDependency: () => undefined }, source);
const commentOf = (library: string) => `/* webpackExports: ${JSON.stringify(provided[library])} */`;

describe('the provided-exports loader', () => {
  it('names the exports of a plain loader', () => {
    expect(run(`const ui = () => import('@hueso/shared/ui');`)).toBe(
      `const ui = () => import(${commentOf('@hueso/shared/ui')} '@hueso/shared/ui');`,
    );
  });

  it('names them beside a magic comment of the loader’s own, which it keeps', () => {
    const out = run(`() => import(/* webpackChunkName: "provided-contract" */ '@hueso/contract/common')`);
    expect(out).toBe(
      `() => import(/* webpackChunkName: "provided-contract" */ ${commentOf('@hueso/contract/common')} '@hueso/contract/common')`,
    );
  });

  it('leaves a library the remotes take whole, or do not share, as it is', () => {
    const whole = Object.keys(provided).find((library) => provided[library] === '*');
    const source = `import('left-pad'); ${whole ? `import('${whole}');` : ''}`;
    expect(run(source)).toBe(source);
  });
});
