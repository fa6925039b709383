import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  countByRarity,
  emptyRarityCounts,
  estimateHueso,
  formatAmount,
  type CardDefinition,
} from '@hueso/contract';
import { Button, ErrorPanel, Loading, selectInformacion, toApiError, useAppSelector } from '@hueso/shared';
import { useGetGlobalCountsQuery } from '../api/burnApi';
import { BURN_MESSAGES as M } from '../messages';
import { CountsTable } from './CountsTable';

const TABS = ['individual', 'global', 'quemados'] as const;
type Tab = (typeof TABS)[number];

const TabList = styled.div`
  display: flex;
  gap: 4px;
  button {
    flex: 1;
    min-height: 36px;
    padding: 6px 4px;
    font: 600 13px ${(p) => p.theme.font};
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surfaceRaised};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    cursor: pointer;
  }
  button[aria-selected='true'] {
    color: ${(p) => p.theme.colors.buttonText};
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
  }
`;
const TabPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding-top: 8px;
  p {
    margin: 0;
  }
`;

/** The burn page's INDIVIDUAL / GLOBAL / QUEMADOS tabs (SPEC.md section 2). */
export function BurnTabs({ owned }: { owned: readonly CardDefinition[] }) {
  const [tab, setTab] = useState<Tab>('individual');
  const [estimate, setEstimate] = useState<string | null>(null);
  const burned = useAppSelector(selectInformacion)?.burned;
  const global = useGetGlobalCountsQuery(undefined, { skip: tab !== 'global' });
  const id = useId();
  const mine = countByRarity(owned);

  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <div>
      <TabList role="tablist" aria-label="Conteos" onKeyDown={onKey}>
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`${id}-tab-${t}`}
            aria-selected={tab === t}
            aria-controls={`${id}-panel`}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => setTab(t)}
          >
            {M.tabs[t]}
          </button>
        ))}
      </TabList>
      <TabPanel role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'individual' && (
          <>
            <CountsTable
              caption={M.countsCaption(M.tabs.individual)}
              general={mine.general}
              especial={mine.especial}
            />
            <Button
              $variant="ghost"
              onClick={() => setEstimate(M.estimate(formatAmount(estimateHueso(mine))))}
            >
              {M.calcular}
            </Button>
            {estimate && <p role="alert">{estimate}</p>}
          </>
        )}
        {tab === 'global' && (
          <>
            {global.isFetching && !global.data && <Loading label={M.globalLoading} />}
            {global.isError && !global.isFetching && (
              <ErrorPanel message={toApiError(global.error).message} onRetry={() => void global.refetch()} />
            )}
            {global.data && (
              <CountsTable
                caption={M.countsCaption(M.tabs.global)}
                general={global.data.general}
                especial={global.data.especial}
              />
            )}
          </>
        )}
        {tab === 'quemados' && (
          <CountsTable
            caption={M.countsCaption(M.tabs.quemados)}
            general={burned?.general ?? emptyRarityCounts()}
            especial={burned?.especial ?? emptyRarityCounts()}
          />
        )}
      </TabPanel>
    </div>
  );
}
