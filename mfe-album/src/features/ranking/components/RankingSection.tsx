import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { LEADERBOARD_SORTS, type LeaderboardResponse } from '@hueso/contract/ranking';
import { selectInformacion, useAppSelector, useFormat, useMessages, type Formatters } from '@hueso/shared';
import { Button, QueryState, Stack } from '@hueso/shared/ui';
import { ScrollRegion } from '@hueso/shared/tables';
import { RANKING_PAGE_SIZE, useGetLeaderboardQuery, type RankingSort } from '../api/rankingApi';
import { RANKING_MESSAGES } from '../messages';

type Row = LeaderboardResponse['data'][number];

const Scroll = styled(ScrollRegion)`
  > [role='region'] {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    background-color: ${(p) => p.theme.colors.surface};
  }
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 8px 10px;
    text-align: right;
    white-space: nowrap;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  th:nth-child(-n + 2),
  td:nth-child(-n + 2) {
    text-align: left;
  }
  th {
    color: ${(p) => p.theme.colors.accent};
  }
  th[aria-sort='descending'] {
    color: ${(p) => p.theme.colors.text};
    text-decoration: underline;
  }
  tr[data-own='true'] td {
    background: ${(p) => p.theme.colors.surfaceRaised};
    font-weight: 600;
  }
`;
const Select = styled.select`
  min-height: 36px;
  padding: 4px 8px;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
`;
const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: 13px;
`;

type RankingTexts = (typeof RANKING_MESSAGES)['en'];

/**
 * Columns of the table, keyed by the sort that orders by each (the player's name orders by none);
 * headers and figures in the screen's language.
 */
const COLUMNS: { key: RankingSort | 'player'; cell: (r: Row, f: Formatters) => string | number }[] = [
  { key: 'player', cell: (r) => r.nombre },
  { key: 'ph', cell: (r) => r.ph },
  { key: 'nft', cell: (r) => r.nftTotal },
  { key: 'burned', cell: (r) => r.nftBurned },
  { key: 'saldo', cell: (r, f) => f.balance(r.dinero) },
  { key: 'fusion', cell: (r, f) => f.balance(r.fusion) },
  { key: 'real', cell: (r, f) => f.balance(r.dineroReal) },
  { key: 'pe', cell: (r) => r.pe },
  { key: 'porcentaje', cell: (r, f) => f.percent(r.porcentaje) },
  { key: 'nivel', cell: (r) => r.nivel },
];

const headerOf = (key: RankingSort | 'player', M: RankingTexts) =>
  key === 'player' ? M.player : M.sorts[key];

/** The failure text of SPEC.md section 8: 'HTTP {status}' when the server answered, else 'Request error'. */
function failureText(error: unknown, M: RankingTexts): string {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status !== 200 ? M.httpError(status) : M.requestError;
}

/** Album page 7: the global ranking, sortable, 20 rows a page with Prev / Next (SPEC.md section 2). */
export function RankingSection() {
  const M = useMessages(RANKING_MESSAGES);
  const f = useFormat();
  const [sort, setSort] = useState<RankingSort>('burned');
  const [page, setPage] = useState(1);
  const me = useAppSelector(selectInformacion)?.nombre;
  const sortId = useId();
  const ranking = useGetLeaderboardQuery({ sort, page });
  const data = ranking.currentData;
  const pages = data ? Math.max(1, Math.ceil(data.totalDocs / RANKING_PAGE_SIZE)) : 1;
  const first = (page - 1) * RANKING_PAGE_SIZE;

  return (
    <Stack gap="md">
      <Stack direction="row" gap="sm" align="center" wrap>
        <label htmlFor={sortId}>{M.sortLabel}</label>
        <Select
          id={sortId}
          value={sort}
          onChange={(e) => {
            setSort(e.target.value as RankingSort);
            setPage(1);
          }}
        >
          {LEADERBOARD_SORTS.map((s) => (
            <option key={s} value={s}>
              {M.sorts[s]}
            </option>
          ))}
        </Select>
      </Stack>
      <QueryState
        query={{ ...ranking, data }}
        loading={M.loading}
        errorMessage={(error) => failureText(error, M)}
        isEmpty={(d) => d.data.length === 0}
        empty={M.noData}
      >
        {(data) => (
          <Scroll label={M.caption} cue={M.scrollCue}>
            <Table aria-busy={ranking.isFetching}>
              <caption className="visually-hidden">{M.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  {COLUMNS.map((c) => (
                    <th key={c.key} scope="col" aria-sort={c.key === sort ? 'descending' : undefined}>
                      {headerOf(c.key, M)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.data.map((row, i) => (
                  <tr key={row.nombre} data-own={row.nombre === me}>
                    <td>{first + i + 1}</td>
                    {COLUMNS.map((c) => (
                      <td key={c.key}>{c.cell(row, f)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        )}
      </QueryState>
      {data && (
        <Stack direction="row" gap="sm" align="center" wrap>
          <Button
            $variant="ghost"
            disabled={page <= 1 || ranking.isFetching}
            onClick={() => setPage(page - 1)}
          >
            {M.prev}
          </Button>
          <span aria-live="polite">{M.page(page, pages)}</span>
          <Button
            $variant="ghost"
            disabled={page >= pages || ranking.isFetching}
            onClick={() => setPage(page + 1)}
          >
            {M.next}
          </Button>
        </Stack>
      )}
      <Note>{M.burnedNote}</Note>
    </Stack>
  );
}
