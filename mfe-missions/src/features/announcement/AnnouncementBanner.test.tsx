import { act, screen } from '@testing-library/react';
import { handlers, remoteRenderer, setUpRemoteTests } from '@hueso/shared/testing';
import App from '../../App';
import { ANNOUNCEMENT_DURATION_MS, ANNOUNCEMENT_MESSAGES } from './messages';

setUpRemoteTests({ handlers: () => [handlers.arenaStatus()] });
const renderHome = remoteRenderer(App, { route: '/game' });

describe('announcement banner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears 7 seconds after the home screen loads and can be dismissed', async () => {
    const { user } = renderHome({ userOptions: { advanceTimers: jest.advanceTimersByTime } });
    act(() => jest.advanceTimersByTime(6999));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    const banner = screen.getByRole('region', { name: 'Announcement' });
    expect(banner).toHaveTextContent(ANNOUNCEMENT_MESSAGES.en.text);

    await user.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('goes away by itself 30 seconds after it appears', () => {
    renderHome();
    act(() => jest.advanceTimersByTime(7000));
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    expect(ANNOUNCEMENT_DURATION_MS).toBe(30_000);
    act(() => jest.advanceTimersByTime(29_999));
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('stays while the keyboard focus is on it, and goes 30 seconds after focus leaves', async () => {
    const { user } = renderHome({ userOptions: { advanceTimers: jest.advanceTimersByTime } });
    act(() => jest.advanceTimersByTime(7000));
    act(() => screen.getByRole('button', { name: 'Dismiss announcement' }).focus());
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    await user.click(document.body);
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });
});
