import { useState } from 'react';
import { styled } from 'styled-components';
import { type MetricsResponse } from '@hueso/contract/metrics';
import { useFormat, useMessages } from '@hueso/shared';
import { EmptyState, Loading, StatList } from '@hueso/shared/ui';
import { Modal } from '@hueso/shared/dialogs';
import { Tabs } from '@hueso/shared/tables';
import { useGetMetricsQuery } from '../api/metricsApi';
import { METRICS_DIALOG_MESSAGES } from './messages';
import { BarChart } from './BarChart';

type Period = 'dia' | 'semana' | 'mes';
/** Each series is oldest first; its last entry is the current day, week or month. */
const PERIODS: readonly Period[] = ['dia', 'semana', 'mes'];

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
  const M = useMessages(METRICS_DIALOG_MESSAGES);
  const { amount } = useFormat();
  const tabs = PERIODS.map((key) => ({ key, label: M.periods[key].label }));

  return (
    <Modal title={M.title} onClose={onClose}>
      {!data ? (
        <Loading label={M.loading} />
      ) : (
        <>
          <Figures
            label={M.totals}
            layout="tiles"
            items={[
              ...PERIODS.map((key) => ({ label: M.periods[key].current, value: amount(latest(data[key])) })),
              { label: M.burned, value: amount(data.quemado) },
            ]}
          />
          <Tabs label={M.period} tabs={tabs} selected={period} onSelect={setPeriod}>
            {data[period].length === 0 ? (
              <EmptyState>{M.empty}</EmptyState>
            ) : (
              <BarChart
                bars={data[period].map((e, i) => ({ label: e.fecha ?? String(i + 1), value: e.total }))}
                title={M.periods[period].chart}
                unit={M.unit}
              />
            )}
          </Tabs>
        </>
      )}
    </Modal>
  );
}
