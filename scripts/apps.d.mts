import type { ChildProcess, StdioOptions } from 'node:child_process';
import type { RemoteInfo } from '../shared/src/mfe/registry';

export interface App {
  name: string;
  dir: string;
  port: number;
  spa?: boolean;
  /** Build output to serve, when not `<dir>/dist` (a variant build). */
  dist?: string;
}
export interface Registry {
  host: Pick<RemoteInfo, 'name' | 'dir' | 'port'>;
  remotes: RemoteInfo[];
}
export const root: string;
export const registry: Registry;
export const apps: App[];
export const serverPort: number;
export const chainPort: number;
export const chainUrl: string;
export const platformKeysPath: string;
export const embeddedChainEnv: Record<string, string>;
export const embeddedServerEnv: Record<string, string>;
export const chromium: { executablePath: string; args: string[] };
export function startReferenceServer(options?: {
  env?: Record<string, string>;
  stdio?: StdioOptions;
}): ChildProcess;
export function startChainNode(options?: {
  env?: Record<string, string>;
  stdio?: StdioOptions;
}): ChildProcess;
export function waitForHealth(url: string, child?: ChildProcess, timeoutMs?: number): Promise<void>;
export function startGameServers(options?: {
  chainEnv?: Record<string, string>;
  serverEnv?: Record<string, string>;
  stdio?: StdioOptions;
}): Promise<{ node: ChildProcess; server: ChildProcess; stop(): Promise<unknown> }>;
export function stopChild(child: ChildProcess): Promise<void>;
export function scratchEnv(dir: string): {
  chainEnv: Record<string, string>;
  serverEnv: Record<string, string>;
};
