import { useState } from 'react';
import styled from 'styled-components';
import { mergeInventory, openKind, type InventoryItem } from '@hueso/contract';
import { Button, Link, Page, selectInformacion, useAppSelector } from '@hueso/shared';
import { Grid, Tile } from '../../../components/ItemTiles';
import { itemArtUrl } from '../../../lib/art';
import { OpenModal } from './OpenModal';

const Count = styled.span`
  font-size: 15px;
  font-variant-numeric: tabular-nums;
`;

/** The inventory (SPEC.md section 2): every item with its quantity and an Open button. */
export function InventoryScreen({ marketPath }: { marketPath: string }) {
  const info = useAppSelector(selectInformacion);
  const [opening, setOpening] = useState<string | null>(null);
  if (!info) return null;

  const items = mergeInventory(info.inventario, itemArtUrl);
  const chosen: InventoryItem | undefined = items.find((item) => item.nombre === opening);
  return (
    <Page title="Inventory" actions={<Link to={marketPath}>Buy more in the market</Link>}>
      <Grid aria-label="Items">
        {items.map((item) => {
          const titleId = `item-${item.nombre.replace(/\W+/g, '-')}`;
          const openable = openKind(item.nombre) !== null;
          return (
            <Tile key={item.nombre} aria-labelledby={titleId}>
              <img src={item.image} alt="" loading="lazy" />
              <h2 id={titleId}>{item.nombre}</h2>
              <Count data-testid={`count-${item.nombre}`}>Owned: {item.cantidad}</Count>
              {openable ? (
                <Button
                  aria-label={`Open ${item.nombre}`}
                  disabled={item.cantidad < 1}
                  onClick={() => setOpening(item.nombre)}
                >
                  Open
                </Button>
              ) : (
                <p>Fusion items cannot be opened here.</p>
              )}
            </Tile>
          );
        })}
      </Grid>
      {chosen && <OpenModal key={chosen.nombre} item={chosen} onClose={() => setOpening(null)} />}
    </Page>
  );
}
