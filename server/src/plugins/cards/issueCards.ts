/**
 * The platform's `nft.issueMultiple` of cards (at most 10 instances, Hive Engine's limit), signed
 * by the cards' issuer and paid in the fee token of the settings. EDITION is the card's next
 * number: its instances in the index, plus those of issues still on their way.
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

/** Instances of each card the index knows, plus those reserved in outbox operations not final. */
function editionsSoFar(db: Db, symbol: string, ides: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  const count = db
    .prepare('SELECT COUNT(*) FROM idx_nft_instances WHERE symbol = ? AND card_ide = ?')
    .pluck();
  for (const ide of new Set(ides)) counts.set(ide, count.get(symbol, ide) as number);
  const open = db
    .prepare("SELECT operation FROM outbox WHERE kind = 'issue_cards' AND status IN ('signed', 'broadcast')")
    .pluck()
    .all() as string[];
  for (const text of open) {
    const { contractPayload } = JSON.parse(text) as PlatformOperation;
    for (const instance of (contractPayload.instances ?? []) as {
      symbol: string;
      properties: { ID: string };
    }[]) {
      const ide = Number(instance.properties.ID);
      if (instance.symbol === symbol && counts.has(ide)) counts.set(ide, counts.get(ide)! + 1);
    }
  }
  return counts;
}

/** The issuer's operation issuing `cards` to `to`, in order (a card per instance). */
export function cardIssueOperation(
  ctx: AppContext,
  to: string,
  cards: readonly CardIssue[],
): PlatformOperation {
  const { db, config } = ctx;
  if (cards.length > MAX_NFTS_ISSUABLE) throw new Error(`at most ${MAX_NFTS_ISSUABLE} cards per issue`);
  const editions = editionsSoFar(
    db,
    config.nftSymbol,
    cards.map((c) => c.ide),
  );
  const instances = cards.map(({ ide, power, brillante }) => {
    if (!cardByIde(ide)) throw new HttpError(400, `Unknown card ${ide}`);
    const edition = editions.get(ide)! + 1;
    editions.set(ide, edition);
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

/** Copies of a card the account owns, read from the node. */
export async function ownedCopies(ctx: AppContext, account: string, ide: number): Promise<number> {
  const rows = await ctx.chain.reader.find('nft', `${ctx.config.nftSymbol}instances`, {
    account,
    'properties.ID': String(ide),
  });
  return rows.length;
}
