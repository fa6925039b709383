/**
 * The registry this project installs from serves only the Linux builds of some native packages
 * (@swc/core, @rspack/binding, unrs-resolver). npm then writes a lock file without the other
 * platforms' optional packages, and `npm ci` refuses it as out of sync. This adds those entries
 * with the os/cpu/libc their names state, so npm ci skips them as it would on any registry.
 * Run after every `npm install` that changes package-lock.json: node scripts/complete-lockfile.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './apps.mjs';

const file = path.join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony'];
const CPU = ['arm64', 'x64', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32', 'arm'];

/** The platform a package name such as `@swc/core-linux-arm-gnueabihf` is built for. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find((c) => parts.includes(c));
  const entry = {};
  if (cpu) entry.cpu = [cpu];
  if (os) entry.os = [os];
  if (os === 'linux') entry.libc = [parts.some((p) => p.startsWith('musl')) ? 'musl' : 'glibc'];
  return entry;
}

let added = 0;
for (const [key, pkg] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const hoisted = `node_modules/${dep}`;
    if (packages[hoisted] || packages[`${key}/node_modules/${dep}`]) continue;
    packages[hoisted] = { version, optional: true, ...platformOf(dep) };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entries`);
