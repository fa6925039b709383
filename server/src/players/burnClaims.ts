/**
 * A chain burn is claimed once, for one reward: HUESO in the album (POST /api/burn-nft) or PP in
 * the arena (POST /api/arena/burn), never both. Each plugin keeps its own record of what it paid;
 * this asks both before either pays.
 */
import type { Db } from '../db';

export type BurnClaim = 'album' | 'arena';

export const CLAIMED_ELSEWHERE: Record<BurnClaim, string> = {
  album: 'This burn was already credited as HUESO in the album',
  arena: 'This burn was already turned into arena PP',
};

/** Which reward a burn transaction was already claimed for, if any (ids compared case-blind). */
export function burnClaim(db: Db, proofTx: string): BurnClaim | undefined {
  const id = proofTx.toLowerCase();
  if (db.prepare('SELECT 1 FROM nft_burns WHERE proof_tx = ?').get(id)) return 'album';
  if (db.prepare('SELECT 1 FROM arena_burns WHERE lower(tx_id) = ?').get(id)) return 'arena';
  return undefined;
}
