import { defineMessages } from '@hueso/shared';

/** The hueso metrics dialog's texts: in the dialog's chunk, not with the home screen. */
export const METRICS_DIALOG_MESSAGES = defineMessages({
  en: {
    title: 'Hueso metrics',
    loading: 'Loading metrics…',
    empty: 'No HUESO recorded for this period.',
    totals: 'HUESO totals',
    burned: 'Burned',
    period: 'Period',
    periods: {
      dia: { label: 'Daily', current: 'Today', chart: 'HUESO mined per day' },
      semana: { label: 'Weekly', current: 'This week', chart: 'HUESO mined per week' },
      mes: { label: 'Monthly', current: 'This month', chart: 'HUESO mined per month' },
    },
    unit: 'HUESO',
    bar: (label: string, value: string, unit: string) => `${label}: ${value} ${unit}`,
  },
  es: () => import(/* webpackChunkName: "messages-es" */ './messages-es'),
});
