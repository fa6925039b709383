import { useState } from 'react';
import styled from 'styled-components';
import { formatBalance } from '@hueso/contract';
import {
  Button,
  getConfig,
  StatList,
  logout,
  navEntries,
  NavLink,
  selectInformacion,
  useAppDispatch,
  useAppSelector,
  useNavigate,
} from '@hueso/shared';
import { ProfileModal } from './ProfileModal';
import { preloadRemoteOf } from '../../app/remotes';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
  padding: 10px 20px;
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 2px solid ${(p) => p.theme.colors.accent};
`;
const Brand = styled.span`
  font-weight: 800;
  font-size: 20px;
  color: ${(p) => p.theme.colors.accent};
`;
const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  a {
    padding: 6px 10px;
    border-radius: 6px;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
  a.active {
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.buttonText};
  }
`;
const Stats = styled(StatList)`
  margin-left: auto;
`;
const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  font-size: 14px;
`;

const NAV = navEntries('/game');

/** Navigation, balances, profile, logout and external links. */
export function TopBar() {
  const info = useAppSelector(selectInformacion);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [profile, setProfile] = useState(false);
  const { links } = getConfig();

  return (
    <Bar>
      <Brand>HUESO</Brand>
      <Nav aria-label="Main">
        {NAV.map(({ to, label }) => (
          <NavLink
            key={to}
            to={to}
            end={to === '/game'}
            // The area's remote starts loading when the player points at or tabs to its link.
            onMouseEnter={() => preloadRemoteOf(to)}
            onFocus={() => preloadRemoteOf(to)}
          >
            {label}
          </NavLink>
        ))}
      </Nav>
      <Stats
        label="Balances"
        layout="inline"
        items={[
          { label: 'HUESO', value: info ? formatBalance(info.dinero) : '–', testId: 'balance-hueso' },
          {
            label: 'Energy',
            value: info ? `${info.energia.actual}/${info.energia.maximo}` : '–',
            testId: 'energy',
          },
        ]}
      />
      <Links>
        <a href={links.whitepaper} target="_blank" rel="noopener noreferrer">
          Whitepaper
        </a>
        <a href={links.chat} target="_blank" rel="noopener noreferrer">
          Chat
        </a>
        <Button $variant="ghost" onClick={() => setProfile(true)}>
          Profile
        </Button>
        <Button
          onClick={() => {
            dispatch(logout());
            navigate('/login', { replace: true });
          }}
        >
          Logout
        </Button>
      </Links>
      {profile && <ProfileModal onClose={() => setProfile(false)} />}
    </Bar>
  );
}
