const huesoFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Formats an amount with thousands separators and at most 2 decimals (e.g. 1,234.57). */
export function formatAmount(value: number): string {
  return huesoFormat.format(value);
}

/** Joins the remote's base path and a child route: ('/game', 'market') → '/game/market'. */
export function routeUnder(basePath: string, child: string): string {
  return `${basePath.replace(/\/+$/, '')}/${child}`;
}
