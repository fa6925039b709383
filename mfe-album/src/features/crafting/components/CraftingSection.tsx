import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { BURN_DISPLAY_MESSAGE, burnPayload, spendOrder } from '@hueso/contract/burn';
import {
  addToCraft,
  canAddToCraft,
  CRAFT_CARDS,
  CRAFT_FEE,
  craftOutcome,
  craftRequirement,
  isCraftReady,
  removeFromCraft,
  selectedCount,
  type CraftSelection,
} from '@hueso/contract/crafting';
import { RAREZAS, type CardDefinition } from '@hueso/contract/common';
import {
  ApiError,
  getConfig,
  selectInformacion,
  toApiError,
  useAppSelector,
  useFormat,
  useMessages,
} from '@hueso/shared';
import { Button, EmptyState, Panel, QueryState, queryReady } from '@hueso/shared/ui';
import { MovePhaseStatus, useGameMove, wallet } from '@hueso/shared/wallet';
import { useCards } from '../../../api/cardsApi';
import { useCraftMutation } from '../api/craftingApi';
import { CRAFTING_MESSAGES } from '../messages';
import { ShinyMark } from '../../../components/ShinyMark';
import { ALBUM_MESSAGES } from '../../../messages';

const Panels = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: 16px;
  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
/**
 * On a phone the selection stays in view (just under the game's top bar, whose height the host
 * publishes as `--hueso-top-bar`; 0 without one) while the player scrolls the owned cards below,
 * its picks in one sideways row.
 */
const SelectionPanel = styled(Panel)`
  /* On a desktop it stays beside the grid, below the top bar, in view after a pick low in it. */
  @media (min-width: 761px) {
    position: sticky;
    top: calc(var(--hueso-top-bar, 0px) + 16px);
    align-self: start;
    max-height: calc(100vh - var(--hueso-top-bar, 0px) - 32px);
    overflow-y: auto;
  }
  @media (max-width: 760px) {
    position: sticky;
    top: calc(var(--hueso-top-bar, 0px) + 2px);
    z-index: 1;
    max-height: 45vh;
    overflow-y: auto;
    gap: 8px;
    padding: 12px;
    box-shadow: 0 8px 16px ${(p) => p.theme.colors.shadow};
    > ul {
      grid-template-columns: none;
      grid-auto-flow: column;
      grid-auto-columns: 64px;
      overflow-x: auto;
      overflow-y: hidden;
      padding-bottom: 8px;
    }
  }
`;
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const CardButton = styled.button.attrs({ type: 'button' })`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  width: 100%;
  padding: 6px;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: 13px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  cursor: pointer;
  img {
    width: 100%;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border-radius: 4px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  &:hover:not(:disabled) {
    border-color: ${(p) => p.theme.colors.accent};
  }
`;
/** The label line under the art: the card's id and, apart from it, its count. */
const Label = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 4px;
  overflow-wrap: anywhere;
`;
const Badge = styled.span`
  min-width: 22px;
  text-align: center;
  padding: 1px 6px;
  border-radius: 11px;
  font-weight: 700;
  color: ${(p) => p.theme.colors.onAccent};
  background: ${(p) => p.theme.colors.accent};
`;
/** How many of the card's copies are shiny; a crafting spends them last (spendOrder). */
const Shiny = styled(ShinyMark)`
  margin-left: 0;
`;
const Muted = styled.p`
  color: ${(p) => p.theme.colors.muted};
`;
const Recipe = styled.ul`
  margin: 0;
  padding-left: 18px;
  font-size: 13px;
  color: ${(p) => p.theme.colors.muted};
`;
/** The crafted card's portrait (the shiny one when it came out shiny), above its status line. */
const NewCard = styled.img`
  display: block;
  width: 96px;
  aspect-ratio: 3 / 4;
  border-radius: 4px;
