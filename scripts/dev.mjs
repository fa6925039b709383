/**
 * Development: webpack dev servers for every app, the chain node and, once it is healthy, the
 * reference server against it; Ctrl+C stops all.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apps, root, startGameServers } from './apps.mjs';

// webpack-cli started directly (not through npx), so stopping this script stops the dev servers.
const webpackCli = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');

const children = apps.map((app) =>
  spawn(process.execPath, [webpackCli, 'serve', '--mode', 'development'], {
    cwd: path.join(root, app.dir),
    stdio: 'inherit',
  }),
);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// The dev servers compile meanwhile; the server waits for the node it reads and signs through.
startGameServers().then(
  ({ node, server }) => children.push(server, node),
  (err) => {
    console.error(err.message);
    stop();
  },
);
