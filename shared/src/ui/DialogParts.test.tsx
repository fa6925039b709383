import { useId } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { axeViolations } from '../testing/axe';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import { ActionRows, DialogActions, DialogFailure, FieldHint } from './DialogParts';
import { Modal } from './Modal';
import { Field } from './States';
import { theme } from './theme';

function AmountDialog({ invalid }: { invalid: boolean }) {
  const id = useId();
  return (
    <Modal title="Open General Pack" onClose={() => undefined}>
      <Field>
        Amount
        <input aria-invalid={invalid} aria-describedby={`${id}-hint`} />
      </Field>
      <FieldHint id={`${id}-hint`} $error={invalid}>
        {invalid ? 'A whole number from 1 to 3' : 'You own 3'}
      </FieldHint>
      <ActionRows aria-label="Instances">
        <li>
          <span>
            NFT #11<small>In your wallet</small>
          </span>
          <Button>Sell</Button>
        </li>
      </ActionRows>
      <DialogFailure message="Server is busy" />
      <DialogActions>
        <Button $variant="ghost">Cancel</Button>
        <Button>Abrir</Button>
      </DialogActions>
    </Modal>
  );
}

describe('dialog parts', () => {
  it('describe the field, list the rows, show the failure and end with the actions', async () => {
    render(
      <ThemeProvider theme={theme}>
        <AmountDialog invalid />
      </ThemeProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Open General Pack' });
    expect(within(dialog).getByLabelText('Amount')).toHaveAccessibleDescription('A whole number from 1 to 3');
    const rows = within(dialog).getByRole('list', { name: 'Instances' });
    expect(within(rows).getByRole('listitem')).toHaveTextContent('NFT #11In your wallet');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Server is busy');
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons.slice(-2)).toEqual(['Cancel', 'Abrir']);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('ConfirmDialog', () => {
  const setup = (busy = false) => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ThemeProvider theme={theme}>
        <ConfirmDialog
          title="Confirm deposit"
          confirmLabel="Confirm deposit"
          busy={busy}
          onConfirm={onConfirm}
          onCancel={onCancel}
        >
          <p>Deposit 10 HUESO?</p>
        </ConfirmDialog>
      </ThemeProvider>,
    );
    return { onConfirm, onCancel, dialog: screen.getByRole('dialog', { name: 'Confirm deposit' }) };
  };

  it('says what it confirms and answers Cancel, Escape and the action', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel, dialog } = setup();
    expect(dialog).toHaveTextContent('Deposit 10 HUESO?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm deposit' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('while busy, cannot be dismissed and says it is working', async () => {
    const user = userEvent.setup();
    const { onCancel, dialog } = setup(true);
    const action = within(dialog).getByRole('button', { name: 'Working…' });
    expect(action).toBeDisabled();
    expect(action).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
