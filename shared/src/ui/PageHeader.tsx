import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${(p) => p.theme.space.md};
  h1 {
    margin: 0;
    font-size: 26px;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    overflow-wrap: anywhere;
  }
  p {
    margin: ${(p) => p.theme.space.xs} 0 0;
    color: ${(p) => p.theme.colors.muted};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space.md};
`;

/** The top of a screen: its one h1, an optional description and optional actions (links, buttons). */
export function PageHeader({
  title,
  id,
  description,
  actions,
}: {
  title: ReactNode;
  /** The h1's id, for a page landmark labelled by its title. */
  id?: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Header>
      <div>
        <h1 id={id}>{title}</h1>
        {description && <p>{description}</p>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}
