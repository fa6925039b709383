/**
 * The platform's `nft.issueMultiple` of cards (at most 10 instances, Hive Engine's limit), signed
 * by the cards' issuer and paid in the fee token of the settings. EDITION is the card's next
 * number, allocated once (allocateEditions).
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { CardToIssue } from '../../gateway/outbox';
import type { PlatformOperation } from '../../gateway/types';
import { HttpError } from '../../http';
import { cardByIde } from './catalogue';

/** Hive Engine's MAX_NUM_NFTS_ISSUABLE: instances one `nft.issueMultiple` may hold. */
export const MAX_NFTS_ISSUABLE = 10;

export interface CardIssue extends CardToIssue {
  power: number;
}

/**
 * The next EDITION numbers of `ides` (one per entry, in order), allocated for good before the
 * operation is signed: `card_editions` keeps the last number given per card, so two openings
 * drawn at once (their signatures await the node in between) never share one. A card's first
 * allocation starts after the instances the index knows (another issuer's included). A reversed
 * issue leaves its numbers unused: an edition is never given twice, and may be skipped.
 */
function allocateEditions(db: Db, symbol: string, ides: readonly number[]): number[] {
  const known = db
    .prepare('SELECT COUNT(*) FROM idx_nft_instances WHERE symbol = ? AND card_ide = ?')
    .pluck();
  const last = db.prepare('SELECT last FROM card_editions WHERE symbol = ? AND card_ide = ?').pluck();
  const save = db.prepare(
    `INSERT INTO card_editions (symbol, card_ide, last) VALUES (?, ?, ?)
     ON CONFLICT (symbol, card_ide) DO UPDATE SET last = excluded.last`,
  );
  return db.transaction(() => {
    const next = new Map<number, number>();
    return ides.map((ide) => {
      const edition =
        (next.get(ide) ??
          Math.max((last.get(symbol, ide) as number | undefined) ?? 0, known.get(symbol, ide) as number)) + 1;
      next.set(ide, edition);
      save.run(symbol, ide, edition);
      return edition;
    });
  })();
}

/** The issuer's operation issuing `cards` to `to`, in order (a card per instance). */
export function cardIssueOperation(
  ctx: AppContext,
  to: string,
  cards: readonly CardIssue[],
): PlatformOperation {
  const { db, config } = ctx;
  if (cards.length > MAX_NFTS_ISSUABLE) throw new Error(`at most ${MAX_NFTS_ISSUABLE} cards per issue`);
  for (const { ide } of cards) if (!cardByIde(ide)) throw new HttpError(400, `Unknown card ${ide}`);
  const editions = allocateEditions(
    db,
    config.nftSymbol,
    cards.map((c) => c.ide),
  );
  const instances = cards.map(({ ide, power, brillante }, i) => {
    const edition = editions[i]!;
    return {
      symbol: config.nftSymbol,
      to,
      feeSymbol: config.nftIssueFeeSymbol,
      properties: {
        ID: String(ide),
        POWER: power,
        EDITION: edition,
        ...(brillante ? { BRILLANTE: true } : {}),
      },
    };
  });
  return {
    account: config.tokenAccount,
    contractName: 'nft',
    contractAction: 'issueMultiple',
    contractPayload: { instances },
  };
}
