import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { formatAmount, type MetricsResponse } from '@hueso/contract';
import { EmptyState, Loading, Modal, StatList } from '@hueso/shared';
import { useGetMetricsQuery } from '../api/metricsApi';
import { METRICS_MESSAGES } from '../messages';
import { BarChart } from './BarChart';

type Period = 'dia' | 'semana' | 'mes';
/** Each series is oldest first; its last entry is the current day, week or month. */
const PERIODS: { key: Period; tab: string; unit: string; current: string }[] = [
  { key: 'dia', tab: 'Daily', unit: 'day', current: 'Today' },
  { key: 'semana', tab: 'Weekly', unit: 'week', current: 'This week' },
  { key: 'mes', tab: 'Monthly', unit: 'month', current: 'This month' },
];

const Figures = styled(StatList)`
  margin: 0 0 16px;
`;
const Tabs = styled.div`
  display: flex;
  gap: 6px;
  margin-bottom: 12px;
  button {
    flex: 1;
    padding: 8px;
    border-radius: 8px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: none;
    color: ${(p) => p.theme.colors.text};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.buttonText};
  }
`;

/** What the modal shows when the metrics call fails (SPEC.md section 8: all values set to 0). */
const ZERO_METRICS: MetricsResponse = { dia: [], semana: [], mes: [], quemado: 0 };

const latest = (entries: MetricsResponse['dia']) => entries[entries.length - 1]?.total ?? 0;

/** HUESO mined per day, week and month as SVG charts, plus the burned total (quemado). */
export function MetricsModal({ user, onClose }: { user: string; onClose: () => void }) {
  const metrics = useGetMetricsQuery(user, { refetchOnMountOrArgChange: true });
  const data = metrics.isError ? ZERO_METRICS : metrics.isFetching ? null : (metrics.data ?? null);
  const [period, setPeriod] = useState<Period>('dia');
  const baseId = useId();

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = PERIODS.findIndex((p) => p.key === period);
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = PERIODS[(i + step + PERIODS.length) % PERIODS.length]!;
    setPeriod(next.key);
    document.getElementById(`${baseId}-tab-${next.key}`)?.focus();
  };

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
          <Tabs role="tablist" aria-label="Period" onKeyDown={onKey}>
            {PERIODS.map((p) => (
              <button
                key={p.key}
                type="button"
                role="tab"
                id={`${baseId}-tab-${p.key}`}
                aria-selected={period === p.key}
                aria-controls={`${baseId}-panel`}
                tabIndex={period === p.key ? 0 : -1}
                onClick={() => setPeriod(p.key)}
              >
                {p.tab}
              </button>
            ))}
          </Tabs>
          <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${period}`}>
            {data[period].length === 0 ? (
              <EmptyState>{METRICS_MESSAGES.empty}</EmptyState>
            ) : (
              <BarChart
                bars={data[period].map((e, i) => ({ label: e.fecha ?? String(i + 1), value: e.total }))}
                title={`HUESO mined per ${PERIODS.find((p) => p.key === period)!.unit}`}
                unit="HUESO"
              />
            )}
          </div>
        </>
      )}
    </Modal>
  );
}
