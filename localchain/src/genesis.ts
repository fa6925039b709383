/**
 * Genesis: the chain part of the demo world (@hueso/contract/demo), written into an empty chain.
 * The platform accounts get random keys of which only the Active ones leave the node (returned
 * here, written to the keys file by the caller); players' keys are stored for the dev wallet.
 * Every balance, card and sell order is a transaction of its owner in a block: the token account
 * issues the balances and cards (paying the NFT issue fees in BEE) and adds the NFT's fourth data
 * property (paying its one-time fee), and each seller lists its own cards.
 */
import { PrivateKey } from '@hiveio/dhive';
import { cardByIde } from '@hueso/contract/catalogue';
import { demoWorld, type DemoWallet } from '@hueso/contract/demo';
import { createAccount, createToken, execute, type ChainEvent } from './chain/ledger';
import { MAX_NFTS_ISSUABLE } from './chain/issuance';
import { issuerProperty } from './chain/tables';
import { platformAccountsOf, type ResolvedOptions } from './context';
import type { Db } from './lib/sqlite';
import { parseUnits } from '@hueso/contract';
import { statement } from './lib/statements';

/** The token the NFT issue fees are paid in, as on mainnet. */
export const NFT_FEE_SYMBOL = 'BEE';

/** Runs genesis; `keep` holds Active keys (WIF) platform accounts must keep. Returns their keys. */
export function runGenesis(
  db: Db,
  options: ResolvedOptions,
  keep: Record<string, string>,
): Record<string, string> {
  const world = demoWorld();
  const now = options.now();
  const issuer = options.tokenAccount;
  const symbol = options.nftSymbol;

  const run = (sender: string, contract: string, action: string, payload: Record<string, unknown>) => {
    const { logs } = execute(db, { sender, contract, action, payload, isSignedWithActiveKey: true }, now);
    if (logs.errors?.length)
      throw new Error(`genesis: ${sender}'s ${contract}.${action} failed: ${logs.errors.join(', ')}`);
    return logs.events ?? [];
  };
  const wallet = (account: string, balances: DemoWallet) => {
    for (const [token, quantity] of Object.entries(balances)) {
      const precision = world.tokens.find((t) => t.symbol === token)!.precision;
      if (parseUnits(quantity, precision) === 0) continue;
      run(issuer, 'tokens', 'issue', { to: account, symbol: token, quantity });
    }
  };
  // Instances issued to each account, in order, and the next EDITION of each card.
  const owned = new Map<string, number[]>();
  const editions = new Map<number, number>();
  const issueCards = (cards: { to: string; ide: number }[]) => {
    const instances = cards.map(({ to, ide }) => {
      const edition = (editions.get(ide) ?? 0) + 1;
      editions.set(ide, edition);
      return {
        symbol,
        to,
        feeSymbol: NFT_FEE_SYMBOL,
        properties: { ID: String(ide), POWER: cardByIde(ide)!.power, EDITION: edition },
      };
    });
    for (let i = 0; i < instances.length; i += MAX_NFTS_ISSUABLE) {
      const batch = instances.slice(i, i + MAX_NFTS_ISSUABLE);
      const issued = run(issuer, 'nft', 'issueMultiple', { instances: batch }).filter(
        (e: ChainEvent) => e.contract === 'nft' && e.event === 'issue',
      );
      if (issued.length !== batch.length) throw new Error('genesis: not every card was issued');
      for (const { data } of issued) {
        const to = data.to as string;
        owned.set(to, [...(owned.get(to) ?? []), data.id as number]);
      }
    }
  };

  const platformKeys: Record<string, string> = {};
  db.transaction(() => {
    for (const token of world.tokens) createToken(db, { ...token, issuer });
    // nft.create with its first three data properties (free); the fourth is added below.
    statement(
      db,
      'INSERT INTO chain_nfts (symbol, issuer, authorized_issuing_accounts, properties) VALUES (?, ?, ?, ?)',
    ).run(
      symbol,
      issuer,
      JSON.stringify([issuer]),
      JSON.stringify({
        ID: issuerProperty(issuer, 'string'),
        POWER: issuerProperty(issuer, 'number'),
        EDITION: issuerProperty(issuer, 'number'),
      }),
    );
    for (const account of platformAccountsOf(options)) {
      const kept = keep[account];
      const keys = createAccount(db, account, now, {
        storeKeys: false,
        active: kept ? PrivateKey.fromString(kept) : undefined,
      });
      platformKeys[account] = keys.active.toString();
    }
    wallet(issuer, world.tokenAccountWallet);
    run(issuer, 'nft', 'addProperty', { symbol, name: 'BRILLANTE', type: 'boolean', isReadOnly: true });

    for (const player of world.players) {
      createAccount(db, player.nombre, now, { storeKeys: true });
      wallet(player.nombre, player.wallet);
    }
    const late = new Set(world.lateCardPlayers);
    issueCards(
      world.players
        .filter((p) => !late.has(p.nombre))
        .flatMap((p) => p.cards.map((ide) => ({ to: p.nombre, ide }))),
    );
    const market = (index: number) => options.marketAccounts[index] ?? options.marketAccounts[0]!;
    world.marketCards.forEach((cards, a) => issueCards(cards.map((ide) => ({ to: market(a), ide }))));
    // A seller's n-th card is its n-th instance: market accounts hold only their own.
    const marketOffset = new Map<string, number>();
    world.marketCards.forEach((cards, a) => {
      if (market(a) !== market(0) || a === 0) return;
      marketOffset.set(`market:${a}`, world.marketCards[0].length);
    });
    for (const listing of world.listings) {
      const seller = listing.seller.startsWith('market:')
        ? market(Number(listing.seller.slice(7)))
        : listing.seller;
      const nftId = owned.get(seller)?.[listing.cardIndex + (marketOffset.get(listing.seller) ?? 0)];
      if (nftId === undefined) throw new Error(`genesis: ${seller} has no card ${listing.cardIndex} to list`);
      const events = run(seller, 'nftmarket', 'sell', {
        symbol,
        nfts: [String(nftId)],
        price: listing.price,
        priceSymbol: listing.priceSymbol,
        fee: listing.fee,
      });
      if (!events.some((e) => e.event === 'sellOrder'))
        throw new Error(`genesis: ${seller}'s order of ${nftId} was not placed`);
    }
    issueCards(
      world.players
        .filter((p) => late.has(p.nombre))
        .flatMap((p) => p.cards.map((ide) => ({ to: p.nombre, ide }))),
    );
  })();
  return platformKeys;
}
