import { createContext, useContext } from 'react';

/** The album area's absolute path ('/game/album' in the host): links between its pages start here. */
export const AlbumPathContext = createContext('/album');

/** Paths inside the album area: a section by its page number, and a card's page. */
export function useAlbumPaths() {
  const home = useContext(AlbumPathContext);
  return {
    section: (page: number) => `${home}?page=${page}`,
    card: (ide: number) => `${home}/card/${ide}`,
  };
}
