import { replayBattle, type BattleResult } from '@hueso/contract';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Checks a battle the server reported: the revealed seed (or the player's part of a PvP seed)
 * hashes to the commitment queue start answered, and replaying the seed gives the same rounds.
 */
export async function verifyBattle(result: BattleResult, seedHash: string | null): Promise<boolean> {
  if (!result.seed) return false;
  const sideA = result.type === 'pvp' ? result.a : result.player;
  const sideB = result.type === 'pvp' ? result.b : result.bot;
  if (sideA?.power === undefined || sideB?.power === undefined) return false;
  if (seedHash) {
    const hashes = await Promise.all(result.seed.split(':').map(sha256));
    if (!hashes.includes(seedHash)) return false;
  }
  const replay = replayBattle(result.seed, sideA.power, sideB.power);
  const winnerId = replay.winner === 'a' ? sideA : result.type === 'pvp' ? result.b : undefined;
  const expectedWinner =
    result.type === 'pvp'
      ? (winnerId as { userId: string | number }).userId
      : replay.winner === 'a'
        ? result.player!.userId
        : 'BOT';
  return (
    JSON.stringify(replay.rounds) === JSON.stringify(result.rounds) &&
    String(expectedWinner) === String(result.winner)
  );
}
