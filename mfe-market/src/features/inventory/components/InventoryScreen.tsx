import { useState } from 'react';
import { styled } from 'styled-components';
import { type InventoryItem } from '@hueso/contract/common';
import { mergeInventory, openKind } from '@hueso/contract/market';
import { Link, selectInformacion, useAppSelector, useFormat, useMessages } from '@hueso/shared';
import { Button, Page } from '@hueso/shared/ui';
import { useItemName } from '@hueso/shared/play';
import { Grid, Tile } from '../../../components/ItemTiles';
import { itemArtUrl } from '../../../lib/art';
import { INVENTORY_MESSAGES } from '../messages';
import { OpenModal } from './OpenModal';

const Count = styled.span`
  font-size: 15px;
  font-variant-numeric: tabular-nums;
`;

/** The inventory (SPEC.md section 2): every item with its quantity and an Open button. */
export function InventoryScreen({ marketPath }: { marketPath: string }) {
  const M = useMessages(INVENTORY_MESSAGES);
  const format = useFormat();
  const itemName = useItemName();
  const info = useAppSelector(selectInformacion);
  const [opening, setOpening] = useState<string | null>(null);
  if (!info) return null;

  const items = mergeInventory(info.inventario, itemArtUrl);
  const chosen: InventoryItem | undefined = items.find((item) => item.nombre === opening);
  return (
    <Page title={M.title} actions={<Link to={marketPath}>{M.toMarket}</Link>}>
      <Grid aria-label={M.items}>
        {items.map((item) => {
          const titleId = `item-${item.nombre.replace(/\W+/g, '-')}`;
          const openable = openKind(item.nombre) !== null;
          return (
            <Tile key={item.nombre} aria-labelledby={titleId}>
              <img src={item.image} alt="" loading="lazy" />
              <h2 id={titleId}>{itemName(item.nombre)}</h2>
              <Count data-testid={`count-${item.nombre}`}>{M.owned(format.count(item.cantidad))}</Count>
              {openable ? (
                <Button
                  aria-label={M.openItem(itemName(item.nombre))}
                  disabled={item.cantidad < 1}
                  onClick={() => setOpening(item.nombre)}
                >
                  {M.open}
                </Button>
              ) : (
                <p>{M.fusion}</p>
              )}
            </Tile>
          );
        })}
      </Grid>
      {chosen && <OpenModal key={chosen.nombre} item={chosen} onClose={() => setOpening(null)} />}
    </Page>
  );
}
