import type { FirstPaint } from './manifest';

/**
 * For the unit tests of index.html's two scripts (shared/webpack/gamePreload.js): the module with
 * its types, and what a test does with them (run a script in jsdom, read the preloads it added).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const gamePreload = require('../../../shared/webpack/gamePreload.js') as {
  inlineScript: (
    files: string[],
    httpFiles: string[],
    routes: Record<string, string> | null,
    spanishFiles?: string[],
    shell?: { areas?: Record<string, string>; paints?: Record<string, Record<string, FirstPaint>> | null },
  ) => string;
  pageScript: (entries: string[]) => string;
  API_BASE_KEY: string;
  REMOTE_MEMORY_KEY: string;
  REMOTE_MEMORY_VERSION: number;
  REMOTE_MEMORY_MAX_SCRIPTS: number;
  SHELL_MAX_TITLE: number;
  SHELL_MEDIA: string;
  SHELL_START_WAIT: number;
  SHELL_STYLE: { barHeight: string };
};

/** Runs index.html's inline script (in the head, before any of the game's scripts). */
export function runInlineScript(...args: Parameters<typeof gamePreload.inlineScript>): void {
  new Function(gamePreload.inlineScript(...args))();
}

/** Runs index.html's page script (at the end of the body), which starts `entries`. */
export function runPageScript(entries: string[] = []): void {
  new Function(gamePreload.pageScript(entries))();
}

/** The URLs the scripts asked the browser to preload so far, in order. */
export function preloadedUrls(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => l.href);
}
