import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import { Stack } from './Stack';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.md};
  min-width: 0;
  padding: ${(p) => p.theme.space.lg};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  h2 {
    margin: 0;
    font-size: 18px;
  }
  p {
    margin: 0;
  }
`;

export interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The panel's h2; the section is named by it. Without it, name the section yourself. */
  title?: ReactNode;
  /** The h2's id, when something outside refers to it. */
  headingId?: string;
  /** Controls on the heading's line (Refresh, a badge). */
  actions?: ReactNode;
  /** An `aside` (a complementary landmark beside the main content; name it with `aria-label`). */
  aside?: boolean;
  /** The section element (to focus it, say). */
  ref?: Ref<HTMLElement>;
}

/** A bordered section of a screen with its h2; its children stack with the theme's gap. */
export function Panel({ title, headingId, actions, aside = false, children, ...rest }: PanelProps) {
  const generated = useId();
  const id = headingId ?? generated;
  const heading = title !== undefined && <h2 id={id}>{title}</h2>;
  return (
    <Section
      as={aside ? 'aside' : undefined}
      aria-labelledby={title !== undefined ? id : undefined}
      {...rest}
    >
      {actions ? (
        <Stack direction="row" wrap align="center" justify="space-between" gap="sm">
          {heading}
          {actions}
        </Stack>
      ) : (
        heading
      )}
      {children}
    </Section>
  );
}
