/** Test fixtures shared by the packages' unit tests (not part of the runtime entry). */
import type { Informacion } from '@hueso/contract';
import type { RuntimeConfig } from '../src/config/config';
import defaults from '../config/config.default.json';
import { parseConfig } from '../src/config/config';
import { createAppStore } from '../src/store/store';

export const testConfig: RuntimeConfig = parseConfig(defaults);
export const API = testConfig.apiBase;

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

/** A store logged in as `info` (or logged out for null), as the host holds it after login. */
export function loggedInStore(info: Informacion | null) {
  return createAppStore(
    info
      ? {
          session: {
            usuario: { logged: true, nombre: info.nombre },
            informacion: info,
            especiales: [],
            generalNft: [],
            clockOffset: 0,
          },
        }
      : undefined,
  );
}
