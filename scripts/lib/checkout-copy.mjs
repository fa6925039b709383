/**
 * A scratch copy of this checkout for tests that change the repository (the generator's): the
 * files git knows (committed or not, ignored ones left out) and a node_modules whose entries link
 * to this checkout's installed packages, with the workspace links (@hueso/*) pointing into the copy.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function copyCheckout(root) {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'hueso-checkout-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    const to = path.join(copy, file);
    mkdirSync(path.dirname(to), { recursive: true });
    try {
      cpSync(from, to);
    } catch (err) {
      // A file git lists that was deleted meanwhile.
      if (err.code !== 'ENOENT') throw err;
    }
  }
  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(copy, 'node_modules/@hueso'), { recursive: true });
  for (const entry of readdirSync(modules))
    if (entry !== '@hueso') symlinkSync(path.join(modules, entry), path.join(copy, 'node_modules', entry));
  for (const entry of readdirSync(path.join(modules, '@hueso')))
    symlinkSync(path.join('../..', entry), path.join(copy, 'node_modules/@hueso', entry));
  return copy;
}
