import { useState } from 'react';
import { emptyRarityCounts, type CardDefinition } from '@hueso/contract/common';
import { countByRarity, estimateHueso } from '@hueso/contract/burn';
import { selectInformacion, useAppSelector, useFormat, useMessages } from '@hueso/shared';
import { Button, QueryState, Stack } from '@hueso/shared/ui';
import { Tabs, type TabItem } from '@hueso/shared/tables';
import { useGetGlobalCountsQuery } from '../api/burnApi';
import { BURN_MESSAGES } from '../messages';
import { CountsTable } from './CountsTable';

type Tab = keyof (typeof BURN_MESSAGES)['en']['tabs'];
const TAB_KEYS: readonly Tab[] = ['individual', 'global', 'quemados'];

/** The burn page's INDIVIDUAL / GLOBAL / QUEMADOS tabs (SPEC.md section 2). */
export function BurnTabs({ owned }: { owned: readonly CardDefinition[] }) {
  const M = useMessages(BURN_MESSAGES);
  const f = useFormat();
  const tabs: readonly TabItem<Tab>[] = TAB_KEYS.map((key) => ({ key, label: M.tabs[key] }));
  const [tab, setTab] = useState<Tab>('individual');
  const [estimate, setEstimate] = useState<number | null>(null);
  const burned = useAppSelector(selectInformacion)?.burned;
  const global = useGetGlobalCountsQuery(undefined, { skip: tab !== 'global' });
  const mine = countByRarity(owned);

  return (
    <Tabs label={M.tabsLabel} tabs={tabs} selected={tab} onSelect={setTab}>
      <Stack gap="sm">
        {tab === 'individual' && (
          <>
            <CountsTable
              caption={M.countsCaption(M.tabs.individual)}
              general={mine.general}
              especial={mine.especial}
            />
            <Button $variant="ghost" onClick={() => setEstimate(estimateHueso(mine))}>
              {M.calcular}
            </Button>
            {estimate !== null && <p role="alert">{M.estimate(f.amount(estimate))}</p>}
          </>
        )}
        {tab === 'global' && (
          <>
            <QueryState query={global} loading={M.globalLoading}>
              {(counts) => (
                <CountsTable
                  caption={M.countsCaption(M.tabs.global)}
                  general={counts.general}
                  especial={counts.especial}
                />
              )}
            </QueryState>
          </>
        )}
        {tab === 'quemados' && (
          <CountsTable
            caption={M.countsCaption(M.tabs.quemados)}
            general={burned?.general ?? emptyRarityCounts()}
            especial={burned?.especial ?? emptyRarityCounts()}
          />
        )}
      </Stack>
    </Tabs>
  );
}
