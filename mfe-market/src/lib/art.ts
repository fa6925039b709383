import { getConfig } from '@hueso/shared';

/** Art of an inventory or market item, served by the game server. */
export function itemArtUrl(nombre: string): string {
  return `${getConfig().apiBase}/items/art/${encodeURIComponent(nombre)}.svg`;
}
