import { useCallback, useEffect, useState } from 'react';
import { css, keyframes, styled } from 'styled-components';
import { RAREZAS, RARITY_COLOURS, type OpenedCard, type Rareza } from '@hueso/contract/common';
import { useFormat, useMessages } from '@hueso/shared';
import { Button } from '@hueso/shared/ui';
import { chime, SoundToggle } from '@hueso/shared/play';
import { cardById, RarityBadge, RARITY_MESSAGES, useCardName } from '@hueso/shared/cards';
import { INVENTORY_MESSAGES } from '../messages';

/** Time between two cards turning over on their own. */
export const REVEAL_STEP_MS = 1200;
/** How long a card's rarity shows on its back before its face. */
export const ANNOUNCE_MS = 700;
/** The same with reduced motion: the rarity is still said first, without the build-up. */
const ANNOUNCE_REDUCED_MS = 250;

const flip = keyframes`
  from { transform: rotateY(90deg); opacity: 0.2; }
  to { transform: rotateY(0); opacity: 1; }
`;
const pulse = keyframes`
  0%, 100% { transform: scale(1); }
  50% { transform: scale(1.04); }
`;
// Keyframes cannot read the theme, so the glow's colour sits on a layer whose opacity pulses.
const shine = keyframes`
  0%, 100% { opacity: 0.35; }
  50% { opacity: 1; }
`;
const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(128px, 176px));
  justify-content: center;
  gap: 12px;
  margin: 12px 0;
  padding: 0;
  list-style: none;
`;
const Back = styled.button<{ $glow?: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 3 / 4;
  padding: 8px;
  border-radius: ${(p) => p.theme.radius};
  border: 3px solid ${(p) => p.$glow ?? p.theme.colors.border};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-weight: 700;
  font-size: 18px;
  cursor: pointer;
  background: repeating-linear-gradient(
    45deg,
    ${(p) => p.theme.colors.surfaceRaised},
    ${(p) => p.theme.colors.surfaceRaised} 8px,
    ${(p) => p.theme.colors.surface} 8px,
    ${(p) => p.theme.colors.surface} 16px
  );
  ${(p) =>
    p.$glow &&
    css`
      box-shadow:
        0 0 18px 4px ${p.$glow},
        inset 0 0 24px ${p.$glow};
      animation: ${pulse} 0.35s ease-in-out infinite;
    `}
  &:disabled {
    cursor: default;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
const Face = styled.figure<{ $shiny: boolean; $glow: string }>`
  position: relative;
  margin: 0;
  padding: 6px;
  border-radius: ${(p) => p.theme.radius};
  border: 2px solid ${(p) => (p.$shiny ? p.theme.colors.gold : p.$glow)};
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
    align-items: center;
    gap: 4px 8px;
    margin-top: 6px;
    font-size: 13px;
  }
  strong {
    flex-basis: 100%;
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
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: center;
`;
const Summary = styled.section`
  margin-top: 8px;
  h3 {
    margin: 0 0 6px;
    font-size: 16px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 14px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Cards from an opening, face down, turned over one by one, on their own or by a tap: each card
 * first shows its rarity on its back (its colour, a glow and a chime when sound is on), then its
 * face. "Show all" turns the rest at once. At the end, a summary by rarity.
 */
export function CardReveal({ cards }: { cards: readonly OpenedCard[] }) {
  const M = useMessages(INVENTORY_MESSAGES);
  const R = useMessages(RARITY_MESSAGES);
  const format = useFormat();
  const cardName = useCardName();
  const [faces, setFaces] = useState<ReadonlySet<number>>(new Set());
  const [announcing, setAnnouncing] = useState<number | null>(null);
  const [auto, setAuto] = useState(true);
  const done = faces.size >= cards.length;

  const reveal = useCallback(
    (i: number) => {
      if (announcing !== null || faces.has(i)) return;
      setAnnouncing(i);
      chime(RAREZAS.indexOf(cards[i]!.rareza));
    },
    [announcing, faces, cards],
  );

  useEffect(() => {
    if (announcing === null) return;
    const timer = setTimeout(
      () => {
        setFaces((prev) => new Set(prev).add(announcing));
        setAnnouncing(null);
      },
      prefersReducedMotion() ? ANNOUNCE_REDUCED_MS : ANNOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [announcing]);

  useEffect(() => {
    if (!auto || done || announcing !== null) return;
    const next = cards.findIndex((_, i) => !faces.has(i));
    const timer = setTimeout(() => reveal(next), faces.size === 0 ? ANNOUNCE_MS : REVEAL_STEP_MS);
    return () => clearTimeout(timer);
  }, [auto, done, announcing, faces, cards, reveal]);

  const showAll = () => {
    setAuto(false);
    setAnnouncing(null);
    setFaces(new Set(cards.keys()));
  };

  const byRarity = RAREZAS.map((r) => [r, cards.filter((c) => c.rareza === r).length] as const).filter(
    ([, n]) => n > 0,
  );
  const shinyCount = cards.filter((c) => c.brillante).length;
  const status =
    announcing !== null
      ? M.announce(R.names[cards[announcing]!.rareza])
      : faces.size === 0
        ? M.faceDown(cards.length)
        : M.revealed(faces.size, cards.length);

  return (
    <>
      <p role="status">{status}</p>
      <Cards aria-label={M.openedCards}>
        {cards.map((card, i) => {
          const def = cardById(card.item);
          const name = cardName(def?.ide, card.item);
          const glow = RARITY_COLOURS[card.rareza as Rareza][1];
          if (faces.has(i))
            return (
              <li key={i}>
                <Face $shiny={card.brillante} $glow={glow}>
                  <img src={card.url} alt={M.cardAlt(card.item)} />
                  <figcaption>
                    <strong>{name}</strong>
                    <span>{card.item}</span>
                    <RarityBadge rareza={card.rareza} />
                    {card.brillante && <Badge>{M.shiny}</Badge>}
                    <span>{M.youOwn(format.count(card.cantidad))}</span>
                  </figcaption>
                </Face>
              </li>
            );
          const now = announcing === i;
          return (
            <li key={i}>
              <Back
                $glow={now ? glow : undefined}
                aria-label={now ? M.announce(R.names[card.rareza]) : M.turnOver(i + 1)}
                disabled={announcing !== null}
                onClick={() => reveal(i)}
              >
                {now && <span aria-hidden="true">{R.names[card.rareza]}</span>}
              </Back>
            </li>
          );
        })}
      </Cards>
      {!done ? (
        <Bar>
          <Button $variant="ghost" onClick={showAll}>
            {M.showAll}
          </Button>
          <SoundToggle />
        </Bar>
      ) : (
        <Summary aria-labelledby="reveal-summary">
          <h3 id="reveal-summary">{M.summary(cards.length)}</h3>
          <ul>
            {byRarity.map(([r, n]) => (
              <li key={r}>
                {format.count(n)} × <RarityBadge rareza={r} withName />
              </li>
            ))}
            {shinyCount > 0 && <li>{M.shinyCount(format.count(shinyCount))}</li>}
          </ul>
        </Summary>
      )}
    </>
  );
}
