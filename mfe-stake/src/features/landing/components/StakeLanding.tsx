import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Link, useLinks, useMessages } from '@hueso/shared';
import { Page } from '@hueso/shared/ui';
import { PassiveStakeDialog } from '../../passive/components/PassiveStakeDialog';
import { LANDING_MESSAGES } from '../messages';
import { BarrelArt, ChestArt, TicketArt } from './art';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(240px, 100%), 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
/** The whole tile is the control: a link, a button or an external link, named by its title. */
const tile = `
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  width: 100%;
  height: 100%;
  padding: 16px;
  font: inherit;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  svg {
    width: min(100%, 220px);
    height: auto;
    transition: transform 0.2s ease;
  }
  &:hover svg,
  &:focus-visible svg {
    transform: scale(1.05);
  }
  strong {
    font-size: 18px;
  }
  span {
    font-size: 14px;
  }
`;
const Item = styled.li`
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  a,
  button {
    ${tile}
    color: ${(p) => p.theme.colors.text};
    background: none;
    border: none;
    border-radius: ${(p) => p.theme.radius};
  }
  strong {
    color: ${(p) => p.theme.colors.accent};
  }
  span {
    color: ${(p) => p.theme.colors.muted};
  }
`;

function Body({ art, title, note }: { art: ReactNode; title: string; note: string }) {
  return (
    <>
      {art}
      <strong>{title}</strong>
      <span>{note}</span>
    </>
  );
}

/** The stake landing (SPEC.md section 2): ticket to stake play, chest to the passive stake, barrel out. */
export function StakeLanding({ playPath }: { playPath: string }) {
  const M = useMessages(LANDING_MESSAGES);
  const [passiveOpen, setPassiveOpen] = useState(false);
  const links = useLinks();
  // Older configs (and hosts whose shared predates the link) have no stake site: the whitepaper explains staking.
  const barrelHref = links.stakeSite ?? links.whitepaper;
  return (
    <Page title={M.title} description={M.description}>
      <Grid aria-label={M.list}>
        <Item>
          <Link to={playPath} aria-label={M.ticket}>
            <Body art={<TicketArt />} title={M.ticket} note={M.ticketNote} />
          </Link>
        </Item>
        <Item>
          <button
            type="button"
            aria-label={M.chest}
            aria-haspopup="dialog"
            onClick={() => setPassiveOpen(true)}
          >
            <Body art={<ChestArt />} title={M.chest} note={M.chestNote} />
          </button>
        </Item>
        <Item>
          <a href={barrelHref} target="_blank" rel="noopener noreferrer" aria-label={M.newTab(M.barrel)}>
            <Body art={<BarrelArt />} title={M.barrel} note={M.barrelNote} />
          </a>
        </Item>
      </Grid>
      {passiveOpen && <PassiveStakeDialog onClose={() => setPassiveOpen(false)} />}
    </Page>
  );
}
