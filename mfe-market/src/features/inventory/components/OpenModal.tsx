import { useId, useState, type FormEvent } from 'react';
import { type InventoryItem } from '@hueso/contract/common';
import { maxOpenable, openKind, type OpenResponse } from '@hueso/contract/market';
import { selectInformacion, useAppSelector, useMessages } from '@hueso/shared';
import { Button, Field } from '@hueso/shared/ui';
import { useItemName } from '@hueso/shared/play';
import { DialogActions, DialogFailure, FieldHint, Modal } from '@hueso/shared/dialogs';
import { useOpenItem } from '../hooks/useOpenItem';
import { INVENTORY_MESSAGES } from '../messages';
import { CardReveal } from './CardReveal';

/** Whether the typed amount can be opened: a whole number from 1 to min(owned, 10). */
export function isValidOpenAmount(amount: string, owned: number): boolean {
  const n = Number(amount);
  return amount.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= maxOpenable(owned);
}

function cardsOf(res: OpenResponse) {
  return res.cartas ?? (res.carta ? [res.carta] : []);
}

/**
 * The amount dialog of an inventory item (SPEC.md section 4, Pack opening): choose an amount,
 * open, show the cards, refresh the player's info.
 */
export function OpenModal({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const M = useMessages(INVENTORY_MESSAGES);
  const name = useItemName()(item.nombre);
  const info = useAppSelector(selectInformacion);
  const open = useOpenItem();
  const { busy, error: failure } = open;
  const amountId = useId();
  const [amount, setAmount] = useState('1');
  const [result, setResult] = useState<OpenResponse | null>(null);
  const kind = openKind(item.nombre);
  const max = maxOpenable(item.cantidad);
  const valid = isValidOpenAmount(amount, item.cantidad);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!info || !kind || !valid) return;
    // The information is read again either way (the call invalidates it).
    const opened = await open.run({ kind, pack: item.nombre, user: info.nombre, cantidad: Number(amount) });
    if (opened) setResult(opened);
  };

  if (result) {
    const cards = cardsOf(result);
    return (
      // A new dialog (key): focus moves into it, as the Abrir button that had it is gone.
      <Modal key="result" title={M.opened(name)} onClose={onClose}>
        {cards.length > 0 && <CardReveal cards={cards} />}
        {result.nivel !== undefined && <p role="status">{M.levelUp(result.nivel)}</p>}
        {cards.length === 0 && result.nivel === undefined && <p role="status">{M.nothing}</p>}
        <DialogActions>
          <Button onClick={onClose}>{M.done}</Button>
        </DialogActions>
      </Modal>
    );
  }

  return (
    <Modal key="form" title={M.openItem(name)} onClose={onClose} busy={busy}>
      <form onSubmit={(e) => void onSubmit(e)} aria-label={M.openItem(name)} noValidate>
        <Field>
          {M.amount}
          <input
            id={amountId}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            value={amount}
            disabled={busy}
            aria-invalid={!valid}
            aria-describedby={`${amountId}-hint`}
            onChange={(e) => setAmount(e.target.value)}
          />
        </Field>
        <FieldHint id={`${amountId}-hint`} $error={!valid}>
          {max === 0 ? M.noneToOpen(name) : M.ownedHint(item.cantidad, max)}
        </FieldHint>
        {failure && <DialogFailure message={failure} />}
        <DialogActions>
          <Button $variant="ghost" onClick={onClose} disabled={busy}>
            {M.cancel}
          </Button>
          <Button type="submit" disabled={!valid || busy}>
            {busy ? M.opening : M.submit}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
