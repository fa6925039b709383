import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.md};
  min-width: 0;
`;
const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;
const Tab = styled.button.attrs({ type: 'button' })`
  /* Long labels (QUEMADOS in a 300 px panel) wrap onto another row instead of overflowing it. */
  flex: 1 1 auto;
  min-width: 0;
  min-height: 36px;
  padding: 6px 8px;
  overflow-wrap: anywhere;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  font: 600 14px ${(p) => p.theme.font};
  cursor: pointer;
  &[aria-selected='true'] {
    border-color: ${(p) => p.theme.colors.primary};
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.buttonText};
  }
  &:hover:not(:disabled):not([aria-selected='true']) {
    border-color: ${(p) => p.theme.colors.accent};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export interface TabItem<K> {
  key: K;
  label: ReactNode;
}

/** Where each key moves the focus from tab `i` of `n` (WAI-ARIA tabs pattern, wrapping). */
const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * A tablist and the selected tab's panel, as the WAI-ARIA tabs pattern has them: only the
 * selected tab is in the Tab order, the arrow keys (wrapping), Home and End move the focus and the
 * selection with it, and the panel is labelled by its tab. The children are the selected tab's
 * content; `disabled` holds the selection while something runs.
 */
export function Tabs<K extends string | number>({
  label,
  tabs,
  selected,
  onSelect,
  disabled = false,
  className,
  children,
}: {
  /** The tablist's name. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    tabs.findIndex((t) => t.key === selected),
  );
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (e: KeyboardEvent) => {
    const move = MOVES[e.key];
    if (!move || disabled || tabs.length === 0) return;
    e.preventDefault();
    const next = move(current, tabs.length);
    onSelect(tabs[next]!.key);
    buttons.current[next]?.focus();
  };

  return (
    <Root className={className}>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <Tab
            key={tab.key}
            ref={(el: HTMLButtonElement | null) => {
              buttons.current[i] = el;
            }}
            role="tab"
            id={tabId(i)}
            aria-selected={i === current}
            aria-controls={panelId}
            tabIndex={i === current ? 0 : -1}
            disabled={disabled}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(current)} tabIndex={0}>
        {children}
      </div>
    </Root>
  );
}
