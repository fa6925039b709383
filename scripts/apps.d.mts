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
