/**
 * The one claim ledger of chain burns (docs/burn.md). Every `nft.burn` the server turns into
 * money or PP is recorded in `burn_claims`, keyed by its transaction id, in the same SQLite
 * transaction as what it paid: the album's credit (HUESO and arena PP), the arena's PP, and a
 * crafting's own burn (which paid for the new card). A transaction any route claimed is refused
 * by every route, with a text naming what it was claimed for.
 */
import { BURN_ALREADY_CREDITED, burnValue, type BurnHistory, type BurnState } from '@hueso/contract';
import { fromHueso, toHueso } from '../amounts';
import type { Logs } from '../gateway/types';
import type { AppContext } from '../context';
import type { Db } from '../db';
import { processedProof, readChain } from '../gateway/outbox';
import { cardByIde } from '@hueso/contract/catalogue';
import { HttpError } from '../http';
import { burnedCardsOf, type BurnedCard } from './burnedCards';

export type BurnClaimRoute = 'album' | 'arena' | 'crafting';

/** The 409 texts of a burn claimed before, by what claimed it (the route's own claim excepted). */
export const CLAIMED_ELSEWHERE: Record<BurnClaimRoute, string> = {
  album: 'This burn was already credited in the album (HUESO and PP)',
  arena: 'This burn was already turned into arena PP',
  crafting: 'This burn paid for a crafting; it cannot be credited again',
};

/** The 409 text a route gives for its own earlier claim (the album's is the client's cue). */
const CLAIMED_HERE: Record<BurnClaimRoute, string> = {
  album: BURN_ALREADY_CREDITED,
  arena: 'This burn was already counted',
  crafting: CLAIMED_ELSEWHERE.crafting,
};

export const BURN_OF_ANOTHER_PLAYER = 'This burn belongs to another player';

interface ClaimRow {
  user_id: number;
  claimed_by: BurnClaimRoute;
}

/** Transaction ids are compared case-blind: the ledger keeps them lower-cased. */
const key = (txId: string) => txId.toLowerCase();

/** Refuses (409, or 403 for another player's) a burn any route has claimed already. */
export function assertUnclaimed(db: Db, txId: string, userId: number, route: BurnClaimRoute): void {
  const row = db.prepare('SELECT user_id, claimed_by FROM burn_claims WHERE tx_id = ?').get(key(txId)) as
    ClaimRow | undefined;
  if (!row) return;
  if (row.user_id !== userId) throw new HttpError(403, BURN_OF_ANOTHER_PLAYER);
  throw new HttpError(
    409,
    row.claimed_by === route ? CLAIMED_HERE[route] : CLAIMED_ELSEWHERE[row.claimed_by],
  );
}

