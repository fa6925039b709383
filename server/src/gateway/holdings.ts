/**
 * A player's own cards as the node's `find` answers them (the NFT's instances table, the player's
 * and not on the market), kept per account as a real app keeps them: read once, then read again
 * when the block follower applies a block that moves one of that account's instances. A read
 * never waits for the chain when nothing of the account changed, and a route that caught the
 * index up (`ctx.chain.sync()`) sees the accounts it changed read again.
 */
import type { ChainReader } from './types';

export interface HeldInstance {
  _id: number;
  /** The card (the instance's ID property). */
  ide: number;
  brillante: boolean;
}

/** Accounts kept at most; the least recently read are dropped first. */
const MAX_ACCOUNTS = 5000;

function heldInstance(row: Record<string, unknown>): HeldInstance | undefined {
  const id = Number(row._id);
  const properties = (row.properties ?? {}) as Record<string, unknown>;
  const ide = Number(properties.ID);
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(ide)) return undefined;
  return { _id: id, ide, brillante: properties.BRILLANTE === true };
}

export class Holdings {
  private readonly held = new Map<string, HeldInstance[]>();
  /** Reads under way, by account: callers meanwhile share one. */
  private readonly loading = new Map<string, Promise<HeldInstance[]>>();
  private readonly loadingVersion = new Map<string, number>();
  /** Bumped per account when it changes: a read that began before does not store its answer. */
  private readonly versions = new Map<string, number>();

  constructor(
    private readonly reader: Pick<ChainReader, 'find'>,
    private readonly symbol: string,
  ) {}

  /** The account's instances, oldest first: kept, or read from the node. */
  of(account: string): Promise<HeldInstance[]> {
    const kept = this.held.get(account);
    if (kept) {
      this.held.delete(account);
      this.held.set(account, kept);
      return Promise.resolve(kept);
    }
    return this.load(account);
  }

  /** The account's instances when kept, without asking the node (undefined when not kept). */
  peek(account: string): HeldInstance[] | undefined {
    return this.held.get(account);
  }

  /**
   * The follower moved these accounts' instances: the kept ones are read again now (until the
   * new answer arrives, `peek` gives the last one, as the index a block behind would).
   */
  changed(accounts: Iterable<string>): void {
    for (const account of accounts) {
      if (!this.held.has(account) && !this.loading.has(account)) continue;
      this.versions.set(account, (this.versions.get(account) ?? 0) + 1);
      this.load(account).catch(() => undefined);
    }
  }

  /** Waits for the reads under way (those `changed` began), failing as the first failed one. */
  async settled(): Promise<void> {
    await Promise.all(this.loading.values());
  }

  /** The chain was reset: nothing kept is true any more. */
  clear(): void {
    for (const account of [...this.held.keys(), ...this.loading.keys()])
      this.versions.set(account, (this.versions.get(account) ?? 0) + 1);
    this.held.clear();
  }

  private load(account: string): Promise<HeldInstance[]> {
    const version = this.versions.get(account) ?? 0;
    const existing = this.loading.get(account);
    if (existing && this.loadingVersion.get(account) === version) return existing;
    const read = this.reader
      .find('nft', `${this.symbol}instances`, { account, ownedBy: 'u' })
      .then((rows) => {
        const instances = rows
          .map(heldInstance)
          .filter((i): i is HeldInstance => i !== undefined)
          .sort((a, b) => a._id - b._id);
        if ((this.versions.get(account) ?? 0) === version) {
          this.held.delete(account);
          this.held.set(account, instances);
          if (this.held.size > MAX_ACCOUNTS) {
            const oldest = this.held.keys().next().value!;
            this.held.delete(oldest);
            if (!this.loading.has(oldest)) this.versions.delete(oldest);
          }
        }
        return instances;
      })
      .catch((error: unknown) => {
        // What was kept may be out of date: the next `of` reads the node again.
        if ((this.versions.get(account) ?? 0) === version) this.held.delete(account);
        throw error;
      })
      .finally(() => {
        if (this.loading.get(account) === read) {
          this.loading.delete(account);
          this.loadingVersion.delete(account);
        }
      });
    this.loading.set(account, read);
    this.loadingVersion.set(account, version);
    return read;
  }
}
