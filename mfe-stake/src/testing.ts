import { http, HttpResponse } from 'msw';
import { API } from '@hueso/shared/testing';

const WEEK = 7 * 24 * 3_600_000;

/** A stake world for screen tests: a stake play table with the player on it and a running passive V1 stake. */
export function stakeWorldHandlers() {
  const passive = (cantidad: number, fusion: number, semanal: number) =>
    HttpResponse.json({ cantidad, fusion, semanal, nextPayoutAt: Date.now() + WEEK, periodMs: WEEK });
  return [
    http.get(`${API}/api/mirarStake`, () =>
      HttpResponse.json({
        stake: [{ nombre: 'player1', posicion: 1, cantidad: 47_000, ticket: 1.5 }],
        ticket: { cantidad: 2.5 },
        disponible: { cantidad: 0 },
        userStake: { cantidad: 47_000 },
      }),
    ),
    http.get(`${API}/api/mirarStakePasivo`, () => passive(10_000, 100, 500)),
    http.get(`${API}/api/mirarStakePasivov2`, () => passive(0, 0, 0)),
  ];
}
