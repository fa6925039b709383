import { replayBattle, type BattleResult } from '@hueso/contract/arena';
import { sha256Hex } from './sha256';

/**
 * Checks a battle the server reported: the revealed seed (or the player's part of a PvP seed)
 * hashes to the commitment queue start answered, and replaying the seed with both sides' power
 * gives the same rounds and the same winner.
 */
export function verifyBattle(result: BattleResult, seedHash: string | null): boolean {
  if (!result.seed) return false;
  const [sideA, sideB] = result.type === 'pvp' ? [result.a, result.b] : [result.player, result.bot];
  if (sideA?.power === undefined || sideB?.power === undefined) return false;
  if (seedHash && !result.seed.split(':').some((part) => sha256Hex(part) === seedHash)) return false;
  const replay = replayBattle(result.seed, sideA.power, sideB.power);
  const winner =
    replay.winner === 'a'
      ? result.type === 'pvp'
        ? result.a!.userId
        : result.player!.userId
      : result.type === 'pvp'
        ? result.b!.userId
        : 'BOT';
  return (
    JSON.stringify(replay.rounds) === JSON.stringify(result.rounds) &&
    String(winner) === String(result.winner)
  );
}
