/**
 * Every text catalogue of the game and the server's refusals, in one module, so the browser tests
 * assert what a player reads in the language the test runs in (tests/texts.ts loads this file).
 */
import {
  formattersFor,
  isLoaded,
  messagesIn,
  provideTexts,
  type Catalogue,
  type Language,
} from '@hueso/shared';
import { MONEY_MESSAGES, notEnoughOf, type MoneyPlace } from '../../shared/src/ui/money';
import { KIT_MESSAGES } from '../../shared/src/ui/messages';
import { AREA_MESSAGES } from '../../shared/src/mfe/messages';
import { WALLET_MESSAGES } from '../../shared/src/wallet/messages';
import { DEV_WALLET_MESSAGES } from '../../shared/src/wallet/dev/messages';
import { ITEM_NAMES } from '../../shared/src/ui/itemNames';
import { APP_MESSAGES } from '../../host/src/app/messages';
import { PROFILE_MESSAGES, TOPBAR_MESSAGES } from '../../host/src/features/topbar/messages';
import { CONNECT_MESSAGES } from '../../host/src/features/connect/messages';
import { EMBED_MESSAGES } from '../../host/src/embed/messages';
import { LOGIN_MESSAGES } from '../../host/src/features/login/messages';
import { HOME_MESSAGES } from '../../mfe-missions/src/app/messages';
import { METRICS_MESSAGES } from '../../mfe-missions/src/features/metrics/messages';
import { METRICS_DIALOG_MESSAGES } from '../../mfe-missions/src/features/metrics/dialog/messages';
import { ARENA_CARD_MESSAGES } from '../../mfe-missions/src/features/arena/messages';
import { ANNOUNCEMENT_MESSAGES } from '../../mfe-missions/src/features/announcement/messages';
import { ECOSYSTEM_MESSAGES } from '../../mfe-missions/src/features/ecosystem/messages';
import { ECOSYSTEM_DIALOG_MESSAGES } from '../../mfe-missions/src/features/ecosystem/dialog/messages';
import { POOL_MESSAGES } from '../../mfe-missions/src/features/pool/messages';
import { POOL_DIALOG_MESSAGES } from '../../mfe-missions/src/features/pool/dialog/messages';
import { MISSION_MESSAGES } from '../../mfe-missions/src/features/missions/messages';
import { LINKS_MESSAGES } from '../../mfe-missions/src/features/links/messages';
import { GUIDE_MESSAGES } from '../../mfe-missions/src/features/guide/messages';
import { ARENA_MESSAGES } from '../../mfe-arena/src/features/arena/messages';
import { ALBUM_MESSAGES } from '../../mfe-album/src/messages';
import { COLLECTION_MESSAGES } from '../../mfe-album/src/features/collection/messages';
import { RANKING_MESSAGES } from '../../mfe-album/src/features/ranking/messages';
import { MARKETPLACE_MESSAGES } from '../../mfe-album/src/features/marketplace/messages';
import { BURN_MESSAGES } from '../../mfe-album/src/features/burn/messages';
import { CRAFTING_MESSAGES } from '../../mfe-album/src/features/crafting/messages';
import { INVENTORY_MESSAGES } from '../../mfe-market/src/features/inventory/messages';
import { MARKET_MESSAGES } from '../../mfe-market/src/features/market/messages';
import { LANDING_MESSAGES } from '../../mfe-stake/src/features/landing/messages';
import { PLAY_MESSAGES } from '../../mfe-stake/src/features/play/messages';
import { PASSIVE_MESSAGES } from '../../mfe-stake/src/features/passive/messages';
import { CARD_PAGE_MESSAGES } from '../../mfe-album/src/features/cardPage/messages';
import { RARITY_MESSAGES } from '../../shared/src/ui/Rarity';
import { cardByIde } from '../../contract/src/catalogue';
import { localizeError } from '../../server/src/i18n';
import registry from '../../shared/remotes.json';

/** Each English name of an area or a navigation link (shared/remotes.json) with its Spanish one. */
const NAV_NAMES = new Map<string, string>(
  registry.remotes.flatMap((remote) => [
    [remote.label, remote.labelEs] as const,
    ...remote.nav.map((link) => [link.label, link.labelEs] as const),
  ]),
);

const CATALOGUES = {
  money: MONEY_MESSAGES,
  kit: KIT_MESSAGES,
  area: AREA_MESSAGES,
  wallet: WALLET_MESSAGES,
  devWallet: DEV_WALLET_MESSAGES,
  app: APP_MESSAGES,
  topbar: TOPBAR_MESSAGES,
  profile: PROFILE_MESSAGES,
  connect: CONNECT_MESSAGES,
  embed: EMBED_MESSAGES,
  login: LOGIN_MESSAGES,
  home: HOME_MESSAGES,
  metrics: METRICS_MESSAGES,
  metricsDialog: METRICS_DIALOG_MESSAGES,
  arenaCard: ARENA_CARD_MESSAGES,
  announcement: ANNOUNCEMENT_MESSAGES,
  ecosystem: ECOSYSTEM_MESSAGES,
  ecosystemDialog: ECOSYSTEM_DIALOG_MESSAGES,
  pool: POOL_MESSAGES,
  poolDialog: POOL_DIALOG_MESSAGES,
  missions: MISSION_MESSAGES,
  links: LINKS_MESSAGES,
  guide: GUIDE_MESSAGES,
  arena: ARENA_MESSAGES,
  album: ALBUM_MESSAGES,
  collection: COLLECTION_MESSAGES,
  cardPage: CARD_PAGE_MESSAGES,
  rarity: RARITY_MESSAGES,
  ranking: RANKING_MESSAGES,
  marketplace: MARKETPLACE_MESSAGES,
  burn: BURN_MESSAGES,
  crafting: CRAFTING_MESSAGES,
  inventory: INVENTORY_MESSAGES,
  market: MARKET_MESSAGES,
  landing: LANDING_MESSAGES,
  play: PLAY_MESSAGES,
  passive: PASSIVE_MESSAGES,
} as const;

