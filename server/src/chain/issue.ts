/**
 * The game's issues on the local chain: the card NFT's definition and issuer, and the cards and
 * tokens the game gives, each issued as a transaction of the issuer (`issueCards`, `issueTokens`)
 * so every card has a transaction, events and a block. The actions themselves, with the node's
 * checks and texts, are in issuance.ts.
 */
import type { Db } from '../sqlite';
import { statement } from '../statements';
import { MAX_NFTS_ISSUABLE } from './issuance';
import { execute } from './ledger';
import { nextEdition } from './state';

/** The fee symbol the game's issues name (the local chain's fee is 0 HUESO: issuance.ts). */
export const ISSUANCE_FEE_SYMBOL = 'HUESO';

/** NFT definitions (`nft.nfts`) the chain's issue checks read: the issuer and who may issue. */
export function ensureNftSchema(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS chain_nfts (
    symbol                      TEXT PRIMARY KEY,
    issuer                      TEXT NOT NULL,
    authorized_issuing_accounts TEXT NOT NULL
  )`);
}

/**
 * Records the NFT as `nft.create` would, the issuer being its only authorised issuing account.
 * An existing definition gets this issuer as its issuer and only authorised issuing account.
 */
export function defineNft(db: Db, nft: { symbol: string; issuer: string }): void {
  ensureNftSchema(db);
  statement(
    db,
    `INSERT INTO chain_nfts (symbol, issuer, authorized_issuing_accounts) VALUES (?, ?, ?)
     ON CONFLICT (symbol) DO UPDATE SET issuer = excluded.issuer,
       authorized_issuing_accounts = excluded.authorized_issuing_accounts`,
  ).run(nft.symbol, nft.issuer, JSON.stringify([nft.issuer]));
}

/**
 * Makes the configured token account the card NFT's issuer and only authorised issuing account
 * and every token's issuer (at start). The dev wallet signs for any account but the platform's,
 * so an issuer left over from an earlier TOKEN_ACCOUNT would be an account anyone could issue as.
 */
export function syncIssuers(
  db: Db,
  { nftSymbol, tokenAccount }: { nftSymbol: string; tokenAccount: string },
): void {
  db.transaction(() => {
    defineNft(db, { symbol: nftSymbol, issuer: tokenAccount });
    statement(db, 'UPDATE chain_tokens SET issuer = ? WHERE issuer <> ?').run(tokenAccount, tokenAccount);
  })();
}

/** A card the game gives to an account. EDITION is counted by the chain's instances of that card. */
export interface CardIssue {
  to: string;
  ide: number;
  power: number;
  brillante?: boolean;
}

/**
 * Issues cards as the NFT's issuer: `nft.issueMultiple` transactions of at most 10 instances
 * each, so each card has a transaction id, an `issue` event and a block. Call inside the SQLite
 * transaction of the rest of the movement. Returns the new instance ids in order, or the chain's
 * errors (the caller rolls back).
 */
export function issueCards(
  db: Db,
  nft: { symbol: string; issuer: string },
  cards: readonly CardIssue[],
  now: number,
): { ids: number[]; transactionIds: string[]; errors: string[] } {
  const editions = new Map<number, number>();
  const instances = cards.map(({ to, ide, power, brillante }) => {
    const edition = editions.get(ide) ?? nextEdition(db, nft.symbol, ide);
    editions.set(ide, edition + 1);
    return {
      symbol: nft.symbol,
      to,
      feeSymbol: ISSUANCE_FEE_SYMBOL,
      properties: {
        ID: String(ide),
        POWER: power,
        EDITION: edition,
        ...(brillante ? { BRILLANTE: true } : {}),
      },
    };
  });
  const ids: number[] = [];
  const transactionIds: string[] = [];
  const errors: string[] = [];
  for (let i = 0; i < instances.length; i += MAX_NFTS_ISSUABLE) {
    const batch = instances.slice(i, i + MAX_NFTS_ISSUABLE);
    const { transactionId, logs } = execute(
      db,
      {
        sender: nft.issuer,
        contract: 'nft',
        action: 'issueMultiple',
        payload: { instances: batch },
        isSignedWithActiveKey: true,
      },
      now,
    );
    transactionIds.push(transactionId);
    const issued = (logs.events ?? []).filter((e) => e.contract === 'nft' && e.event === 'issue');
    ids.push(...issued.map((e) => e.data.id as number));
    errors.push(...(logs.errors ?? []));
    if (issued.length !== batch.length && !logs.errors?.length) errors.push('not every card was issued');
  }
  return { ids, transactionIds, errors };
}

/** Issues a token amount as its issuer (`tokens.issue`); returns the chain's errors, if any. */
export function issueTokens(
  db: Db,
  issue: { issuer: string; to: string; symbol: string; quantity: string },
  now: number,
): string[] {
  const { logs } = execute(
    db,
    {
      sender: issue.issuer,
      contract: 'tokens',
      action: 'issue',
      payload: { to: issue.to, symbol: issue.symbol, quantity: issue.quantity },
      isSignedWithActiveKey: true,
    },
    now,
  );
  return logs.errors ?? [];
}
