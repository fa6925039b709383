/** The chain gateway of one server: the reader and signer of the settings' nodes, and the follower. */
import type { AppConfig, AppOptions } from '../config';
import type { ChainContext } from '../context';
import type { Db } from '../sqlite';
import { BlockFollower } from './follower';
import { Holdings } from './holdings';
import { ChainUnavailable } from './types';
import { HttpChainReader } from './reader';
import { DhiveChainSigner, readPlatformKeys, validatePlatformKeys, type PlatformKeys } from './signer';

/** The platform keys from the options (tests) or the PLATFORM_KEYS file; the accounts that sign must be there. */
export function loadPlatformKeys(options: Pick<AppOptions, 'platformKeys'>, config: AppConfig): PlatformKeys {
  const required = [config.tokenAccount, config.depositAccount];
  return options.platformKeys
    ? validatePlatformKeys(options.platformKeys, required, 'platformKeys')
    : readPlatformKeys(config.platformKeysPath, required);
}

export interface Gateway {
  chain: ChainContext;
  follower: BlockFollower;
  /** Refuses a node of another chain than the settings' (HIVE_ENGINE_CHAIN_ID). */
  checkChainId(): Promise<void>;
}

export function openGateway(db: Db, config: AppConfig, keys: PlatformKeys): Gateway {
  const reader = new HttpChainReader(config);
  const signer = new DhiveChainSigner(config, keys);
  const holdings = new Holdings(reader, config.nftSymbol);
  const follower = new BlockFollower(db, reader, {
    changed: (accounts) => holdings.changed(accounts),
    reset: () => holdings.clear(),
  });
  return {
    chain: {
      reader,
      signer,
      holdings,
      async sync() {
        await follower.sync();
        await holdings.settled();
      },
    },
    follower,
    async checkChainId() {
      const { chainId } = await reader.status();
      if (chainId !== config.chainId)
        throw new Error(
          `The Hive Engine node at ${config.hiveEngineRpc} runs chain '${chainId}', but HIVE_ENGINE_CHAIN_ID is ` +
            `'${config.chainId}': point HIVE_ENGINE_RPC at a node of that chain, or set HIVE_ENGINE_CHAIN_ID=${chainId}`,
        );
    },
  };
}

/**
 * Catches the index up (and reads the account's own cards when not kept), or, when the node cannot
 * be reached, goes on with the index as last read:
 * for the reads a player needs to get in and play (login, the player record, the ranking), which
 * show the chain's cards but change nothing on it.
 */
export async function syncUnlessUnreachable(chain: ChainContext, account?: string): Promise<void> {
  try {
    await chain.sync();
    if (account !== undefined) await chain.holdings.of(account);
  } catch (error) {
    if (!(error instanceof ChainUnavailable)) throw error;
  }
}