type Texts = {
  readonly [K in keyof typeof CATALOGUES]: (typeof CATALOGUES)[K] extends Catalogue<infer T> ? T : never;
};

/**
 * The modules that keep a catalogue's Español beside it (`<module>-es.ts`), by the English
 * module's path; shared's first, since some are built from its texts. Node cannot `import()`
 * the apps' TypeScript here, so they are required and handed to their catalogues.
 */
const SPANISH_BESIDE = [
  '../../shared/src/ui/money',
  '../../shared/src/ui/messages',
  '../../shared/src/ui/itemNames',
  '../../shared/src/ui/Rarity',
  '../../shared/src/mfe/messages',
  '../../shared/src/wallet/messages',
  '../../shared/src/wallet/dev/messages',
  '../../host/src/app/messages',
  '../../host/src/features/topbar/messages',
  '../../host/src/features/connect/messages',
  '../../host/src/features/login/messages',
  ...['app', 'features/metrics', 'features/arena', 'features/announcement', 'features/ecosystem']
    .concat(['features/pool', 'features/missions', 'features/links', 'features/guide'])
    .concat(['features/metrics/dialog', 'features/ecosystem/dialog', 'features/pool/dialog'])
    .map((dir) => `../../mfe-missions/src/${dir}/messages`),
  ...['', 'features/collection/', 'features/ranking/', 'features/marketplace/', 'features/burn/']
    .concat(['features/crafting/', 'features/cardPage/'])
    .map((dir) => `../../mfe-album/src/${dir}messages`),
  ...['inventory', 'market'].map((dir) => `../../mfe-market/src/features/${dir}/messages`),
  ...['landing', 'play', 'passive'].map((dir) => `../../mfe-stake/src/features/${dir}/messages`),
];

let spanishProvided = false;
function provideSpanish() {
  if (spanishProvided) return;
  spanishProvided = true;
  for (const path of SPANISH_BESIDE) {
    /* eslint-disable @typescript-eslint/no-require-imports -- by path, as listed above */
    const english = require(path) as Record<string, unknown>;
    const spanish = require(`${path}-es`) as Record<string, object>;
    /* eslint-enable @typescript-eslint/no-require-imports */
    for (const [name, texts] of Object.entries(spanish)) {
      // A module of one catalogue exports its texts as default; of several, by the catalogue's name.
      const catalogue =
        name === 'default'
          ? Object.values(english).find((v) => isCatalogueOf(v) && !isLoaded(v, 'es'))
          : english[name];
      if (!isCatalogueOf(catalogue)) throw new Error(`${path}-es: ${name} is no catalogue's Español`);
      provideTexts(catalogue, 'es', texts);
    }
  }
}
const isCatalogueOf = (value: unknown): value is Catalogue<object> =>
  typeof value === 'object' && value !== null && 'en' in value && 'es' in value;

/** One language's texts: every catalogue, its number formats and the server's refusals. */
export function textsIn(lang: Language) {
  if (lang === 'es') provideSpanish();
  const texts = Object.fromEntries(
    Object.entries(CATALOGUES).map(([name, catalogue]) => [
      name,
      messagesIn(catalogue as Catalogue<object>, lang),
    ]),
  ) as Texts;
  return {
    ...texts,
    lang,
    format: formattersFor(lang),
    /** An area's or a navigation link's name (shared/remotes.json), given its English one. */
    nav: (english: string) => {
      const spanish = NAV_NAMES.get(english);
      if (spanish === undefined) throw new Error(`No area or link is named ${english}`);
      return lang === 'es' ? spanish : english;
    },
    /** The game's "not enough" refusal for one HUESO figure (`notEnoughOf`, shared/src/ui/money.ts). */
    notEnough: (place: MoneyPlace, need: string, have: string) => notEnoughOf(texts.money, place, need, have),
    /** An item's name (shared/src/ui/itemNames.ts) in the test's language, given its key ('General Pack'). */
    item: (key: string) => messagesIn(ITEM_NAMES, lang)[key] ?? key,
    /** A card's name (contract/src/catalogue.ts) in the test's language. */
    cardName: (ide: number) => cardByIde(ide)!.nombre[lang],
    /** A refusal the reference server sends in English, as a player of `lang` reads it. */
    server: (english: string) => localizeError(english, lang),
  };
}

export type GameTexts = ReturnType<typeof textsIn>;
