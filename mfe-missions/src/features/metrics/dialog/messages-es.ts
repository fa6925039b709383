/** Español of the dialog's catalogue (./messages), loaded only by a page in Español. */
export default {
  title: 'Métricas de Hueso',
  loading: 'Cargando las métricas…',
  empty: 'No hay HUESO registrado en este período.',
  totals: 'Totales de HUESO',
  burned: 'Quemado',
  period: 'Período',
  periods: {
    dia: { label: 'Diario', current: 'Hoy', chart: 'HUESO minado por día' },
    semana: { label: 'Semanal', current: 'Esta semana', chart: 'HUESO minado por semana' },
    mes: { label: 'Mensual', current: 'Este mes', chart: 'HUESO minado por mes' },
  },
  unit: 'HUESO',
  bar: (label: string, value: string, unit: string) => `${label}: ${value} ${unit}`,
};
