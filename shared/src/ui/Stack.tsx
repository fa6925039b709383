import type { CSSProperties, HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { Theme } from './theme';

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  direction?: 'row' | 'column';
  /** A step of the theme's spacing scale. */
  gap?: keyof Theme['space'];
  wrap?: boolean;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
}

const Root = styled.div<{
  $direction: 'row' | 'column';
  $gap: keyof Theme['space'];
  $wrap: boolean;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
}>`
  display: flex;
  flex-direction: ${(p) => p.$direction};
  flex-wrap: ${(p) => (p.$wrap ? 'wrap' : 'nowrap')};
  gap: ${(p) => p.theme.space[p.$gap]};
  align-items: ${(p) => p.$align ?? 'stretch'};
  justify-content: ${(p) => p.$justify ?? 'flex-start'};
  min-width: 0;
`;

/** Lays its children out in a row or a column with a gap from the theme's spacing scale. */
export function Stack({
  direction = 'column',
  gap = 'md',
  wrap = false,
  align,
  justify,
  ...rest
}: StackProps) {
  return <Root $direction={direction} $gap={gap} $wrap={wrap} $align={align} $justify={justify} {...rest} />;
}
