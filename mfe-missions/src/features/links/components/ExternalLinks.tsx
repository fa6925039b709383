import { IconLink } from '../../../components/IconTile';
import { externalLinks } from '../../../lib/externalLinks';

/** Whitepaper, chat and partner game, each opening in a new tab. */
export function ExternalLinks() {
  return (
    <ul>
      {externalLinks().map(({ name, href, icon: Icon }) => (
        <li key={name}>
          <IconLink href={href} target="_blank" rel="noopener noreferrer">
            <Icon />
            {name}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </IconLink>
        </li>
      ))}
    </ul>
  );
}
