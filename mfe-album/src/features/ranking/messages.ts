/** The global ranking's texts (SPEC.md sections 2 and 8). */
export const RANKING_MESSAGES = {
  sortLabel: 'Sort by',
  noData: 'No data',
  loading: 'Loading ranking…',
  requestError: 'Request error',
  httpError: (status: number) => `HTTP ${status}`,
  prev: 'Prev',
  next: 'Next',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  caption: 'Global ranking',
  /** Above the table while it is wider than the screen. */
  scrollCue: 'Scroll sideways for more columns',
  burnedNote: 'Burned is the total entered by the game admins.',
} as const;

/** Labels of the sort options, in the order of SPEC.md section 2. */
export const SORT_LABELS = {
  ph: 'PH',
  nft: 'NFT',
  burned: 'Burned',
  saldo: 'Saldo',
  fusion: 'Fusion',
  real: 'Real',
  pe: 'PE',
  porcentaje: 'Porcentaje',
  nivel: 'Nivel',
} as const;
