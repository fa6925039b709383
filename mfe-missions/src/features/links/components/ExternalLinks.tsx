import { useMessages } from '@hueso/shared';
import { IconLink } from '../../../components/IconTile';
import { externalLinks } from '../../../lib/externalLinks';
import { LINKS_MESSAGES } from '../messages';

/** Whitepaper, chat and partner game, each opening in a new tab. */
export function ExternalLinks() {
  const M = useMessages(LINKS_MESSAGES);
  return (
    <ul>
      {externalLinks().map(({ key, href, icon: Icon }) => (
        <li key={key}>
          <IconLink href={href} target="_blank" rel="noopener noreferrer">
            <Icon />
            {M[key]}
            <span className="visually-hidden">{M.newTab}</span>
          </IconLink>
        </li>
      ))}
    </ul>
  );
}
