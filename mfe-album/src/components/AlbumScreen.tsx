import { useLayoutEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { Link, useLinks, useMessages, useSearchParams } from '@hueso/shared';
import { Page } from '@hueso/shared/ui';
import { ALBUM_MESSAGES } from '../messages';
import { DEFAULT_PAGE, SECTIONS } from '../sections';

const Menu = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 8px;
  ul {
    display: flex;
    flex-direction: column;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: 10px 12px;
    border-radius: ${(p) => p.theme.radius};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
  }
  a[aria-current='page'] {
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.buttonText};
  }
  a:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  /* On a phone the menu is one row that scrolls sideways, not a block above every section. */
  @media (max-width: 760px) {
    gap: 4px;
    ul {
      flex-direction: row;
      overflow-x: auto;
      padding-bottom: 4px;
    }
    a {
      padding: 8px 10px;
      white-space: nowrap;
    }
  }
`;
const External = styled.a`
  @media (max-width: 760px) {
    font-size: 13px;
  }
  && {
    color: ${(p) => p.theme.colors.accent};
    background: transparent;
  }
`;

/** The section a `page` query value names; a missing or unknown value names the default. */
export function sectionOf(value: string | null) {
  const page = /^\d+$/.test(value ?? '') ? Number(value) : DEFAULT_PAGE;
  return SECTIONS.find((s) => s.page === page) ?? SECTIONS.find((s) => s.page === DEFAULT_PAGE)!;
}

/**
 * The album area (SPEC.md section 2): a side menu choosing the section through `?page=`. Each
 * choice is a link, so it pushes a history entry and the back button returns to the last section.
 */
export function AlbumScreen() {
  const A = useMessages(ALBUM_MESSAGES);
  const links = useLinks();
  const [params] = useSearchParams();
  const section = sectionOf(params.get('page'));
  const { Component } = section;
  const list = useRef<HTMLUListElement>(null);
  // In the phone's sideways row, the current section's link is brought into the row's view.
  useLayoutEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const left = current.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    row.scrollLeft = Math.max(0, left - 8);
  }, [section.page]);
  return (
    <Page
      title={A.sections[section.label]}
      width="wide"
      side={
        <Menu aria-label={A.menu}>
          <ul ref={list}>
            {SECTIONS.map((s) => (
              <li key={s.page}>
                <Link to={`?page=${s.page}`} aria-current={s === section ? 'page' : undefined}>
                  {A.sections[s.label]}
                </Link>
              </li>
            ))}
          </ul>
          <External href={links.secondaryMarket} target="_blank" rel="noopener noreferrer">
            {A.secondaryMarket}
          </External>
        </Menu>
      }
    >
      <Component key={section.page} />
    </Page>
  );
}
