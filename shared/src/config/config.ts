import { z } from 'zod/mini';

/** The deploy-time configuration served next to the host as `config.json`. */
export const runtimeConfigSchema = z.object({
  /** The host's URL: the game's own origin (embedded areas sign in through it). */
  host: z.optional(z.url()),
  apiBase: z.url(),
  chain: z.object({
    contractsRpc: z.url(),
    blockchainRpc: z.url(),
    /** The sidechain's id: a sidechain action is a custom_json with id `ssc-<chainId>`. */
    chainId: z._default(z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)), 'mainnet-hive'),
    /** The dev wallet's base URL (with `devWallet` on); by default `/dev` at the contracts node's origin. */
    devWallet: z.optional(z.url()),
  }),
  nftSymbol: z._default(z.string().check(z.regex(/^[A-Z][A-Z0-9.]{0,15}$/)), 'NFTHUESO'),
  accounts: z.object({
    platform: z.string().check(z.minLength(3)),
    deposit: z.string().check(z.minLength(3)),
    token: z.string().check(z.minLength(3)),
    market: z._default(z.array(z.string().check(z.minLength(3))).check(z.maxLength(2)), []),
  }),
  specialMissionWhitelist: z.array(z.string().check(z.minLength(3))).check(z.maxLength(2)),
  devWallet: z._default(z.boolean(), false),
  links: z.object({
    whitepaper: z.url(),
    chat: z.url(),
    partnerGame: z.url(),
    /** The album's external secondary market for the NFT symbol. */
    secondaryMarket: z._default(z.url(), 'http://localhost:8080/secondary-market.html'),
    /** Where the stake landing's barrel leads (token staking outside the game). */
    stakeSite: z.optional(z.url()),
    /** The Spanish version of any of these pages; a page without one opens the same URL in Español. */
    es: z.optional(
      z.object({
        whitepaper: z.optional(z.url()),
        chat: z.optional(z.url()),
        partnerGame: z.optional(z.url()),
        secondaryMarket: z.optional(z.url()),
        stakeSite: z.optional(z.url()),
      }),
    ),
  }),
  remotes: z.record(z.string().check(z.regex(/^[a-z_]+$/)), z.url()),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Where the dev wallet signs: `chain.devWallet`, else `/dev` on the chain node's origin. */
export function devWalletBase(config: RuntimeConfig): string {
  return config.chain.devWallet ?? `${new URL(config.chain.contractsRpc).origin}/dev`;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

let current: RuntimeConfig | null = null;

/** Validates a raw config object; throws a ConfigError listing every invalid field. */
export function parseConfig(raw: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(raw);
  if (!result.success) {
    const fields = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid config.json\n${fields.join('\n')}`);
  }
  return result.data;
}

/** Fetches, validates and installs the runtime configuration. */
export async function loadConfig(url = '/config.json'): Promise<RuntimeConfig> {
  let raw: unknown;
  try {
    const res = await fetch(url, { cache: 'no-store' });
    if (!res.ok) throw new ConfigError(`config.json could not be loaded (HTTP ${res.status})`);
    raw = await res.json();
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    throw new ConfigError(`config.json could not be loaded: ${(err as Error).message}`);
  }
  return setConfig(parseConfig(raw));
}

export function setConfig(config: RuntimeConfig): RuntimeConfig {
  current = config;
  return config;
}

/** The installed configuration; throws if none was loaded yet. */
export function getConfig(): RuntimeConfig {
  if (!current) throw new ConfigError('config.json has not been loaded');
  return current;
}
