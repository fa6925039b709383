import { IconLink } from '../../../components/SidePanel';
import { externalLinks } from '../../../lib/externalLinks';

/** Whitepaper, chat and partner game, each opening in a new tab. */
export function ExternalLinks() {
  return (
    <ul>
      {externalLinks().map((l) => (
        <li key={l.name}>
          <IconLink href={l.href} target="_blank" rel="noopener noreferrer">
            <span aria-hidden="true">{l.icon}</span>
            {l.name}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </IconLink>
        </li>
      ))}
    </ul>
  );
}
