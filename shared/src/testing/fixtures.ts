/** Test fixtures: the embedded runtime config and a player record to override per test. */
import type { Informacion } from '@hueso/contract';
import defaults from '../../config/config.default.json';
import { parseConfig, type RuntimeConfig } from '../config/config';

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
