import { styled } from 'styled-components';
import { type CardDefinition } from '@hueso/contract/common';
import { burnValue, cardKind } from '@hueso/contract/burn';
import { useFormat, useMessages } from '@hueso/shared';
import { BURN_MESSAGES } from '../messages';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(132px, 1fr));
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Tile = styled.li<{ $chosen: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 8px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  border: 2px solid ${(p) => (p.$chosen ? p.theme.colors.accent : p.theme.colors.border)};
  font-size: 13px;
  img {
    width: 100%;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border-radius: 4px;
  }
  p {
    margin: 0;
  }
`;
/** The card's art and name: a click chooses one copy, or puts the card back. */
const Pick = styled.button.attrs({ type: 'button' })`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;
const Muted = styled.p`
  color: ${(p) => p.theme.colors.muted};
`;
const Stepper = styled.div`
  display: grid;
  grid-template-columns: 36px minmax(0, 1fr) 36px;
  gap: 4px;
  button,
  input {
    min-height: 36px;
    font: 600 15px ${(p) => p.theme.font};
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surfaceRaised};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
  }
  input {
    width: 100%;
    min-width: 0;
    text-align: center;
  }
  button {
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

/** The player's NFTs, each with the number of its copies to burn (0 to the copies owned). */
export function BurnInventory({
  cards,
  counts,
  room,
  disabled,
  onChange,
}: {
  cards: readonly CardDefinition[];
  counts: Readonly<Record<number, number>>;
  /** How many more NFTs the burn can take (it holds at most 50). */
  room: number;
  disabled: boolean;
  onChange: (ide: number, count: number) => void;
}) {
  const M = useMessages(BURN_MESSAGES);
  const f = useFormat();
  return (
    <Grid aria-label={M.inventoryTitle}>
      {cards.map((card) => {
        const count = counts[card.ide] ?? 0;
        const max = Math.min(card.cantidad, count + room);
        const set = (value: number) => onChange(card.ide, Math.max(0, Math.min(max, Math.floor(value) || 0)));
        return (
          <Tile key={card.ide} $chosen={count > 0}>
            <Pick
              aria-label={M.select(card.id)}
              aria-pressed={count > 0}
              disabled={disabled || (count === 0 && max === 0)}
              onClick={() => set(count > 0 ? 0 : 1)}
            >
              <img src={card.url} alt="" loading="lazy" />
              <span>
                <strong>{card.id}</strong> · {card.rareza} ·{' '}
                {M.value(f.amount(burnValue(cardKind(card.id), card.rareza)))}
              </span>
            </Pick>
            <Muted>{M.owned(f.count(card.cantidad))}</Muted>
            {(card.brillantes?.length ?? 0) > 0 && (
              <Muted>{M.shinyLast(f.count(card.brillantes!.length))}</Muted>
            )}
            <Stepper>
              <button
                type="button"
                aria-label={M.less(card.id)}
                disabled={disabled || count === 0}
                onClick={() => set(count - 1)}
              >
                −
              </button>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={max}
                value={count}
                aria-label={M.quantity(card.id)}
                disabled={disabled}
                onChange={(e) => set(Number(e.target.value))}
              />
              <button
                type="button"
                aria-label={M.more(card.id)}
                disabled={disabled || count >= max}
                onClick={() => set(count + 1)}
              >
                +
              </button>
            </Stepper>
          </Tile>
        );
      })}
    </Grid>
  );
}