`;

/** Album page 3 (SPEC.md sections 2, 4 and 5): selected cards on the left, owned cards on the right. */
export function CraftingSection() {
  const M = useMessages(CRAFTING_MESSAGES);
  const A = useMessages(ALBUM_MESSAGES);
  const f = useFormat();
  const cards = useCards();
  const info = useAppSelector(selectInformacion);
  const [craft] = useCraftMutation();
  const [selection, setSelection] = useState<CraftSelection[]>([]);
  const [last, setLast] = useState<{ id: string; rareza: string; url: string } | null>(null);
  const owned = useMemo<CardDefinition[]>(
    () =>
      cards.data ? [...cards.data.especiales, ...cards.data.generalNft].filter((c) => c.cantidad > 0) : [],
    [cards.data],
  );
  const crafting = useGameMove({
    /**
     * The player's wallet burns the chosen copies (`nft.burn`, as the burn page signs it); once
     * the chain has burned them, the server crafts against that burn (`proofTx`).
     */
    run: async (steps, picks: readonly CraftSelection[]) => {
      const rareza = picks[0]!.card.rareza;
      // The fee is checked before anything burns: a refusal then costs the player no card.
      if ((info?.dinero ?? 0) < CRAFT_FEE[rareza]) throw new CraftRefused(M.failure);
      const account = info?.nombre.trim().toLowerCase();
      if (!account) throw new CraftRefused(M.noAccount);
      const ids = craftInstanceIds(owned, picks);
      if (!ids) throw new CraftRefused(M.noCopies);
      if (!(await wallet.isAvailable())) throw new CraftRefused(M.walletMissing);
      const proofTx = await steps
        .sign(() =>
          wallet.customJson(
            account,
            {
              contractName: 'nft',
              contractAction: 'burn',
              contractPayload: burnPayload(getConfig().nftSymbol, [{ instanceIds: ids }]),
            },
            BURN_DISPLAY_MESSAGE,
          ),
        )
        .catch((err: unknown) => {
          // Cancelled or refused in the wallet: nothing burned, the wallet's own text.
          throw new CraftRefused(toApiError(err).message);
        });
      try {
        await steps.confirm(proofTx);
      } catch (err) {
        const error = toApiError(err);
        // Refused by the chain: nothing burned, the chain's own text. Not seen in time: the
        // server reads the burn itself and says whether it is there.
        if (error.code === 'CHAIN_REFUSED') throw new CraftRefused(error.message);
      }
      const cartas = picks.map((s) => ({ ide: s.card.ide, cantidad: s.count }));
      try {
        return await steps.credit(() => craft({ cartas, proofTx }).unwrap());
      } catch (err) {
        const error = toApiError(err);
        console.warn('Crafting refused:', error.message);
        // The chosen copies are burned: they leave the selection and the cards are read again.
        setSelection([]);
        void cards.refetch();
        throw new CraftRefused(M.notCrafted(error.message, proofTx));
      }
    },
    success: M.success,
    failure: (error) => {
      if (error instanceof CraftRefused) return error.message;
      // The server's reason goes to the console; the player sees the spec's text.
      console.warn('Crafting refused:', error.message);
      return M.failure;
    },
  });
  const isLoading = crafting.busy;

  const first = selection[0]?.card;
  const required = craftRequirement(selection);
  const outcome = first ? craftOutcome(first.rareza) : null;

  const submit = async () => {
    // SPEC.md section 5: anything but the exact requirement does nothing, with no message.
    if (!isCraftReady(selection)) return;
    const res = await crafting.run(selection);
    if (!res) return;
    setSelection([]);
    // The new card is shown when the answer names it (SPEC.md's answer carries only resultado).
    setLast(res.carta ? { id: res.carta.id, rareza: res.carta.rareza, url: res.carta.url } : null);
  };

  if (!queryReady(cards)) return <QueryState query={cards} loading={M.loading} />;

  return (
    <Panels>
      <SelectionPanel title={M.selectedTitle}>
        <p aria-live="polite">{first ? M.need(required, first.rareza) : M.pickFirst}</p>
        {!first && (
          <Recipe aria-label={M.recipeTitle}>
            {RAREZAS.map((rareza) => {
              const gives = craftOutcome(rareza);
              return (
                <li key={rareza}>
                  {M.recipe(
                    CRAFT_CARDS[rareza],
                    rareza,
                    gives.rareza,
                    gives.brillante,
                    f.amount(CRAFT_FEE[rareza]),
                  )}
                </li>
              );
            })}
          </Recipe>
        )}
        {selection.length > 0 && (
          <Grid aria-label={M.selectedTitle}>
            {selection.map(({ card, count }) => (
              <li key={card.ide}>
                <CardButton
                  aria-label={M.remove(card.id)}
                  onClick={() => setSelection(removeFromCraft(selection, card.ide))}
                >
                  <img src={cardUrl(owned, card.ide)} alt="" loading="lazy" />
                  <Label>
                    <span>
                      {card.id} · {card.rareza}
                    </span>
                    <Badge aria-hidden="true">×{count}</Badge>
                  </Label>
                </CardButton>
              </li>
            ))}
          </Grid>
        )}
        {first && outcome && (
          <>
            <Muted>
              {selectedCount(selection)} / {required}
            </Muted>
            <Muted>{M.gives(outcome.rareza, outcome.brillante)}</Muted>
            <Muted>{M.fee(f.amount(CRAFT_FEE[first.rareza]))}</Muted>
          </>
        )}
        <Button onClick={() => void submit()} disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? M.crafting : M.craft}
        </Button>
        <MovePhaseStatus phase={crafting.phase} />
        {last && (
          <>
            <NewCard src={last.url} alt="" />
            <p role="status">{M.crafted(last.id, last.rareza)}</p>
          </>
        )}
      </SelectionPanel>
      <Panel title={M.ownedTitle}>
        {owned.length === 0 ? (
          <EmptyState>{M.none}</EmptyState>
        ) : (
          <Grid aria-label={M.ownedTitle}>
            {owned.map((card) => {
              const craftCard = { ide: card.ide, id: card.id, rareza: card.rareza, cantidad: card.cantidad };
              return (
                <li key={card.ide}>
                  <CardButton
                    aria-label={M.add(card.id, card.cantidad)}
                    disabled={!canAddToCraft(selection, craftCard) || isLoading}
                    onClick={() => setSelection(addToCraft(selection, craftCard))}
                  >
                    <img src={card.url} alt="" loading="lazy" />
                    <Label>
                      <span>
                        {card.id} · {card.rareza}
                      </span>
                      <Badge aria-hidden="true">×{card.cantidad}</Badge>
                    </Label>
                    {(card.brillantes?.length ?? 0) > 0 && (
                      <Shiny>{A.shinyCount(f.count(card.brillantes!.length))}</Shiny>
                    )}
                  </CardButton>
                </li>
              );
            })}
          </Grid>
        )}
      </Panel>
    </Panels>
  );
}

/** A crafting's failure whose text is the one to show as it is (not the spec's generic one). */
class CraftRefused extends ApiError {
  constructor(message: string) {
    super(message, null, 'CRAFT_REFUSED');
  }
}

/**
 * The instance ids a crafting burns: of each chosen card, its `count` copies in spendOrder
 * (plain before shiny); null when the player no longer holds that many.
 */
export function craftInstanceIds(
  owned: readonly CardDefinition[],
  picks: readonly CraftSelection[],
): string[] | null {
  const ids: string[] = [];
  for (const { card, count } of picks) {
    const def = owned.find((c) => c.ide === card.ide);
    const copies = def ? spendOrder(def.nft, def.brillantes).slice(0, count) : [];
    if (copies.length !== count) return null;
    ids.push(...copies);
  }
  return ids;
}

function cardUrl(cards: readonly CardDefinition[], ide: number): string {
  return cards.find((c) => c.ide === ide)?.url ?? '';
}
