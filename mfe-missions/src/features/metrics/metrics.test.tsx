import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, handlers, remoteRenderer, server, setUpRemoteTests } from '@hueso/shared/testing';
import App from '../../App';

setUpRemoteTests({ handlers: () => [handlers.arenaStatus()] });
const renderHome = remoteRenderer(App, { route: '/game' });

const METRICS = {
  dia: [
    { fecha: '2025-01-06', total: 80 },
    { fecha: '2025-01-07', total: 120 },
  ],
  semana: [
    { fecha: '2024-12-23', total: 300 },
    { fecha: '2024-12-30', total: 450 },
    { fecha: '2025-01-06', total: 870 },
  ],
  mes: [
    { fecha: '2024-12', total: 1000 },
    { fecha: '2025-01', total: 2500 },
  ],
  quemado: 3200,
};

function figure(dialog: HTMLElement, label: string) {
  const totals = within(dialog).getByLabelText('HUESO totals');
  const term = within(totals).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

/** The <title> of each bar (testing-library's ByTitle only sees titles directly under <svg>). */
function barTitles(chart: HTMLElement) {
  return Array.from(chart.querySelectorAll('rect > title'), (t) => t.textContent);
}

async function openMetrics(user: ReturnType<typeof renderHome>['user']) {
  await user.click(screen.getByRole('button', { name: 'Hueso metrics' }));
  return screen.findByRole('dialog', { name: 'Hueso metrics' });
}

describe('hueso metrics modal', () => {
  it("fetches the player's metrics and charts each period with titled bars", async () => {
    let query: string | null = null;
    server.use(
      http.get(`${API}/metrics/hueso`, ({ request }) => {
        query = new URL(request.url).searchParams.get('user');
        return HttpResponse.json(METRICS);
      }),
    );
    const { user } = renderHome();
    const dialog = await openMetrics(user);
    await within(dialog).findByRole('tablist', { name: 'Period' });
    expect(query).toBe('player1');

    expect(figure(dialog, 'Today')).toBe('120');
    expect(figure(dialog, 'This week')).toBe('870');
    expect(figure(dialog, 'This month')).toBe('2,500');
    expect(figure(dialog, 'Burned')).toBe('3,200');

    const chart = within(dialog).getByRole('img', { name: 'HUESO mined per day' });
    expect(barTitles(chart)).toEqual(['2025-01-06: 80 HUESO', '2025-01-07: 120 HUESO']);

    await user.click(within(dialog).getByRole('tab', { name: 'Weekly' }));
    expect(within(dialog).getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
    const week = within(dialog).getByRole('img', { name: 'HUESO mined per week' });
    expect(barTitles(week)).toEqual([
      '2024-12-23: 300 HUESO',
      '2024-12-30: 450 HUESO',
      '2025-01-06: 870 HUESO',
    ]);

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Monthly' })).toHaveFocus();
    expect(within(dialog).getByRole('img', { name: 'HUESO mined per month' })).toBeInTheDocument();
  });

  it('sets every value to 0 when the metrics call fails', async () => {
    server.use(http.get(`${API}/metrics/hueso`, () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    const { user } = renderHome();
    const dialog = await openMetrics(user);
    await within(dialog).findByRole('tablist', { name: 'Period' });
    for (const label of ['Today', 'This week', 'This month', 'Burned'])
      expect(figure(dialog, label)).toBe('0');
    expect(within(dialog).getByText('No HUESO recorded for this period.')).toBeInTheDocument();
  });

  it('treats a malformed response as a failure', async () => {
    server.use(http.get(`${API}/metrics/hueso`, () => HttpResponse.json({ dia: 'nope' })));
    const { user } = renderHome();
    const dialog = await openMetrics(user);
    await within(dialog).findByRole('tablist', { name: 'Period' });
    expect(figure(dialog, 'Burned')).toBe('0');
  });

  it('charts entries that carry only a total', async () => {
    server.use(
      http.get(`${API}/metrics/hueso`, () =>
        HttpResponse.json({
          dia: [{ total: 5 }, { total: 9 }],
          semana: [{ total: 14 }],
          mes: [],
          quemado: 1,
        }),
      ),
    );
    const { user } = renderHome();
    const dialog = await openMetrics(user);
    await within(dialog).findByRole('tablist', { name: 'Period' });
    expect(figure(dialog, 'Today')).toBe('9');
    expect(figure(dialog, 'This week')).toBe('14');
    expect(barTitles(within(dialog).getByRole('img', { name: 'HUESO mined per day' }))).toEqual([
      '1: 5 HUESO',
      '2: 9 HUESO',
    ]);
  });
});
