import { useEffect, useState } from 'react';
import { css, keyframes, styled } from 'styled-components';
import { type OpenedCard } from '@hueso/contract/common';
import { Button, useFormat, useMessages } from '@hueso/shared';
import { INVENTORY_MESSAGES } from '../messages';

/** Time between two cards turning over. */
export const REVEAL_STEP_MS = 700;

const flip = keyframes`
  from { transform: rotateY(90deg); opacity: 0.2; }
  to { transform: rotateY(0); opacity: 1; }
`;
// Keyframes cannot read the theme, so the glow's colour sits on a layer whose opacity pulses.
const shine = keyframes`
  0%, 100% { opacity: 0.35; }
  50% { opacity: 1; }
`;
const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 12px;
  margin: 12px 0;
  padding: 0;
  list-style: none;
`;
const Back = styled.div`
  aspect-ratio: 3 / 4;
  border-radius: ${(p) => p.theme.radius};
  border: 2px solid ${(p) => p.theme.colors.border};
  background: repeating-linear-gradient(
    45deg,
    ${(p) => p.theme.colors.surfaceRaised},
    ${(p) => p.theme.colors.surfaceRaised} 8px,
    ${(p) => p.theme.colors.surface} 8px,
    ${(p) => p.theme.colors.surface} 16px
  );
`;
const Face = styled.figure<{ $shiny: boolean }>`
  position: relative;
  margin: 0;
  padding: 6px;
  border-radius: ${(p) => p.theme.radius};
  border: 2px solid ${(p) => (p.$shiny ? p.theme.colors.gold : p.theme.colors.border)};
  background: ${(p) => p.theme.colors.surfaceRaised};
  animation: ${flip} 0.35s ease-out;
  ${(p) =>
    p.$shiny &&
    css`
      &::after {
        content: '';
        position: absolute;
        inset: -2px;
        border-radius: inherit;
        box-shadow: 0 0 22px 6px ${p.theme.colors.goldGlow};
        pointer-events: none;
        animation: ${shine} 1.6s ease-in-out infinite;
      }
    `}
  img {
    display: block;
    width: 100%;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border-radius: 4px;
  }
  figcaption {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 8px;
    margin-top: 6px;
    font-size: 13px;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    &::after {
      animation: none;
    }
  }
`;
const Badge = styled.span`
  padding: 0 6px;
  border-radius: 10px;
  background: ${(p) => p.theme.colors.gold};
  color: ${(p) => p.theme.colors.onAccent};
  font-weight: 700;
`;

/** Cards from an opening, turned over one by one; "Show all" turns the rest at once. */
export function CardReveal({ cards }: { cards: readonly OpenedCard[] }) {
  const M = useMessages(INVENTORY_MESSAGES);
  const format = useFormat();
  const [shown, setShown] = useState(0);
  const done = shown >= cards.length;
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => setShown((n) => n + 1), shown === 0 ? 0 : REVEAL_STEP_MS);
    return () => clearTimeout(timer);
  }, [shown, done]);

  return (
    <>
      <p role="status">{M.revealed(shown, cards.length)}</p>
      <Cards aria-label={M.openedCards}>
        {cards.map((card, i) =>
          i < shown ? (
            <li key={i}>
              <Face $shiny={card.brillante}>
                <img src={card.url} alt={M.cardAlt(card.item)} />
                <figcaption>
                  <strong>{card.item}</strong>
                  <span>{M.rarity(card.rareza)}</span>
                  {card.brillante && <Badge>{M.shiny}</Badge>}
                  <span>{M.youOwn(format.count(card.cantidad))}</span>
                </figcaption>
              </Face>
            </li>
          ) : (
            <li key={i} aria-label={M.notRevealed}>
              <Back />
            </li>
          ),
        )}
      </Cards>
      {!done && (
        <Button $variant="ghost" onClick={() => setShown(cards.length)}>
          {M.showAll}
        </Button>
      )}
    </>
  );
}
