import { useState } from 'react';
import styled from 'styled-components';
import { formatBalance } from '@hueso/contract';
import {
  Button,
  getConfig,
  logout,
  NavLink,
  selectInformacion,
  useAppDispatch,
  useAppSelector,
  useNavigate,
} from '@hueso/shared';
import { ProfileModal } from './ProfileModal';

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
  border-bottom: 2px solid ${(p) => p.theme.colors.primary};
`;
const Brand = styled.span`
  font-weight: 800;
  font-size: 20px;
  color: ${(p) => p.theme.colors.primary};
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
const Stats = styled.dl`
  display: flex;
  gap: 16px;
  margin: 0 0 0 auto;
  div {
    display: flex;
    gap: 6px;
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;
const Links = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: 14px;
`;

const NAV = [
  ['/game', 'Home'],
  ['/game/market', 'Market'],
  ['/game/inventory', 'Inventory'],
  ['/game/album', 'Album'],
  ['/game/stake', 'Stake'],
  ['/game/arena', 'Arena'],
] as const;

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
        {NAV.map(([to, label]) => (
          <NavLink key={to} to={to} end={to === '/game'}>
            {label}
          </NavLink>
        ))}
      </Nav>
      <Stats aria-label="Balances">
        <div>
          <dt>HUESO</dt>
          <dd data-testid="balance-hueso">{info ? formatBalance(info.dinero) : '–'}</dd>
        </div>
        <div>
          <dt>Energy</dt>
          <dd data-testid="energy">{info ? `${info.energia.actual}/${info.energia.maximo}` : '–'}</dd>
        </div>
      </Stats>
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
