/**
 * Genesis: the chain part of the demo world (@hueso/contract/demo), made on an empty chain.
 * Creating the Hive accounts is Hive's job, so they are written directly, with random keys: the
 * platform accounts' Active keys leave the node (returned here, written to the keys file by the
 * caller); players' keys are stored for the dev wallet. Everything else is its owner's signed
 * Hive transaction, through the same checks and block processing as a broadcast to `/hive`: the
 * token account creates the tokens and the NFT with its data properties (paying the fourth one's
 * fee in BEE), issues the balances and the cards (paying the NFT issue fees), and each seller
 * lists its own cards. Each owner's actions are packed as Hive allows: arrays of actions in
 * custom_json operations of at most MAX_CUSTOM_JSON_BYTES, several operations per transaction.
 */
import { PrivateKey } from '@hiveio/dhive';
import { formatUnits, parseUnits } from '@hueso/contract';
import { cardByIde } from '@hueso/contract/catalogue';
import { demoWorld, type DemoWallet } from '@hueso/contract/demo';
import { createAccount, MAX_CUSTOM_JSON_BYTES, sidechainId } from './chain/ledger';
import { MAX_NFTS_ISSUABLE } from './chain/issuance';
import { NFT_NAME, TOKEN_MAX_UNITS } from './chain/tables';
import { platformAccountsOf, type ResolvedOptions } from './context';
import {
  acceptTransaction,
  processMempool,
  signCustomJson,
  type CustomJsonOperation,
} from './hive/transactions';
import type { Db } from './lib/sqlite';
import { statement } from './lib/statements';

/** The token the NFT issue fees are paid in, as on mainnet. */
export const NFT_FEE_SYMBOL = 'BEE';
/**
 * Hive's HIVE_MAX_TRANSACTION_SIZE is 64 KiB of serialized transaction; genesis keeps its
 * operations' JSON well under it, leaving room for the signature and the operations' other fields.
 */
const MAX_TRANSACTION_JSON_BYTES = 60 * 1024;

interface Action {
  contractName: string;
  contractAction: string;
  contractPayload: Record<string, unknown>;
}

const action = (contractName: string, contractAction: string, contractPayload: Record<string, unknown>) => ({
  contractName,
  contractAction,
  contractPayload,
});

/** The sender's actions in order, as custom_json operations grouped into transactions. */
function packTransactions(sender: string, chainId: string, actions: Action[]): CustomJsonOperation[][] {
  const operations: CustomJsonOperation[] = [];
  let texts: string[] = [];
  let bytes = 2;
  const flush = () => {
    if (texts.length === 0) return;
    operations.push({
      required_auths: [sender],
      required_posting_auths: [],
      id: sidechainId(chainId),
      json: `[${texts.join(',')}]`,
    });
    texts = [];
    bytes = 2;
  };
  for (const entry of actions) {
    const text = JSON.stringify(entry);
    const size = Buffer.byteLength(text, 'utf8') + 1;
    if (bytes + size > MAX_CUSTOM_JSON_BYTES) flush();
    texts.push(text);
    bytes += size;
  }
  flush();
  const transactions: CustomJsonOperation[][] = [];
  let current: CustomJsonOperation[] = [];
  let total = 0;
  for (const op of operations) {
    const size = Buffer.byteLength(op.json, 'utf8');
    if (current.length && total + size > MAX_TRANSACTION_JSON_BYTES) {
      transactions.push(current);
      current = [];
      total = 0;
    }
    current.push(op);
    total += size;
  }
  if (current.length) transactions.push(current);
  return transactions;
}

/** Signs and broadcasts owners' actions, then processes them, as `/hive` and the block timer do. */
class Broadcaster {
  private sent: { id: string; actions: number }[] = [];

  constructor(
    private readonly db: Db,
    private readonly chainId: string,
    private readonly now: number,
    private readonly keys: ReadonlyMap<string, PrivateKey>,
  ) {}

  send(sender: string, actions: Action[]): void {
    const key = this.keys.get(sender);
    if (!key) throw new Error(`genesis: no key of ${sender}`);
    for (const ops of packTransactions(sender, this.chainId, actions)) {
      const tx = signCustomJson(this.db, ops, key, this.now);
      const id = acceptTransaction(this.db, tx, this.now);
      this.sent.push({
        id,
        actions: ops.reduce((n, op) => n + (JSON.parse(op.json) as unknown[]).length, 0),
      });
    }
  }

