/** Test helpers of the album's burn and crafting routes (imported by tests only). */
import { customJson, rpc, type TestServer } from '../../test/helpers';

/** Signs an `nft.burn` with the dev wallet, as the burn page does through Keychain; returns the tx id. */
export async function signBurn(
  s: TestServer,
  account: string,
  ids: string[],
  symbol = 'NFTHUESO',
): Promise<string> {
  const res = await customJson(s, account, {
    contractName: 'nft',
    contractAction: 'burn',
    contractPayload: { nfts: [{ symbol, ids }] },
  });
  if (res.body?.success !== true) throw new Error(`burn signing failed: ${res.text}`);
  return res.body.result.id as string;
}

/** The account's instances of one card (or of every card), oldest first, as chain rows. */
export async function instancesOf(
  s: TestServer,
  account: string,
  ide?: number,
): Promise<{ _id: number; properties: { ID: string } }[]> {
  return rpc(s, 'contracts', 'find', {
    contract: 'nft',
    table: 'NFTHUESOinstances',
    query: { account, ...(ide === undefined ? {} : { 'properties.ID': String(ide) }) },
    limit: 1000,
    offset: 0,
  });
}
