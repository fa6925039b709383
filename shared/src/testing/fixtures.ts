/** Test fixtures: the embedded runtime config, player records, cards and the arena status. */
import type { CardDefinition, Informacion, Rareza } from '@hueso/contract/common';
import type { ArenaStatus } from '@hueso/contract/arena';
import defaults from '../../config/config.default.json';
import { parseConfig, type RuntimeConfig } from '../config/config';

export const testConfig: RuntimeConfig = parseConfig(defaults);
export const API = testConfig.apiBase;
/** The chain node's JSON-RPC endpoints of the test config. */
export const CHAIN = {
  contracts: testConfig.chain.contractsRpc,
  blockchain: testConfig.chain.blockchainRpc,
  /** The custom_json id of a sidechain action. */
  sidechainId: `ssc-${testConfig.chain.chainId}`,
};

export function makeInformacion(overrides: Partial<Informacion> = {}): Informacion {
  return {
    nombre: 'demo',
    nivel: 3,
    ph: 120,
    pe: 40,
    dinero: 25000,
    dineroReal: 12000,
    fusion: 150,
    porcentaje: 0.75,
    nftUnicos: 30,
    cantidadMision: 12,
    packInicial: true,
    poder: 50,
    poderEnergia: 10,
    energia: { actual: 60, maximo: 100 },
    costos: { primera: 10, segunda: 25 },
    costoPool: 20,
    pool: false,
    rewardPool: 0,
    mision: { start: false, Tiempo: 0 },
    misionEspecial: { start: false, Tiempo: 0 },
    inventario: [],
    hora: Date.now(),
    ...overrides,
  };
}

/** The items the seeded demo player owns: three General Packs, a Hueso Fusion, two stake tickets. */
export function demoInventory(): Informacion['inventario'] {
  return [
    { nombre: 'General Pack', cantidad: 3, image: `${API}/items/art/General%20Pack.svg` },
    { nombre: 'Hueso Fusion', cantidad: 1, image: `${API}/items/art/Hueso%20Fusion.svg` },
    { nombre: 'ticket stake', cantidad: 2, image: `${API}/items/art/ticket%20stake.svg` },
  ];
}

/**
 * The player of the remotes' tests: the demo player's record and items as chain account
 * `player1`, the account the chain fakes and the arena status answer for.
 */
export function makePlayer(overrides: Partial<Informacion> = {}): Informacion {
  return makeInformacion({ nombre: 'player1', inventario: demoInventory(), ...overrides });
}

/** A card definition as GET /api/getCards answers it; `nft` are the player's instance ids. */
export function makeCard(
  ide: number,
  id: string,
  rareza: Rareza,
  nft: string[] = [],
  familia = 'Beagle',
): CardDefinition {
  return { ide, id, rareza, familia, url: `${API}/cards/art/${ide}.svg`, cantidad: nft.length, nft };
}

const NO_CARDS = { C: 0, R: 0, Z: 0, E: 0, A: 0, L: 0 };

/** GET /api/arena/status as the reference server answers it for `player1` mid-season. */
export function makeArenaStatus(overrides: Partial<ArenaStatus> = {}): ArenaStatus {
  return {
    energyCost: 5,
    entryFee: 50,
    energia: 60,
    hueso: 25000,
    pool: 1375,
    season: 3,
    queueSize: 2,
    burnedWeek: 475,
    burnedTotal: 18875,
    unlockProgress: { current: 64, goal: 100, unlocked: false },
    perfil: {
      nombre: 'player1',
      avatar: { id: 'av1', img: 'av1', name: 'Avatar-1' },
      pp: 2500,
      mmr: 1040,
      wins: 12,
      losses: 7,
      streak: 2,
      tickets: 9,
      userId: 1,
      battlesThisWeek: 3,
      activityTicketsThisWeek: 1,
    },
    userCounts: { general: { ...NO_CARDS, C: 4 }, especial: { ...NO_CARDS, L: 1 } },
    poolPercent: 50,
    ...overrides,
  };
}
