import type { ReactNode } from 'react';
import { HeaderActions, HeaderRoot } from './pageParts';

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
    <HeaderRoot>
      <div>
        <h1 id={id}>{title}</h1>
        {description && <p>{description}</p>}
      </div>
      {actions && <HeaderActions>{actions}</HeaderActions>}
    </HeaderRoot>
  );
}
