import type { ChildProcess, StdioOptions } from 'node:child_process';

export interface App {
  name: string;
  dir: string;
  port: number;
  spa?: boolean;
}
export const root: string;
export const apps: App[];
export const serverPort: number;
export const embeddedServerEnv: Record<string, string>;
export const chromium: { executablePath: string; args: string[] };
export function startReferenceServer(options?: {
  env?: Record<string, string>;
  stdio?: StdioOptions;
}): ChildProcess;
