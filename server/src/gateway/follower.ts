/**
 * The block follower: reads the node's blocks from the one after the last it applied
 * (getLatestBlockInfo, then getBlockRangeInfo) and applies their events to the index (chainIndex.ts).
 * It runs on a timer, and `sync()` catches up on demand for a route that must see the chain as of now.
 */
import type { Db } from '../sqlite';
import { applyBlocks, lastIndexedBlock } from './chainIndex';
import { BLOCK_RANGE_MAX, type ChainBlock } from './reader';
import { ChainUnavailable } from './types';

/** The block reads the follower needs (HttpChainReader has them). */
export interface BlockSource {
  latestBlock(): Promise<ChainBlock>;
  blockRange(startBlockNumber: number, count: number): Promise<ChainBlock[]>;
  block(blockNumber: number): Promise<ChainBlock | null>;
}

/** Who hears what the follower applied: the accounts whose instances moved, and a reset. */
export interface FollowerListener {
  changed(accounts: ReadonlySet<string>): void;
  reset(): void;
}

export class BlockFollower {
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** Bumped by reset(): a catch-up that began before it writes nothing. */
  private generation = 0;
  private stopped = false;
  /** Blocks asked for at once: halved when a node refuses an answer that large. */
  private rangeSize = BLOCK_RANGE_MAX;
  /**
   * The node refuses getBlockRangeInfo even for one block (Hive Engine's example configuration
   * disables it): blocks are read one at a time with getBlockInfo.
   */
  private singleBlocks = false;

  constructor(
    private readonly db: Db,
    private readonly source: BlockSource,
    private readonly listener?: FollowerListener,
  ) {}

  /**
   * Brings the index up to the node's last block. A call made while a catch-up runs waits for one
   * more after it (that one began before the caller's last transaction may have been processed);
   * every caller meanwhile shares it.
   */
  sync(): Promise<void> {
    if (!this.running) {
      const run = this.catchUp().finally(() => {
        if (this.running === run) this.running = undefined;
      });
      this.running = run;
      return run;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.sync();
      });
    return this.queued;
  }

  /** Follows the chain every `intervalMs`; `onError` hears of each failed round. */
  start(intervalMs: number, onError: (error: unknown) => void): void {
    this.stop();
    this.stopped = false;
    this.timer = setInterval(() => {
      if (!this.running) this.sync().catch(onError);
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a catch-up under way; nothing is written after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await Promise.allSettled([this.running, this.queued]);
  }

  /** The index was emptied: what a catch-up under way read is dropped, the next starts at block 0. */
  reset(): void {
    this.generation += 1;
    this.listener?.reset();
  }

  private async catchUp(): Promise<void> {
    const generation = this.generation;
    const current = () => generation === this.generation && !this.stopped;
    const latest = (await this.source.latestBlock()).blockNumber;
    if (!current()) return;
    let last = lastIndexedBlock(this.db);
    if (latest < last)
      throw new Error(
        `The chain node's last block is ${latest}, but the game's index has read up to block ${last}: ` +
          'the node was reset or replaced. Reset the game server too (POST /test/reset) or delete its database.',
      );
    while (current() && last < latest) {
      const count = Math.min(this.rangeSize, latest - last);
      let blocks: ChainBlock[] = [];
      if (!this.singleBlocks)
        try {
          blocks = await this.source.blockRange(last + 1, count);
        } catch (error) {
          if (error instanceof ChainUnavailable) throw error;
          // A node bounds the bytes of one answer: fewer blocks at a time, until one block.
          if (count > 1) {
            this.rangeSize = Math.max(1, Math.floor(count / 2));
            continue;
          }
          this.singleBlocks = true;
        }
      if (!current()) return;
      let fresh = blocks.filter((block) => block.blockNumber > last);
      // Some nodes leave the genesis block out of ranges, some refuse ranges: it is read on its own.
      if (fresh.length === 0) {
        const single = await this.source.block(last + 1);
        if (!current()) return;
        if (!single)
          throw new Error(
            `The chain node sent no block from ${last + 1} on, though its last block is ${latest}`,
          );
        fresh = [single];
      }
      const changed = applyBlocks(this.db, fresh);
      if (changed.size) this.listener?.changed(changed);
      last = lastIndexedBlock(this.db);
    }
  }
}
