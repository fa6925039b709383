import { sessionApi } from '@hueso/shared/query';

/**
 * The card definitions with the player's instances (GET /api/getCards), read fresh on each visit:
 * the one read of the player's cards for every album section.
 */
export function useCards() {
  return sessionApi.endpoints.getCards.useQuery(undefined, { refetchOnMountOrArgChange: true });
}
