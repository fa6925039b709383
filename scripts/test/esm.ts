import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(__dirname, '../..');

/**
 * What an expression over one of the scripts' ES modules evaluates to, as JSON: `m` is the module
 * (`esm('scripts/new-remote.mjs', 'm.nextFreePort(…)')`). Jest runs the scripts' modules as child
 * processes.
 */
export async function esm(module: string, expression: string): Promise<unknown> {
  const code = `const m = await import(${JSON.stringify(path.join(root, module))}); console.log(JSON.stringify(${expression}));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    env: { ...process.env, HOST_URL: '' },
  });
  return JSON.parse(stdout);
}
