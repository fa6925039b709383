import { Component, useState, type ReactNode } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, setUpRemoteTests } from '@hueso/shared/testing';
import { lazyDialog } from './lazyDialog';

setUpRemoteTests({ handlers: () => [] });
// React reports each error a boundary catches; these tests cause them on purpose.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

function Greeting({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog" aria-label="Greeting">
      <button type="button" onClick={onClose}>
        Done
      </button>
    </div>
  );
}

/** What the area's own boundary would show. */
class AreaBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Area failed: {this.state.error.message}</p> : this.props.children;
  }
}

function Opener({ dialog }: { dialog: ReturnType<typeof lazyDialog<{ onClose: () => void }>> }) {
  const [open, setOpen] = useState(false);
  return (
    <AreaBoundary>
      <p>The rest of the area</p>
      <button type="button" {...dialog.preload} onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <dialog.Dialog onClose={() => setOpen(false)} />}
    </AreaBoundary>
  );
}

/** The dialog's download, as the network allows it: offline until the test says otherwise. */
function network() {
  const state = { online: false };
  const load = jest.fn(() =>
    state.online ? Promise.resolve(Greeting) : Promise.reject(new Error('Loading chunk greeting failed')),
  );
  return { state, load };
}

it('a dialog whose download fails shows why with Retry in its place; Retry asks again and opens it', async () => {
  const { state, load } = network();
  const { user } = renderWithProviders(<Opener dialog={lazyDialog(load)} />);

  await user.click(screen.getByRole('button', { name: 'Open' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This window could not be loaded. Check your connection and try again.');
  expect(screen.getByText('The rest of the area')).toBeVisible();

  state.online = true;
  const asked = load.mock.calls.length;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('dialog', { name: 'Greeting' })).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(load.mock.calls.length).toBeGreaterThan(asked);
});

it('the failure can be dismissed, and the next open asks again', async () => {
  const { state, load } = network();
  const { user } = renderWithProviders(<Opener dialog={lazyDialog(load)} />);

  await user.click(screen.getByRole('button', { name: 'Open' }));
  await screen.findByRole('alert');
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).toBeNull();

  state.online = true;
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(await screen.findByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('reaching for the button starts the download; an error of the dialog itself still reaches the area', async () => {
  const Broken = () => {
    throw new Error('the dialog broke');
  };
  const load = jest.fn().mockResolvedValue(Broken);
  const { user } = renderWithProviders(<Opener dialog={lazyDialog(load)} />);

  await user.hover(screen.getByRole('button', { name: 'Open' }));
  expect(load).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByText('Area failed: the dialog broke')).toBeVisible();
});

it('once its code is there, the dialog opens again without asking for it again', async () => {
  const { state, load } = network();
  state.online = true;
  const { user } = renderWithProviders(<Opener dialog={lazyDialog(load)} />);

  // A click with no pointer over the button first: only opening the dialog asks for its code.
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(await screen.findByRole('button', { name: 'Done' }));
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('dialog', { name: 'Greeting' })).toBeVisible();
  expect(load).toHaveBeenCalledTimes(1);
});