/** Records what a burn paid; called in the transaction that paid it, after assertUnclaimed. */
export function recordClaim(
  db: Db,
  claim: {
    txId: string;
    userId: number;
    route: BurnClaimRoute;
    cards: number;
    huesoUnits: number;
    pp: number;
  },
  now: number,
): void {
  db.prepare(
    `INSERT INTO burn_claims (tx_id, user_id, claimed_by, cards, hueso, pp, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(key(claim.txId), claim.userId, claim.route, claim.cards, claim.huesoUnits, claim.pp, now);
}

/**
 * The player's cards a proof transaction burned, read from the chain's own record: it must be
 * the player's successful `nft.burn` of the game's cards (in a multi-operation transaction, its
 * `nft.burn` sub-transactions). Each burned instance's card is read from the node, which keeps a
 * burned instance with its properties. `pending` while the chain has not processed the proof
 * (after a bounded wait): nothing may be credited, and the proof stays claimable.
 */
export async function readBurnProof(
  ctx: AppContext,
  proofTx: string,
  nombre: string,
  symbol: string,
): Promise<{ pending: true } | { pending: false; cards: BurnedCard[] }> {
  const txs = await processedProof(ctx, key(proofTx));
  if (!txs) return { pending: true };
  if (txs.length === 0) throw new HttpError(404, 'Burn transaction not found on the chain');
  const burns = txs.filter((tx) => tx.contract === 'nft' && tx.action === 'burn');
  if (burns.length === 0) throw new HttpError(400, 'The proof transaction is not an nft.burn');
  const sender = burns.find((tx) => tx.sender !== nombre)?.sender;
  if (sender !== undefined)
    throw new HttpError(403, `The proof transaction was sent by ${sender}, not by ${nombre}`);
  const errors = burns.flatMap((tx) => tx.logs.errors ?? []);
  if (errors.length) throw new HttpError(400, `The burn failed on the chain: ${errors.join(', ')}`);
  const ids = [
    ...new Set(
      burns
        .flatMap((tx) => tx.logs.events ?? [])
        .filter(
          (e) =>
            e.contract === 'nft' &&
            e.event === 'burn' &&
            e.data.account === nombre &&
            e.data.symbol === symbol,
        )
        .map((e) => Number(e.data.id))
        .filter((id) => Number.isSafeInteger(id) && id > 0),
    ),
  ];
  if (ids.length === 0) throw new HttpError(400, 'The proof transaction burned none of your NFTs');
  const rows = await readChain(() =>
    ctx.chain.reader.find('nft', `${symbol}instances`, { _id: { $in: ids } }),
  );
  const cards: BurnedCard[] = [];
  for (const row of rows) {
    const ide = Number((row.properties as { ID?: unknown } | undefined)?.ID);
    const card = cardByIde(ide);
    if (!card) throw new HttpError(400, `Burned instance of unknown card ${ide}`);
    cards.push({ ide, kind: card.tipo === 'E' ? 'especial' : 'general', rareza: card.rareza });
  }
  return { pending: false, cards };
}

/** HUESO units the album pays for burned cards (SPEC.md section 9). */
export function burnUnits(cards: readonly BurnedCard[]): number {
  return cards.reduce((sum, { kind, rareza }) => sum + fromHueso(burnValue(kind, rareza)), 0);
}

type BurnHistoryEntry = BurnHistory['burns'][number];

const STATE_OF: Record<BurnClaimRoute, BurnState> = { album: 'credited', arena: 'pp', crafting: 'crafting' };

/**
 * The player's newest `nft.burn` transactions with what each was claimed for: `hueso` is what the
 * album paid, or for an unclaimed burn what it would pay.
 */
export function burnHistory(db: Db, nombre: string, symbol: string, limit: number): BurnHistoryEntry[] {
  const rows = db
    .prepare(
      `SELECT t.transaction_id AS txId, t.timestamp AS ts, t.logs, c.claimed_by AS claimedBy,
              c.cards, c.hueso
       FROM idx_transactions t LEFT JOIN burn_claims c ON c.tx_id = t.transaction_id
       WHERE t.sender = ? AND t.contract = 'nft' AND t.action = 'burn'
       ORDER BY t.block_number DESC, t.rowid DESC LIMIT ?`,
    )
    .all(nombre, limit) as {
    txId: string;
    ts: number;
    logs: string;
    claimedBy: BurnClaimRoute | null;
    cards: number | null;
    hueso: number | null;
  }[];
  return rows.map((row) => {
    if (row.claimedBy)
      return {
        proofTx: row.txId,
        ts: row.ts,
        cards: row.cards ?? 0,
        hueso: toHueso(row.hueso ?? 0),
        state: STATE_OF[row.claimedBy],
      };
    const logs = JSON.parse(row.logs) as Logs;
    const { cards, unknownIdes } = burnedCardsOf(db, logs, nombre, symbol);
    const failed = Boolean(logs.errors?.length) || cards.length === 0 || unknownIdes.length > 0;
    return {
      proofTx: row.txId,
      ts: row.ts,
      cards: cards.length,
      hueso: failed ? 0 : toHueso(burnUnits(cards)),
      state: failed ? 'failed' : 'unclaimed',
    };
  });
}
