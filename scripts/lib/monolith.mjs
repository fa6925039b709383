import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../apps.mjs';

/** Builds the monolithic peer of the composed game (scripts/monolith/webpack.config.js) into `dist`. */
export function buildMonolith(dist) {
  const webpackCli = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');
  execFileSync(
    process.execPath,
    [webpackCli, '--config', path.join(root, 'scripts/monolith/webpack.config.js')],
    {
      cwd: root,
      env: { ...process.env, HUESO_MONOLITH_DIST: dist },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}
