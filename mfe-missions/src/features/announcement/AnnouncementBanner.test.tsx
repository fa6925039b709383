import { act, screen } from '@testing-library/react';
import { renderHome } from '../../test-utils';
import { ANNOUNCEMENT_TEXT } from './components/AnnouncementBanner';

describe('announcement banner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears 7 seconds after the home screen loads and can be dismissed', async () => {
    const { user } = renderHome({ userOptions: { advanceTimers: jest.advanceTimersByTime } });
    act(() => jest.advanceTimersByTime(6999));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    const banner = screen.getByRole('region', { name: 'Announcement' });
    expect(banner).toHaveTextContent(ANNOUNCEMENT_TEXT);

    await user.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });
});
