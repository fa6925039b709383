import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * How `npm start`, `npm run dev`, the benches and the browser tests start the game's two
 * processes (scripts/apps.mjs): the chain node first, the game server once the node is healthy.
 */
const apps = path.resolve(__dirname, '../apps.mjs');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'hueso-apps-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs an ES module snippet with `apps.mjs` imported as `apps`; resolves to what it prints. */
async function run(code: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', `import * as apps from ${JSON.stringify(apps)};\n${code}`],
    { timeout: 90_000 },
  );
  return stdout.trim();
}

test('waiting for a process that exits before it is healthy fails at once, saying so', async () => {
  const out = await run(`
    import { spawn } from 'node:child_process';
    const child = spawn(process.execPath, ['-e', 'process.exit(3)']);
    const started = Date.now();
    await apps.waitForHealth('http://127.0.0.1:9/health', child, 30000).catch((err) =>
      console.log(JSON.stringify({ message: err.message, fast: Date.now() - started < 10000 })),
    );
  `);
  expect(JSON.parse(out)).toEqual({
    message: 'http://127.0.0.1:9/health: the process exited with 3 before it was healthy',
    fast: true,
  });
});

test('the node starts first and writes the platform keys; the server then answers against it; stop frees both', async () => {
  const out = await run(`
    const { chainEnv, serverEnv } = apps.scratchEnv(${JSON.stringify(dir)});
    const game = await apps.startGameServers({
      stdio: 'ignore',
      chainEnv: { ...chainEnv, PORT: '18191' },
      serverEnv: { ...serverEnv, PORT: '18190', HIVE_ENGINE_RPC: 'http://127.0.0.1:18191', HIVE_RPC: 'http://127.0.0.1:18191/hive' },
    });
    const { existsSync } = await import('node:fs');
    const keysAtServerStart = existsSync(chainEnv.PLATFORM_KEYS);
    await apps.waitForHealth('http://127.0.0.1:18190/health', game.server);
    const chain = await (await fetch('http://127.0.0.1:18191/health')).json();
    await game.stop();
    const down = await fetch('http://127.0.0.1:18191/health').then(() => false, () => true);
    console.log(JSON.stringify({ keysAtServerStart, chainId: chain.chainId, down }));
  `);
  expect(JSON.parse(out)).toEqual({ keysAtServerStart: true, chainId: 'hueso-local', down: true });
  expect(existsSync(path.join(dir, 'chain.sqlite'))).toBe(true);
  expect(existsSync(path.join(dir, 'game.sqlite'))).toBe(true);
}, 120_000);
