/**
 * A chain burn is claimed once. The album's credit (POST /api/burn-nft) pays its HUESO and its
 * arena PP together; POST /api/arena/burn pays only the PP of a burn the album has not credited.
 * Each plugin keeps its own record of what it paid; this asks both before either pays.
 */
import type { Db } from '../db';

export type BurnClaim = 'album' | 'arena';

export const CLAIMED_ELSEWHERE: Record<BurnClaim, string> = {
  album: 'This burn was already credited in the album (HUESO and PP)',
  arena: 'This burn was already turned into arena PP',
};

/** Which reward a burn transaction was already claimed for, if any (ids compared case-blind). */
export function burnClaim(db: Db, proofTx: string): BurnClaim | undefined {
  const id = proofTx.toLowerCase();
  if (db.prepare('SELECT 1 FROM nft_burns WHERE proof_tx = ?').get(id)) return 'album';
  if (db.prepare('SELECT 1 FROM arena_burns WHERE lower(tx_id) = ?').get(id)) return 'arena';
  return undefined;
}
