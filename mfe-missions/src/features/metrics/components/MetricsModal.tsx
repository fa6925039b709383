import { useState } from 'react';
import styled from 'styled-components';
import { formatAmount, type MetricsResponse } from '@hueso/contract';
import { EmptyState, Loading, Modal, StatList, Tabs } from '@hueso/shared';
import { useGetMetricsQuery } from '../api/metricsApi';
import { METRICS_MESSAGES } from '../messages';
import { BarChart } from './BarChart';

type Period = 'dia' | 'semana' | 'mes';
/** Each series is oldest first; its last entry is the current day, week or month. */
const PERIODS: { key: Period; label: string; unit: string; current: string }[] = [
  { key: 'dia', label: 'Daily', unit: 'day', current: 'Today' },
  { key: 'semana', label: 'Weekly', unit: 'week', current: 'This week' },
  { key: 'mes', label: 'Monthly', unit: 'month', current: 'This month' },
];

const Figures = styled(StatList)`
  margin: 0 0 16px;
`;

/** What the modal shows when the metrics call fails (SPEC.md section 8: all values set to 0). */
const ZERO_METRICS: MetricsResponse = { dia: [], semana: [], mes: [], quemado: 0 };

const latest = (entries: MetricsResponse['dia']) => entries[entries.length - 1]?.total ?? 0;

/** HUESO mined per day, week and month as SVG charts, plus the burned total (quemado). */
export function MetricsModal({ user, onClose }: { user: string; onClose: () => void }) {
  const metrics = useGetMetricsQuery(user, { refetchOnMountOrArgChange: true });
  const data = metrics.isError ? ZERO_METRICS : metrics.isFetching ? null : (metrics.data ?? null);
  const [period, setPeriod] = useState<Period>('dia');

  return (
    <Modal title="Hueso metrics" onClose={onClose}>
      {!data ? (
        <Loading label={METRICS_MESSAGES.loading} />
      ) : (
        <>
          <Figures
            label="HUESO totals"
            layout="tiles"
            items={[
              ...PERIODS.map((p) => ({ label: p.current, value: formatAmount(latest(data[p.key])) })),
              { label: 'Burned', value: formatAmount(data.quemado) },
            ]}
          />
          <Tabs label="Period" tabs={PERIODS} selected={period} onSelect={setPeriod}>
            {data[period].length === 0 ? (
              <EmptyState>{METRICS_MESSAGES.empty}</EmptyState>
            ) : (
              <BarChart
                bars={data[period].map((e, i) => ({ label: e.fecha ?? String(i + 1), value: e.total }))}
                title={`HUESO mined per ${PERIODS.find((p) => p.key === period)!.unit}`}
                unit="HUESO"
              />
            )}
          </Tabs>
        </>
      )}
    </Modal>
  );
}
