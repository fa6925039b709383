/**
 * Card identity shared by every area that shows a card (album, market, reveal, arena): the rarity
 * letter explained (a badge with a tooltip and accessible text, and a legend of all six) and the
 * card's name in the page's language (contract/src/catalogue.ts, docs/glossary.md).
 */
import { styled } from 'styled-components';
import { RAREZAS, RARITY_COLOURS, type Rareza } from '@hueso/contract/common';
import { CATALOGUE, cardByIde } from '@hueso/contract/catalogue';
import { defineMessages, useLanguage, useMessages } from '../i18n/messages';

/** A card's definition by its number, from the copy of the catalogue the host provides to every area. */
export { cardByIde };

export const RARITY_MESSAGES = defineMessages({
  en: {
    names: {
      C: 'Common',
      R: 'Rare',
      Z: 'Sapphire',
      E: 'Epic',
      A: 'Ancient',
      L: 'Legendary',
    } satisfies Record<Rareza, string>,
    /** The badge's tooltip and accessible text. */
    explain: (letter: Rareza, name: string, rank: number) =>
      `Rarity ${letter}: ${name}, ${rank} of 6 (C lowest, L highest)`,
    legend: 'Rarities, lowest to highest',
  },
  es: () => import(/* webpackChunkName: "shared-messages-es" */ './Rarity-es'),
});

const Badge = styled.span<{ $rareza: Rareza }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.6em;
  padding: 0 0.35em;
  border-radius: 999px;
  border: 1px solid ${(p) => RARITY_COLOURS[p.$rareza][1]};
  background: ${(p) => RARITY_COLOURS[p.$rareza][0]};
  color: ${(p) => p.theme.colors.buttonText};
  font-weight: 700;
  font-size: 0.85em;
  line-height: 1.5;
  cursor: help;
`;

/** The rarity's letter on its colour; hovering or reading it says what the letter means. */
export function RarityBadge({ rareza, withName = false }: { rareza: Rareza; withName?: boolean }) {
  const R = useMessages(RARITY_MESSAGES);
  const explain = R.explain(rareza, R.names[rareza], RAREZAS.indexOf(rareza) + 1);
  return (
    <Badge $rareza={rareza} title={explain}>
      <span aria-hidden="true">{withName ? `${rareza} · ${R.names[rareza]}` : rareza}</span>
      <span className="visually-hidden">{explain}</span>
    </Badge>
  );
}

const Legend = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 14px;
  margin: 0;
  font-size: 13px;
  color: ${(p) => p.theme.colors.muted};
  div {
    display: flex;
    align-items: center;
    gap: 4px;
  }
  dt,
  dd {
    margin: 0;
  }
`;
const Letter = styled.dt<{ $rareza: Rareza }>`
  && {
    min-width: 1.6em;
    text-align: center;
    border-radius: 999px;
    background: ${(p) => RARITY_COLOURS[p.$rareza][0]};
    color: ${(p) => p.theme.colors.buttonText};
    font-weight: 700;
  }
`;

/** The six rarity letters and their names, in order. */
export function RarityLegend() {
  const R = useMessages(RARITY_MESSAGES);
  return (
    <Legend aria-label={R.legend} title={R.legend}>
      {RAREZAS.map((r) => (
        <div key={r}>
          <Letter $rareza={r}>{r}</Letter>
          <dd>{R.names[r]}</dd>
        </div>
      ))}
    </Legend>
  );
}

/** A card's name in the page's language by its ide, or `fallback` for a card the catalogue lacks. */
export function useCardName(): (ide: number | undefined, fallback: string) => string {
  const lang = useLanguage();
  return (ide, fallback) => (ide === undefined ? undefined : cardByIde(ide)?.nombre[lang]) ?? fallback;
}

/** The catalogue's card with id `id` ('G001'), for areas that know a card by its id only. */
export function cardById(id: string) {
  return CATALOGUE.find((card) => card.id === id);
}
