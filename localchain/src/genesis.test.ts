/**
 * Genesis is made of its owners' signed Hive transactions: every sidechain transaction from block 1
 * belongs to a Hive transaction the node accepted, whose signature recovers to the sender's Active
 * key as get_accounts shows it, and whose operations carry exactly those actions in order.
 */
import { cryptoUtils, Signature, type SignedTransaction } from '@hiveio/dhive';
import { demoWorld } from '@hueso/contract/demo';
import { testNode, type TestNode } from './test/helpers';

let s: TestNode;
beforeAll(async () => {
  s = await testNode();
});
afterAll(() => s.close());

interface BlockTx {
  transactionId: string;
  sender: string;
  contract: string;
  action: string;
  payload: string;
  logs: string;
}

async function genesisTransactions(): Promise<BlockTx[]> {
  const latest = (await s.rpc('blockchain', 'getLatestBlockInfo', {})).result.blockNumber as number;
  const txs: BlockTx[] = [];
  for (let from = 1; from <= latest; from += 100) {
    const blocks = (await s.rpc('blockchain', 'getBlockRangeInfo', { startBlockNumber: from, count: 100 }))
      .result as { transactions: BlockTx[] }[];
    txs.push(...blocks.flatMap((b) => b.transactions));
  }
  return txs;
}

describe('genesis', () => {
  it('is the owners’ signed transactions, each through the broadcast checks', async () => {
    const txs = await genesisTransactions();
    expect(txs.length).toBeGreaterThan(100);
    // Every transaction is a Hive transaction's action (`<hive id>-<index>` when it carried
    // several, its bare id when one) and succeeded.
    const byHiveTx = new Map<string, BlockTx[]>();
    for (const tx of txs) {
      expect(tx.transactionId).toMatch(/^[0-9a-f]{40}(-\d+)?$/);
      expect(JSON.parse(tx.logs).errors).toBeUndefined();
      const hiveId = tx.transactionId.split('-')[0]!;
      byHiveTx.set(hiveId, [...(byHiveTx.get(hiveId) ?? []), tx]);
    }
    // Fewer Hive transactions than actions: each owner's actions travel together.
    expect(byHiveTx.size).toBeLessThan(txs.length / 5);

    const senders = [...new Set(txs.map((t) => t.sender))];
    const accounts = (await s.hive('get_accounts', [senders])).result as {
      name: string;
      active: { key_auths: [string, number][] };
    }[];
    const activeKey = new Map(accounts.map((a) => [a.name, a.active.key_auths[0]![0]]));
    for (const [hiveId, actions] of byHiveTx) {
      const signed = (await s.hive('get_transaction', [hiveId])).result as SignedTransaction & {
        transaction_id: string;
      };
      expect(signed.transaction_id).toBe(hiveId);
      expect(cryptoUtils.generateTrxId(signed)).toBe(hiveId);
      const sender = actions[0]!.sender;
      const digest = cryptoUtils.transactionDigest(signed);
      expect(signed.signatures.map((sig) => Signature.fromString(sig).recover(digest).toString())).toEqual([
        activeKey.get(sender),
      ]);
      // Its custom_json operations: the sender's Active authority, the sidechain's id, these actions.
      const carried = signed.operations.flatMap((operation) => {
        const [name, op] = operation as unknown as [string, Record<string, unknown>];
        expect(name).toBe('custom_json');
        expect(op).toMatchObject({
          required_auths: [sender],
          required_posting_auths: [],
          id: 'ssc-hueso-local',
        });
        return JSON.parse(op.json as string) as { contractName: string; contractAction: string }[];
      });
      expect(carried.map((a) => `${sender} ${a.contractName}.${a.contractAction}`)).toEqual(
        actions.map((a) => `${a.sender} ${a.contract}.${a.action}`),
      );
      // getTransactionInfo answers the Hive id with its actions in order.
      const info = (await s.rpc('blockchain', 'getTransactionInfo', { txid: hiveId })).result as
        BlockTx | BlockTx[];
      expect([info].flat().map((t) => t.transactionId)).toEqual(actions.map((a) => a.transactionId));
    }

    // What exists was created by those transactions: the tokens, the NFT, each seller's orders.
    const created = txs.filter((t) => t.action === 'create').map((t) => JSON.parse(t.payload).symbol);
    expect(created.sort()).toEqual([...demoWorld().tokens.map((t) => t.symbol), 'NFTHUESO'].sort());
    const tokens = (await s.rpc('contracts', 'find', { contract: 'tokens', table: 'tokens', query: {} }))
      .result;
    expect(tokens.map((t: { symbol: string }) => t.symbol).sort()).toEqual(
      demoWorld()
        .tokens.map((t) => t.symbol)
        .sort(),
    );
    const orders = (
      await s.rpc('contracts', 'find', {
        contract: 'nftmarket',
        table: 'NFTHUESOsellBook',
        query: {},
        limit: 1000,
      })
    ).result as { account: string }[];
    const sells = txs.filter((t) => t.action === 'sell');
    expect(orders.length).toBe(sells.length);
    expect(new Set(orders.map((o) => o.account))).toEqual(new Set(sells.map((t) => t.sender)));
    expect(sells.every((t) => t.sender !== 'hueso.tokens')).toBe(true);
  });

  it('a transaction not in a block is unknown to get_transaction', async () => {
    const answer = await s.hive('get_transaction', ['0'.repeat(40)]);
    expect(answer.error.message).toBe(`Unknown Transaction ${'0'.repeat(40)}`);
  });
});
