import { styled } from 'styled-components';
import { useMessages } from '@hueso/shared';
import { Page, Panel } from '@hueso/shared/ui';
import { AnnouncementBanner } from '../features/announcement/components/AnnouncementBanner';
import { FirstRunGuide } from '../features/guide/components/FirstRunGuide';
import { ArenaCard } from '../features/arena/components/ArenaCard';
import { EcosystemButton } from '../features/ecosystem/components/EcosystemButton';
import { ExternalLinks } from '../features/links/components/ExternalLinks';
import { MetricsButton } from '../features/metrics/components/MetricsButton';
import { MissionCard } from '../features/missions/components/MissionCard';
import { NormalMissionPanel, SpecialMissionPanel } from '../features/missions/components/MissionTimers';
import { useMissionStarts } from '../features/missions/useMissionMoves';
import { PoolCard } from '../features/pool/components/PoolCard';
import firstPaint from '../firstPaint.json';
import { HOME_MESSAGES } from './messages';

/** A column of icon buttons and links beside the islands (a row on narrow screens), a named region. */
const SidePanel = styled(Panel)`
  ul {
    display: flex;
    flex-direction: inherit;
    flex-wrap: inherit;
    justify-content: inherit;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  @media (max-width: 900px) {
    flex-direction: row;
    justify-content: center;
    flex-wrap: wrap;
  }
`;
const Layout = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas: 'left main right';
  gap: 16px;
  align-items: start;
  > section:first-of-type {
    grid-area: left;
    position: sticky;
    top: 16px;
  }
  > section:last-of-type {
    grid-area: right;
    position: sticky;
    top: 16px;
  }
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
    /* On a phone the missions come first, the link and tool panels after them. */
    grid-template-areas: 'main' 'left' 'right';
    > section:first-of-type,
    > section:last-of-type {
      position: static;
    }
  }
`;
const Content = styled.div`
  grid-area: main;
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;
const Timers = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 12px;
  &:empty {
    display: none;
  }
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 16px;
  @media (max-width: 1100px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
  }
`;

/** The screen's width as the host paints its title (createConfig.js checks the file's values). */
const WIDTH = firstPaint[''].width as 'regular' | 'wide';

/** The home screen (/game/): six islands, mission timers, side panels, banner and modals. */
export function HomeScreen({ basePath }: { basePath: string }) {
  // One start per mission slot at a time, whichever card it comes from.
  const starts = useMissionStarts();
  const M = useMessages(HOME_MESSAGES);
  return (
    // The title first, in the box the host paints it in while this code loads (../firstPaint.json):
    // in the host, this page takes over the page the host opened, h1 and all.
    <Page title={M.title} width={WIDTH}>
      <AnnouncementBanner />
      <Layout>
        <SidePanel aria-label={M.externalLinks}>
          <ExternalLinks />
        </SidePanel>
        <Content>
          <FirstRunGuide />
          <Timers>
            <NormalMissionPanel />
            <SpecialMissionPanel />
          </Timers>
          <Grid>
            <MissionCard code={1} starts={starts} />
            <MissionCard code={3} starts={starts} />
            <MissionCard code={6} starts={starts} />
            <PoolCard basePath={basePath} />
            <ArenaCard basePath={basePath} />
            <MissionCard code={4} starts={starts} />
          </Grid>
        </Content>
        <SidePanel aria-label={M.tools}>
          <ul>
            <li>
              <EcosystemButton />
            </li>
            <li>
              <MetricsButton />
            </li>
          </ul>
        </SidePanel>
      </Layout>
    </Page>
  );
}
