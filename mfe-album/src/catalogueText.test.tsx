import { act, screen } from '@testing-library/react';
import {
  makeCard,
  markCatalogueTexts,
  nftWorld,
  remoteRenderer,
  setUpRemoteTests,
  strayTexts,
} from '@hueso/shared/testing';
import { CATALOGUE } from '@hueso/contract/catalogue';
import App from './App';

setUpRemoteTests();
markCatalogueTexts();
const renderArea = remoteRenderer(App, { route: '/game/album' });

/** The album's data: breed names, rarity letters and card names (the contract's catalogue). */
const DATA = [
  /\b(Husky|Bulldog|Beagle|Poodle|Pug|Shiba|Dalmatian|Boxer|Corgi)\b|\b[CRZEAL]\b|^Error$/g,
  ...CATALOGUE.map((card) => card.nombre.en),
];

describe('every text of the album comes from its catalogue', () => {
  it.each([0, 1, 2, 3, 4, 5, 6, 7])('section %i', async (page) => {
    nftWorld({
      generalNft: [makeCard(1, 'G001', 'C', ['11', '12']), makeCard(2, 'G002', 'R')],
      especiales: [makeCard(25, 'E001', 'L', ['40'])],
    });
    const { container } = renderArea({ route: `/game/album?page=${page}` });
    await screen.findByRole('heading', { level: 1 });
    // The section's reads settle (the spec's bare 'Error' of a failed read reads the same in both languages).
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(strayTexts(container, DATA)).toEqual([]);
  });
});
