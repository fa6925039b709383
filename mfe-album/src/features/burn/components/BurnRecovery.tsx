import { useId, useState, type FormEvent } from 'react';
import { proofTxSchema, type BurnHistory } from '@hueso/contract/burn';
import { useFormat, useMessages } from '@hueso/shared';
import { Button, Field, Panel, QueryState, Stack } from '@hueso/shared/ui';
import { MONEY_MESSAGES } from '@hueso/shared/play';
import { FieldHint } from '@hueso/shared/dialogs';
import { type GameMoveState } from '@hueso/shared/wallet';
import { DataTable } from '@hueso/shared/tables';
import { useGetBurnHistoryQuery, type BurnNftResponse } from '../api/burnApi';
import { BURN_MESSAGES } from '../messages';

type Burn = BurnHistory['burns'][number];

/**
 * 'Recover a burn': claims the player's own nft.burn by its transaction id, and lists the
 * player's newest burns from the server (time, cards, HUESO, what each became), each burn not
 * credited yet with its own Recover button.
 */
export function BurnRecovery({ recover }: { recover: GameMoveState<[string], BurnNftResponse> }) {
  const M = useMessages(BURN_MESSAGES);
  const money = useMessages(MONEY_MESSAGES);
  const f = useFormat();
  const history = useGetBurnHistoryQuery();
  const [txId, setTxId] = useState('');
  const [invalid, setInvalid] = useState(false);
  const fieldId = useId();

  const claim = async (id: string) => {
    const ok = await recover.run(id);
    if (ok) setTxId('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const id = txId.trim().toLowerCase();
    const valid = proofTxSchema.safeParse(id).success;
    setInvalid(!valid);
    recover.clearError();
    if (valid) void claim(id);
  };

  return (
    <Panel title={M.recoverTitle}>
      <FieldHint>{M.recoverHelp}</FieldHint>
      <form onSubmit={submit} noValidate>
        <Stack direction="row" gap="sm" align="flex-end" wrap>
          <Field htmlFor={fieldId} style={{ flex: '1 1 260px' }}>
            {M.recoverField}
            <input
              id={fieldId}
              value={txId}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={invalid || recover.error !== null}
              aria-describedby={`${fieldId}-hint`}
              disabled={recover.busy}
              onChange={(e) => {
                setTxId(e.target.value);
                setInvalid(false);
              }}
            />
          </Field>
          <Button type="submit" disabled={recover.busy || txId.trim() === ''}>
            {recover.busy ? M.recovering : M.recoverButton}
          </Button>
        </Stack>
        <FieldHint id={`${fieldId}-hint`} $error={invalid || recover.error !== null} role="status">
          {invalid ? M.recoverInvalid : (recover.error ?? '')}
        </FieldHint>
      </form>
      <h3>{M.historyTitle}</h3>
      <QueryState
        query={history}
        loading={M.historyLoading}
        isEmpty={(h) => h.burns.length === 0}
        empty={M.historyEmpty}
      >
        {({ burns }) => (
          <DataTable<Burn>
            caption={M.historyTitle}
            scrollCue={M.historyScrollCue}
            rows={burns}
            rowKey={(burn) => burn.proofTx}
            pageSizes={[10, 20]}
            columns={[
              { header: M.historyColumns.time, cell: (burn) => f.dateTime(burn.ts) },
              { header: M.historyColumns.cards, cell: (burn) => f.count(burn.cards) },
              // Burns credit the player's HUESO in game.
              { header: money.name.inGame, cell: (burn) => f.amount(burn.hueso) },
              { header: M.historyColumns.state, cell: (burn) => M.states[burn.state] },
              {
                header: M.historyColumns.action,
                cell: (burn) =>
                  burn.state === 'unclaimed' && (
                    <Button
                      $variant="ghost"
                      aria-label={M.historyRecover(burn.proofTx)}
                      disabled={recover.busy}
                      onClick={() => void claim(burn.proofTx)}
                    >
                      {M.recoverButton}
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </QueryState>
    </Panel>
  );
}
