/** Typed calls of SPEC.md section 7; every response is parsed by its contract schema. */
import { z } from 'zod/mini';
import {
  cardsResponseSchema,
  depositResponseSchema,
  finalizarResponseSchema,
  informacionResponseSchema,
  leaderboardResponseSchema,
  loginResponseSchema,
  metricsResponseSchema,
  okResponseSchema,
  openResponseSchema,
  poolResponseSchema,
  usuarioResponseSchema,
  type MissionCode,
} from '@hueso/contract';
import { request } from './client';

const joinPoolResponseSchema = z.object({ ok: z.boolean(), usuario: usuarioResponseSchema.shape.usuario });

export const api = {
  loginPass: (user: string, password: string) =>
    request(loginResponseSchema, { method: 'POST', url: '/api/loginPass', data: { user, password } }),
  walletLogin: (nombre: string, key: string, message: string, parametros?: string) =>
    request(loginResponseSchema, {
      method: 'POST',
      url: '/api/login',
      data: { nombre, key, message, parametros: parametros ?? null },
    }),
  getCards: () => request(cardsResponseSchema, { method: 'GET', url: '/api/getCards' }),
  getInformacion: () => request(informacionResponseSchema, { method: 'GET', url: '/api/getInformacion' }),
  changePass: (password: string) =>
    request(okResponseSchema, { method: 'POST', url: '/api/changePass', data: { password } }),
  startMission: (mision: MissionCode) =>
    request(usuarioResponseSchema, { method: 'POST', url: '/api/mision', data: { mision } }),
  finishMission: (tipo: 'normal' | 'especial') =>
    request(finalizarResponseSchema, { method: 'POST', url: '/api/finalizar', data: { tipo } }),
  getPool: () => request(poolResponseSchema, { method: 'GET', url: '/api/mirarPool' }),
  joinPool: () => request(joinPoolResponseSchema, { method: 'GET', url: '/api/ingresoStakePool' }),
  withdrawInGame: () => request(usuarioResponseSchema, { method: 'GET', url: '/api/retiroInterno' }),
  withdrawAll: () => request(usuarioResponseSchema, { method: 'GET', url: '/api/retiro' }),
  deposit: (id: string) =>
    request(depositResponseSchema, { method: 'POST', url: '/api/deposit', data: { id } }),
  /** Opens packs (or LVL items); `abrirTicket` for items whose name contains 'ticket' (see `openKind`). */
  openItem: (kind: 'pack' | 'ticket', pack: string, user: string, cantidad: number) =>
    request(openResponseSchema, {
      method: 'POST',
      url: kind === 'ticket' ? '/api/abrirTicket' : '/api/abrirPack',
      data: { pack, user, cantidad },
    }),
  claimEcosystem: () => request(okResponseSchema, { method: 'GET', url: '/api/ecosistemaHueso' }),
  getMetrics: (user?: string) =>
    request(metricsResponseSchema, { method: 'GET', url: '/metrics/hueso', params: user ? { user } : {} }),
  getLeaderboard: (sort: string, limit: number, page: number) =>
    request(leaderboardResponseSchema, {
      method: 'GET',
      url: '/api/leaderboard',
      params: { sort, limit, page },
    }),
};
