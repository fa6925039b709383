import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

const MIN_TILE = 170;
const GAP = 14;
/** A first guess of a row's height; each row is measured once it renders. */
const ROW_ESTIMATE = 330;

const List = styled.div`
  position: relative;
`;
const Row = styled.div<{ $columns: number }>`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  display: grid;
  grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr));
  gap: ${GAP}px;
  padding-bottom: ${GAP}px;
`;

/** A phone (343 px of content at 375 px) still shows two cards a row, tiles down to this width. */
const MIN_PHONE_TILE = 120;

/** How many tiles fit in a row of `width` pixels. */
function columnsFor(width: number): number {
  const least = width + GAP >= 2 * (MIN_PHONE_TILE + GAP) ? 2 : 1;
  return Math.max(least, Math.floor((width + GAP) / (MIN_TILE + GAP)));
}

/**
 * A responsive grid of cards that renders only the rows near the viewport (the page scrolls, not
 * the grid), so a collection of thousands of cards scrolls as smoothly as one of ten.
 */
export function CardGrid<T>({
  items,
  itemKey,
  renderItem,
  label,
}: {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  label: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(4);
  const [offset, setOffset] = useState(0);

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setColumns(columnsFor(element.clientWidth));
      setOffset(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const rows = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 3,
    scrollMargin: offset,
  });

  return (
    <List ref={list} role="list" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <Row
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          role="presentation"
          $columns={columns}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          {items.slice(row.index * columns, (row.index + 1) * columns).map((item) => (
            <div key={itemKey(item)} role="listitem">
              {renderItem(item)}
            </div>
          ))}
        </Row>
      ))}
    </List>
  );
}
