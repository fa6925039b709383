import { useId, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useMessages } from '../i18n/messages';
import { Button } from './Button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { KIT_MESSAGES } from './messages';
import { ScrollRegion } from './ScrollRegion';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px;
    text-align: left;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  th {
    color: ${(p) => p.theme.colors.accent};
    font-size: 13px;
  }
  tr[data-highlight='true'] td {
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
`;
const Footer = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 12px;
  font-size: 14px;
  select {
    background: ${(p) => p.theme.colors.surfaceRaised};
    color: inherit;
    border: 1px solid ${(p) => p.theme.colors.border};
    padding: 4px;
  }
`;

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/**
 * A table with rows-per-page and paging controls; `highlight` marks rows such as the player's own.
 * With `scrollCue` the table scrolls sideways in its own region (named by the caption) and shows
 * that hint while it is wider than the screen.
 */
export function DataTable<T>(props: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  pageSizes: readonly number[];
  caption: string;
  highlight?: (row: T) => boolean;
  empty?: ReactNode;
  scrollCue?: string;
}) {
  const t = useMessages(KIT_MESSAGES);
  const { columns, rows, rowKey, pageSizes, caption, highlight, empty, scrollCue } = props;
  const [size, setSize] = useState(pageSizes[0] ?? 10);
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(page, pages - 1);
  const visible = rows.slice(current * size, current * size + size);
  const sizeId = useId();
  if (rows.length === 0) return <>{empty}</>;
  const table = (
    <Table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col">
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {visible.map((row) => (
          <tr key={rowKey(row)} data-highlight={highlight?.(row) ?? false}>
            {columns.map((c) => (
              <td key={c.header}>{c.cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
  return (
    <>
      {scrollCue ? (
        <ScrollRegion label={caption} cue={scrollCue}>
          {table}
        </ScrollRegion>
      ) : (
        table
      )}
      <Footer>
        <label htmlFor={sizeId}>{t.rowsPerPage}</label>
        <select
          id={sizeId}
          value={size}
          onChange={(e) => {
            setSize(Number(e.target.value));
            setPage(0);
          }}
        >
          {pageSizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <span>
          {t.pageRange(current * size + 1, Math.min(rows.length, (current + 1) * size), rows.length)}
        </span>
        <Button
          $variant="ghost"
          aria-label={t.previousPage}
          disabled={current === 0}
          onClick={() => setPage(current - 1)}
        >
          <ChevronLeftIcon />
        </Button>
        <Button
          $variant="ghost"
          aria-label={t.nextPage}
          disabled={current >= pages - 1}
          onClick={() => setPage(current + 1)}
        >
          <ChevronRightIcon />
        </Button>
      </Footer>
    </>
  );
}
