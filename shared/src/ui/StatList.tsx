import type { ReactNode } from 'react';
import { css, styled } from 'styled-components';

export interface Stat {
  label: ReactNode;
  value: ReactNode;
  /** A stable key when the label is not a string. */
  key?: string;
  /** data-testid of the value, for tests that read one figure. */
  testId?: string;
}
export type StatListLayout = 'inline' | 'rows' | 'tiles';

const layouts = {
  /** Label and value side by side, pairs in a wrapping row (the top bar). */
  inline: css`
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space.xs} ${(p) => p.theme.space.lg};
    > div {
      display: flex;
      gap: 6px;
    }
    dd {
      font-weight: 700;
    }
  `,
  /** A two-column table of labels and values (dialogs, cards). */
  rows: css`
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 6px ${(p) => p.theme.space.lg};
    > div {
      display: contents;
    }
    dd {
      overflow-wrap: break-word;
    }
  `,
  /** One small tile per figure, the value large under its label (summaries). */
  tiles: css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(110px, 1fr));
    gap: ${(p) => p.theme.space.sm};
    > div {
      padding: ${(p) => p.theme.space.sm} 10px;
      border-radius: ${(p) => p.theme.radius};
      background: ${(p) => p.theme.colors.surfaceRaised};
    }
    dt {
      font-size: 12px;
    }
    dd {
      margin-top: 2px;
      font-size: 18px;
      font-weight: 800;
    }
  `,
};

const List = styled.dl<{ $layout: StatListLayout; $alignValues: 'start' | 'end' }>`
  margin: 0;
  font-variant-numeric: tabular-nums;
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    text-align: ${(p) => p.$alignValues};
  }
  ${(p) => layouts[p.$layout]}
`;

/**
 * Label/value pairs as a description list. With `label` the list sits in a named group, so a
 * screen reader (and a test) can find it by name.
 */
export function StatList({
  items,
  label,
  layout = 'rows',
  alignValues = 'start',
  className,
}: {
  items: readonly Stat[];
  label?: string;
  layout?: StatListLayout;
  alignValues?: 'start' | 'end';
  className?: string;
}) {
  const list = (
    <List $layout={layout} $alignValues={alignValues} className={label ? undefined : className}>
      {items.map((item, i) => (
        <div key={item.key ?? (typeof item.label === 'string' ? item.label : i)}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </List>
  );
  return label ? (
    <div role="group" aria-label={label} className={className}>
      {list}
    </div>
  ) : (
    list
  );
}
