import { useId, type ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { PageHeader } from './PageHeader';
import { useMainLandmark } from './landmark';

/** Content widths: `regular` for forms and tiles, `wide` for boards and side menus. */
const WIDTHS = { regular: '1100px', wide: '1280px' } as const;

const Root = styled.main<{ $width: keyof typeof WIDTHS; $withSide: boolean }>`
  max-width: ${(p) => WIDTHS[p.$width]};
  margin: 0 auto;
  padding: ${(p) => p.theme.space.lg};
  gap: ${(p) => p.theme.space.lg};
  ${(p) =>
    p.$withSide
      ? css`
          display: grid;
          grid-template-columns: 220px minmax(0, 1fr);
          @media (max-width: 760px) {
            grid-template-columns: minmax(0, 1fr);
          }
        `
      : css`
          display: flex;
          flex-direction: column;
        `}
`;
const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.lg};
  min-width: 0;
`;

/**
 * A remote screen: its landmark (a `main`, named by the title's h1 or by `label`), the content
 * width, and the padding, 16 px on every side so that a 375 px phone keeps 343 px of content.
 * `side` is a column beside the content (a section menu), above it on narrow screens. A screen
 * that lays out its own `main` beside complementary columns sets `main={false}`.
 */
export function Page({
  title,
  description,
  actions,
  label,
  side,
  width = 'regular',
  main = true,
  className,
  children,
}: {
  /** The screen's one h1 (through PageHeader); the page is labelled by it. */
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** The landmark's name when there is no title. */
  label?: string;
  side?: ReactNode;
  width?: keyof typeof WIDTHS;
  /** False: a plain frame, for a screen that places its own `main`. */
  main?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const landmark = useMainLandmark();
  const body = (
    <>
      {title !== undefined && (
        <PageHeader id={titleId} title={title} description={description} actions={actions} />
      )}
      {children}
    </>
  );
  return (
    <Root
      as={main ? landmark : 'div'}
      $width={width}
      $withSide={side !== undefined}
      aria-labelledby={main && title !== undefined ? titleId : undefined}
      aria-label={main && title === undefined ? label : undefined}
      className={className}
    >
      {side === undefined ? (
        body
      ) : (
        <>
          {side}
          <Column>{body}</Column>
        </>
      )}
    </Root>
  );
}
