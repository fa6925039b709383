/** Joins the remote's base path and a child route: ('/game', 'market') → '/game/market'. */
export function routeUnder(basePath: string, child: string): string {
  return `${basePath.replace(/\/+$/, '')}/${child}`;
}
