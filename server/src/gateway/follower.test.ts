/**
 * The follower's own rules, against a chain of blocks held in memory: how it pages, what it does
 * with a node that bounds its answers, a node behind the index, and a reset during a catch-up.
 */
import { openDatabase } from '../db';
import { lastIndexedBlock, ownedInstances } from './chainIndex';
import { BlockFollower, type BlockSource } from './follower';
import type { ChainBlock } from './reader';
import { ChainUnavailable } from './types';

const T = Date.UTC(2026, 0, 15);

/** Block n issues card instance n to `alice` (block 0 is empty, as a genesis block). */
function block(n: number): ChainBlock {
  const issue = {
    contract: 'nft',
    event: 'issue',
    data: { to: 'alice', toType: 'user', symbol: 'NFTHUESO', properties: { ID: '3', POWER: 7 }, id: n },
  };
  return {
    blockNumber: n,
    timestamp: T + n * 1000,
    transactions:
      n === 0
        ? []
        : [
            {
              transactionId: `tx${n}`,
              blockNumber: n,
              sender: 'hueso.tokens',
              contract: 'nft',
              action: 'issue',
              payload: {},
              logs: { events: [issue] },
              timestamp: T + n * 1000,
            },
          ],
  };
}

/** A node with blocks 0..last; `maxRange` blocks at most per answer (more is a refusal). */
function chain(last: number, options: { maxRange?: number; rangeLeavesOutGenesis?: boolean } = {}) {
  const calls: [number, number][] = [];
  const source: BlockSource & { last: number } = {
    last,
    async latestBlock() {
      return block(source.last);
    },
    async blockRange(start, count) {
      calls.push([start, count]);
      if (options.maxRange !== undefined && count > options.maxRange)
        throw new Error('the answer is too large: lower its count');
      const from = options.rangeLeavesOutGenesis ? Math.max(start, 1) : start;
      const blocks: ChainBlock[] = [];
      for (let n = from; n < start + count && n <= source.last; n++) blocks.push(block(n));
      return blocks;
    },
    async block(n) {
      return n <= source.last ? block(n) : null;
    },
  };
  return { source, calls };
}

describe('the block follower', () => {
  it('reads every block from 0 in ranges of at most 1000, and applies them', async () => {
    const db = openDatabase(':memory:');
    const { source, calls } = chain(2500);
    await new BlockFollower(db, source).sync();
    expect(calls).toEqual([
      [0, 1000],
      [1000, 1000],
      [2000, 501],
    ]);
    expect(lastIndexedBlock(db)).toBe(2500);
    expect(ownedInstances(db, 'NFTHUESO', 'alice')).toHaveLength(2500);
    expect(ownedInstances(db, 'NFTHUESO', 'alice')[0]).toEqual({ _id: 1, card_ide: 3, brillante: false });
  });

  it('asks for fewer blocks at a time when the node refuses an answer that large', async () => {
    const db = openDatabase(':memory:');
    const { source, calls } = chain(300, { maxRange: 100 });
    await new BlockFollower(db, source).sync();
    expect(lastIndexedBlock(db)).toBe(300);
    expect(calls.slice(0, 4)).toEqual([
      [0, 301],
      [0, 150],
      [0, 75],
      [75, 75],
    ]);
  });

  it('reads the genesis block on its own when a range leaves it out', async () => {
    const db = openDatabase(':memory:');
    const { source } = chain(0, { rangeLeavesOutGenesis: true });
    await new BlockFollower(db, source).sync();
    expect(lastIndexedBlock(db)).toBe(0);
  });

  it('reports a node behind the index instead of following it', async () => {
    const db = openDatabase(':memory:');
    const { source } = chain(20);
    const follower = new BlockFollower(db, source);
    await follower.sync();
    source.last = 5;
    await expect(follower.sync()).rejects.toThrow(
      "The chain node's last block is 5, but the game's index has read up to block 20",
    );
  });

  it('writes nothing of a catch-up that a reset overtook, and starts again from block 0', async () => {
    const db = openDatabase(':memory:');
    const { source } = chain(10);
    const follower = new BlockFollower(db, source);
    const first = follower.sync();
    follower.reset();
    db.exec('DELETE FROM idx_state; DELETE FROM idx_nft_instances');
    await first;
    expect(lastIndexedBlock(db)).toBe(-1);
    await follower.sync();
    expect(lastIndexedBlock(db)).toBe(10);
  });

  it('lets an unreachable node fail the catch-up as it is', async () => {
    const db = openDatabase(':memory:');
    const { source } = chain(10);
    source.blockRange = async () => {
      throw new ChainUnavailable('The chain node at http://127.0.0.1:9/blockchain cannot be reached');
    };
    await expect(new BlockFollower(db, source).sync()).rejects.toThrow(ChainUnavailable);
    expect(lastIndexedBlock(db)).toBe(-1);
  });
});
