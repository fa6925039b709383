/** The hueso metrics feature's texts. */
export const METRICS_MESSAGES = {
  loading: 'Loading metrics…',
  empty: 'No HUESO recorded for this period.',
} as const;
