/**
 * `npm ci` on the Node the README states prints no EBADENGINE warning: every package in the lock
 * file accepts the lowest Node that the root `engines` allows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

it('every locked package runs on the lowest Node the root package allows', () => {
  const stated = read('package.json').engines.node as string;
  const lowest = semver.minVersion(stated)!.version;
  expect(lowest).toBe('20.19.0');
  const lock = read('package-lock.json') as {
    packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
  };
  const refusing = Object.entries(lock.packages)
    .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node)
    .filter(([, p]) => !semver.satisfies(lowest, (p.engines as { node: string }).node))
    .map(([name, p]) => `${name}@${p.version} wants node ${(p.engines as { node: string }).node}`);
  expect(refusing).toEqual([]);
});
