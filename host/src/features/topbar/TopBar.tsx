import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { styled } from 'styled-components';
import {
  logout,
  navEntries,
  NavLink,
  selectInformacion,
  useAppDispatch,
  useAppSelector,
  useFormat,
  useLanguage,
  useLinks,
  useLocation,
  useNavigate,
  useMessages,
} from '@hueso/shared';
import { Button, StatList } from '@hueso/shared/ui';
import { LanguageSwitcher, MenuIcon, MONEY_MESSAGES } from '@hueso/shared/play';
import { TOPBAR_MESSAGES } from './messages';
import { preloadRemoteOf } from '../../app/remotes';

/** The profile dialog's code loads when the player points at, tabs to or opens it, not with the first paint. */
const loadProfile = () => import(/* webpackChunkName: "profile" */ './ProfileModal');
const ProfileModal = lazy(() => loadProfile().then((m) => ({ default: m.ProfileModal })));

/**
 * Below this width the bar is one row (logo, balances, menu button) and the rest opens from the
 * menu: phones and portrait tablets. From 900 px the full bar fits in two rows in either language;
 * narrower, it wrapped to three (132 px at 800 px).
 */
export const PHONE = '(max-width: 899px)';
/** The bar's height on a phone: one row (index.html's shell paints the same, `SHELL_STYLE`). */
export const PHONE_BAR_HEIGHT = '56px';
const WIDE = '(min-width: 900px)';

/**
 * The bar's height, published on the page as the CSS property `--hueso-top-bar` while the bar is
 * shown, so an area's sticky parts (crafting's selection) sit just below it, whatever its wrap
 * (docs/architecture.md, "UI kit"). Without a bar (standalone, embedded) it is unset, and
 * `var(--hueso-top-bar, 0px)` is 0.
 */
function usePublishedHeight(bar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const page = document.documentElement;
    const publish = () => page.style.setProperty('--hueso-top-bar', `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      page.style.removeProperty('--hueso-top-bar');
    };
  }, [bar]);
}

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
  @media ${PHONE} {
    flex-wrap: nowrap;
    gap: 10px;
    /* One row of a fixed height: index.html paints the same box before the game's scripts run
       (shared/webpack/gamePreload.js, SHELL_STYLE). */
    height: ${PHONE_BAR_HEIGHT};
    padding: 8px 12px;
  }
`;
const Brand = styled.span`
  font-weight: 800;
  font-size: 20px;
  color: ${(p) => p.theme.colors.accent};
  @media ${PHONE} {
    font-size: 18px;
  }
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
  @media ${PHONE} {
    flex-direction: column;
    a {
      padding: 10px 12px;
    }
  }
`;
const Stats = styled(StatList)`
  order: 1;
  margin-left: auto;
  @media ${PHONE} {
    min-width: 0;
    /* Each figure's name over its value, the figures side by side: one row in either language. */
    dl {
      flex-wrap: nowrap;
      gap: 0 12px;
    }
    dl > div {
      flex-direction: column;
      gap: 0;
    }
    dt {
      font-size: 11px;
      line-height: 1.3;
      white-space: nowrap;
    }
    dd {
      font-size: 15px;
      line-height: 1.3;
    }
  }
`;
/** The menu button's word, left to its icon and accessible name on the narrowest phones. */
const MenuWord = styled.span`
  @media (max-width: 400px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
/** Navigation and links: inline on wide screens, the menu's panel on phones. */
const Menu = styled.div<{ $open: boolean }>`
  display: contents;
  @media ${PHONE} {
    display: ${(p) => (p.$open ? 'flex' : 'none')};
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    flex-direction: column;
    gap: 12px;
    max-height: calc(100vh - 64px);
    overflow-y: auto;
    padding: 12px;
    background: ${(p) => p.theme.colors.surface};
    border-bottom: 2px solid ${(p) => p.theme.colors.accent};
    box-shadow: 0 8px 16px ${(p) => p.theme.colors.shadow};
  }
`;
const Links = styled.div`
  order: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  font-size: 14px;
  @media ${PHONE} {
    padding: 0 12px;
  }
`;
const MenuButton = styled(Button)`
  order: 3;
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  @media ${WIDE} {
    display: none;
  }
`;

/** Navigation, balances, profile, logout and external links; on phones a one-row bar with a menu. */
export function TopBar() {
  const t = useMessages(TOPBAR_MESSAGES);
  const money = useMessages(MONEY_MESSAGES);
  const f = useFormat();
  const nav = navEntries('/game', useLanguage());
  const info = useAppSelector(selectInformacion);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [profile, setProfile] = useState(false);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLElement>(null);
  usePublishedHeight(bar);
  const links = useLinks();

  // A new page closes the menu.
  useEffect(() => setOpen(false), [pathname, search]);

  const closeMenu = () => {
    if (!open) return;
    setOpen(false);
    menuButton.current?.focus();
  };
  const onMenuKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      closeMenu();
    }
  };

  return (
    <Bar ref={bar} onKeyDown={onMenuKey}>
      <Brand>HUESO</Brand>
      <Stats
        label={t.balances}
        layout="inline"
        items={[
          { label: money.name.inGame, value: info ? f.balance(info.dinero) : '–', testId: 'balance-hueso' },
          {
            label: t.energy,
            value: info ? `${info.energia.actual}/${info.energia.maximo}` : '–',
            testId: 'energy',
          },
        ]}
      />
      <MenuButton
        ref={menuButton}
        $variant="ghost"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <MenuIcon />
        <MenuWord>{t.menu}</MenuWord>
      </MenuButton>
      <Menu id={menuId} $open={open}>
        <Nav aria-label={t.main}>
          {nav.map(({ to, label }) => (
            <NavLink
              key={to}
              to={to}
              end={to === '/game'}
              // The area's remote starts loading when the player points at or tabs to its link.
              onMouseEnter={() => preloadRemoteOf(to)}
              onFocus={() => preloadRemoteOf(to)}
              onClick={closeMenu}
            >
              {label}
            </NavLink>
          ))}
        </Nav>
        <Links>
          <a href={links.whitepaper} target="_blank" rel="noopener noreferrer">
            {t.whitepaper}
          </a>
          <a href={links.chat} target="_blank" rel="noopener noreferrer">
            {t.chat}
          </a>
          <Button
            $variant="ghost"
            onMouseEnter={() => void loadProfile().catch(() => undefined)}
            onFocus={() => void loadProfile().catch(() => undefined)}
            onClick={() => {
              // The dialog hands focus back to the menu button once the menu has closed.
              closeMenu();
              setProfile(true);
            }}
          >
            {t.profile}
          </Button>
          <LanguageSwitcher />
          <Button
            onClick={() => {
              setOpen(false);
              dispatch(logout());
              navigate('/login', { replace: true });
            }}
          >
            {t.logout}
          </Button>
        </Links>
      </Menu>
      {profile && (
        <Suspense fallback={null}>
          <ProfileModal onClose={() => setProfile(false)} />
        </Suspense>
      )}
    </Bar>
  );
}
