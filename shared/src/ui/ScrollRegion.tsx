import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { ChevronRightIcon } from './icons';

const Region = styled.div`
  overflow-x: auto;
  max-width: 100%;
  /* Edge shadows that show while there is more to scroll to on that side. */
  background:
    linear-gradient(to right, ${(p) => p.theme.colors.surface} 30%, transparent) left / 32px 100% no-repeat
      local,
    linear-gradient(to left, ${(p) => p.theme.colors.surface} 30%, transparent) right / 32px 100% no-repeat
      local,
    radial-gradient(farthest-side at 0 50%, ${(p) => p.theme.colors.backdrop}, transparent) left / 14px 100%
      no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, ${(p) => p.theme.colors.backdrop}, transparent) right / 14px
      100% no-repeat scroll;
`;
const Cue = styled.p`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 4px;
  margin: 0 0 6px;
  font-size: 13px;
  color: ${(p) => p.theme.colors.accent};
`;

/**
 * A focusable region that scrolls its wide content (a table) sideways on a narrow screen, with a
 * visible cue above it while the content is wider than the region, so players know there is more.
 */
export function ScrollRegion({
  label,
  cue,
  children,
  className,
}: {
  /** The region's accessible name. */
  label: string;
  /** The visible hint, from the feature's messages (say, 'Scroll sideways for more columns'). */
  cue: string;
  children: ReactNode;
  className?: string;
}) {
  const region = useRef<HTMLDivElement>(null);
  const [wide, setWide] = useState(false);

  useLayoutEffect(() => {
    const element = region.current;
    if (!element) return;
    const measure = () => setWide(element.scrollWidth - element.clientWidth > 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div className={className}>
      {wide && (
        <Cue data-testid="scroll-cue">
          {cue}
          <ChevronRightIcon size={16} />
        </Cue>
      )}
      {/* Focusable, so keyboard users can scroll it with the arrow keys. */}
      <Region ref={region} tabIndex={0} role="region" aria-label={label}>
        {children}
      </Region>
    </div>
  );
}
