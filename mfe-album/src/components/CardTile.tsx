import type { ReactNode } from 'react';
import { css, styled } from 'styled-components';
import type { CardDefinition } from '@hueso/contract/common';
import { useMessages } from '@hueso/shared';
import { RarityBadge, useCardName } from '@hueso/shared/cards';
import { ALBUM_MESSAGES } from '../messages';

const tile = css<{ $grey: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
  height: 100%;
  padding: 10px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  text-align: left;
  img,
  svg {
    width: 100%;
    aspect-ratio: 3 / 4;
    object-fit: contain;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.surfaceRaised};
    ${(p) => p.$grey && 'filter: grayscale(1) brightness(0.55);'}
  }
  strong {
    font-size: 15px;
  }
  > span {
    font-size: 13px;
    color: ${(p) => p.theme.colors.muted};
  }
`;
const Static = styled.div<{ $grey: boolean }>`
  ${tile}
`;
const Clickable = styled.button.attrs({ type: 'button' })<{ $grey: boolean }>`
  ${tile}
  cursor: pointer;
  &:hover {
    border-color: ${(p) => p.theme.colors.accent};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Fallback = styled.svg`
  color: ${(p) => p.theme.colors.muted};
`;

/** Art for a card id the catalogue does not know (an order of an older card, say). */
function UnknownArt({ label }: { label: string }) {
  return (
    <Fallback viewBox="0 0 120 160" role="img" aria-label={label}>
      <rect x="8" y="8" width="104" height="144" rx="10" fill="none" stroke="currentColor" strokeWidth="3" />
      <path
        d="M40 70c0-12 9-20 20-20s20 8 20 19c0 14-20 14-20 28"
        fill="none"
        stroke="currentColor"
        strokeWidth="6"
      />
      <circle cx="60" cy="112" r="4" fill="currentColor" />
    </Fallback>
  );
}

/**
 * One card of a grid: its art, name, id and rarity (a badge that explains its letter), and lines of counts or prices. It is a button when
 * it opens something (an owned card's instances, a card's offers); unowned cards are grey.
 */
export function CardTile({
  card,
  ide,
  lines,
  grey = false,
  onOpen,
  label,
  shiny = false,
}: {
  card?: CardDefinition;
  ide: number;
  lines: ReactNode[];
  grey?: boolean;
  /** Show the card's shiny portrait (a shiny copy is owned or offered). */
  shiny?: boolean;
  onOpen?: () => void;
  /** The button's accessible name. */
  label?: string;
}) {
  const A = useMessages(ALBUM_MESSAGES);
  const cardName = useCardName();
  const body = (
    <>
      {card ? (
        <img src={(shiny && card.urlBrillante) || card.url} alt="" loading="lazy" />
      ) : (
        <UnknownArt label={A.card(ide)} />
      )}
      <strong>{cardName(ide, card?.id ?? A.card(ide))}</strong>
      {card && (
        <span>
          {card.id} <RarityBadge rareza={card.rareza} />
        </span>
      )}
      {lines.map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </>
  );
  return onOpen ? (
    <Clickable $grey={grey} onClick={onOpen} aria-label={label}>
      {body}
    </Clickable>
  ) : (
    <Static $grey={grey} aria-label={label} role={label ? 'group' : undefined}>
      {body}
    </Static>
  );
}
