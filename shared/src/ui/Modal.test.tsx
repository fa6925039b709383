import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { Modal } from './Modal';
import { theme } from './theme';

function renderModal(onClose = jest.fn()) {
  render(
    <ThemeProvider theme={theme}>
      <button type="button">Outside</button>
      <Modal title="Pick one" onClose={onClose}>
        <label>
          Amount
          <input />
        </label>
        <button type="button">Confirm</button>
      </Modal>
    </ThemeProvider>,
  );
  return onClose;
}

describe('Modal', () => {
  it('is a dialog labelled by its title with focus inside', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Pick one' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps Tab inside the dialog', async () => {
    renderModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    confirm.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('closes on Escape and on the Close button', async () => {
    const onClose = renderModal();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
