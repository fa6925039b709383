import { styled } from 'styled-components';
import { useLinks, useMessages } from '@hueso/shared';
import { IconLink } from '../../../components/IconTile';
import { externalLinks } from '../../../lib/externalLinks';
import { LINKS_MESSAGES } from '../messages';

/** Whitepaper and chat are in the top bar from 900 px: the home panel then leaves them out. */
const Item = styled.li<{ $inTopBar: boolean }>`
  @media (min-width: 900px) {
    display: ${(p) => (p.$inTopBar ? 'none' : 'list-item')};
  }
`;

/** Whitepaper, chat and partner game, each opening in a new tab. */
export function ExternalLinks() {
  const M = useMessages(LINKS_MESSAGES);
  const links = useLinks();
  return (
    <ul>
      {externalLinks(links).map(({ key, href, icon: Icon }) => (
        <Item key={key} $inTopBar={key !== 'partnerGame'}>
          <IconLink href={href} target="_blank" rel="noopener noreferrer">
            <Icon />
            {M[key]}
            <span className="visually-hidden">{M.newTab}</span>
          </IconLink>
        </Item>
      ))}
    </ul>
  );
}
