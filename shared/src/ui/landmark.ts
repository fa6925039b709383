import { createContext, useContext } from 'react';

/**
 * Whether the area is embedded in another site's page (a `<hueso-area>` shadow root, or `mount`
 * on a foreign origin). That page has its own `main`, so an embedded screen is a named `section`
 * (a region landmark) instead: one `main` per page, at its top level.
 */
export const EmbeddedAreaContext = createContext(false);

/** The element of a screen's landmark: `main`, or `section` when the area is embedded. */
export function useMainLandmark(): 'main' | 'section' {
  return useContext(EmbeddedAreaContext) ? 'section' : 'main';
}
