/** The port map of the composed game: one static server per app, plus the reference server. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const apps = [
  { name: 'host', dir: 'host', port: 8080, spa: true },
  { name: 'missions', dir: 'mfe-missions', port: 8081 },
];

export const serverPort = 8090;
