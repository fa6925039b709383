import { sessionApi } from '@hueso/shared/query';

/** The card definitions with the player's instances (GET /api/getCards), read fresh on each visit. */
export function useCards() {
  return sessionApi.endpoints.getCards.useQuery(undefined, { refetchOnMountOrArgChange: true });
}