  /** Processes the mempool; throws when any of the sent actions failed or was not run. */
  process(): void {
    processMempool(this.db, this.chainId, this.now);
    const logsOf = statement(
      this.db,
      'SELECT sender, contract, action, logs FROM chain_transactions WHERE hive_tx_id = ?',
    );
    for (const { id, actions } of this.sent) {
      const rows = logsOf.all(id) as { sender: string; contract: string; action: string; logs: string }[];
      if (rows.length !== actions)
        throw new Error(`genesis: transaction ${id} ran ${rows.length} of ${actions} actions`);
      for (const row of rows) {
        const errors = (JSON.parse(row.logs) as { errors?: string[] }).errors;
        if (errors?.length)
          throw new Error(
            `genesis: ${row.sender}'s ${row.contract}.${row.action} failed: ${errors.join(', ')}`,
          );
      }
    }
    this.sent = [];
  }
}

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

  const platformKeys: Record<string, string> = {};
  const activeKeys = new Map<string, PrivateKey>();
  db.transaction(() => {
    for (const account of platformAccountsOf(options)) {
      const kept = keep[account];
      const keys = createAccount(db, account, now, {
        storeKeys: false,
        active: kept ? PrivateKey.fromString(kept) : undefined,
      });
      platformKeys[account] = keys.active.toString();
      activeKeys.set(account, keys.active);
    }
    for (const player of world.players)
      activeKeys.set(player.nombre, createAccount(db, player.nombre, now, { storeKeys: true }).active);
  })();
  const chain = new Broadcaster(db, options.chainId, now, activeKeys);

  const wallet = (account: string, balances: DemoWallet) =>
    Object.entries(balances).flatMap(([token, quantity]) => {
      const precision = world.tokens.find((t) => t.symbol === token)!.precision;
      return parseUnits(quantity, precision) === 0
        ? []
        : [action('tokens', 'issue', { to: account, symbol: token, quantity })];
    });
  // The next EDITION of each card.
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
    const batches: Action[] = [];
    for (let i = 0; i < instances.length; i += MAX_NFTS_ISSUABLE)
      batches.push(action('nft', 'issueMultiple', { instances: instances.slice(i, i + MAX_NFTS_ISSUABLE) }));
    return batches;
  };
  const property = (name: string, type: string) =>
    action('nft', 'addProperty', { symbol, name, type, isReadOnly: true });
  const market = (index: number) => options.marketAccounts[index] ?? options.marketAccounts[0]!;
  const late = new Set(world.lateCardPlayers);

  chain.send(issuer, [
    ...world.tokens.map(({ symbol: token, name, precision }) =>
      action('tokens', 'create', {
        name,
        symbol: token,
        precision,
        maxSupply: formatUnits(TOKEN_MAX_UNITS, precision),
      }),
    ),
    // The first three data properties are free; the fourth (BRILLANTE) costs its fee in BEE.
    action('nft', 'create', { name: NFT_NAME, symbol, authorizedIssuingAccounts: [issuer] }),
    property('ID', 'string'),
    property('POWER', 'number'),
    property('EDITION', 'number'),
    ...wallet(issuer, world.tokenAccountWallet),
    property('BRILLANTE', 'boolean'),
    ...world.players.flatMap((player) => wallet(player.nombre, player.wallet)),
    ...issueCards(
      world.players
        .filter((p) => !late.has(p.nombre))
        .flatMap((p) => p.cards.map((ide) => ({ to: p.nombre, ide }))),
    ),
    ...world.marketCards.flatMap((cards, a) => issueCards(cards.map((ide) => ({ to: market(a), ide })))),
  ]);
  chain.process();

  // A seller's n-th card is its n-th instance: market accounts hold only their own.
  const owned = statement(
    db,
    'SELECT _id FROM chain_nft_instances WHERE account = ? AND symbol = ? ORDER BY _id',
  ).pluck();
  const marketOffset = new Map<string, number>();
  world.marketCards.forEach((_cards, a) => {
    if (market(a) !== market(0) || a === 0) return;
    marketOffset.set(`market:${a}`, world.marketCards[0].length);
  });
  // Orders in the world's order: each run of one seller's orders is one of its transactions.
  const runs: { seller: string; orders: Action[] }[] = [];
  for (const listing of world.listings) {
    const seller = listing.seller.startsWith('market:')
      ? market(Number(listing.seller.slice(7)))
      : listing.seller;
    const nftId = (owned.all(seller, symbol) as number[])[
      listing.cardIndex + (marketOffset.get(listing.seller) ?? 0)
    ];
    if (nftId === undefined) throw new Error(`genesis: ${seller} has no card ${listing.cardIndex} to list`);
    const order = action('nftmarket', 'sell', {
      symbol,
      nfts: [String(nftId)],
      price: listing.price,
      priceSymbol: listing.priceSymbol,
      fee: listing.fee,
    });
    const last = runs.at(-1);
    if (last?.seller === seller) last.orders.push(order);
    else runs.push({ seller, orders: [order] });
  }
  for (const { seller, orders } of runs) chain.send(seller, orders);
  chain.send(
    issuer,
    issueCards(
      world.players
        .filter((p) => late.has(p.nombre))
        .flatMap((p) => p.cards.map((ide) => ({ to: p.nombre, ide }))),
    ),
  );
  chain.process();
  return platformKeys;
}
