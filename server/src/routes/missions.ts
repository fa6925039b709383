/** Timed missions: start (paying energy) and finish (collecting the reward). */
import { randomInt } from 'node:crypto';
import {
  finalizarRequestSchema,
  isWhitelisted,
  MISSION_HOURS,
  misionRequestSchema,
  missionCost,
  missionRewardRange,
  rechargeAmount,
  SPECIAL_NOT_AVAILABLE,
  type MissionCode,
} from '@hueso/contract';
import type { FastifyInstance } from 'fastify';
import { fromHueso } from '../amounts';
import { authenticate } from '../auth';
import type { AppContext } from '../context';
import { HttpError, origin, parse } from '../http';
import { recordMetric } from '../metrics';
import { getUser, toInformacion } from '../users';

const HOUR_MS = 3_600_000;
const HOURS: Record<MissionCode, number> = {
  1: MISSION_HOURS.dig1,
  3: MISSION_HOURS.recharge,
  4: MISSION_HOURS.special4,
  6: MISSION_HOURS.walk6,
};
const RECHARGE = 3;
const SPECIAL = 4;

export function registerMissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;

  app.post('/api/mision', async (request) => {
    const { id, nombre } = authenticate(ctx, request);
    const { mision } = parse(misionRequestSchema, request.body);
    if (mision === SPECIAL && !isWhitelisted(nombre, config.whitelist))
      throw new HttpError(403, SPECIAL_NOT_AVAILABLE);
    const now = config.now();
    db.transaction(() => {
      const user = getUser(db, id);
      const running = mision === SPECIAL ? user.especial_ends_at : user.mision_ends_at;
      if (running !== null) throw new HttpError(409, 'A mission is already running');
      const cost = missionCost(
        { costos: { primera: user.costo_primera, segunda: user.costo_segunda } },
        mision,
      );
      if (user.energia_actual < cost) throw new HttpError(400, 'Not enough energy');
      const endsAt = now + Math.round((HOURS[mision] * HOUR_MS) / config.clockSpeed);
      if (mision === SPECIAL) {
        db.prepare(
          'UPDATE users SET energia_actual = energia_actual - ?, especial_ends_at = ? WHERE id = ?',
        ).run(cost, endsAt, id);
      } else {
        db.prepare(
          'UPDATE users SET energia_actual = energia_actual - ?, mision_code = ?, mision_ends_at = ? WHERE id = ?',
        ).run(cost, mision, endsAt, id);
      }
    })();
    return { usuario: toInformacion(ctx, id, origin(request), now) };
  });

  app.post('/api/finalizar', async (request) => {
    const { id } = authenticate(ctx, request);
    const { tipo } = parse(finalizarRequestSchema, request.body);
    const now = config.now();
    const reward = db.transaction(() => {
      const user = getUser(db, id);
      const endsAt = tipo === 'especial' ? user.especial_ends_at : user.mision_ends_at;
      const code = tipo === 'especial' ? SPECIAL : user.mision_code;
      if (endsAt === null || code === null) throw new HttpError(409, 'No mission is running');
      if (now < endsAt) throw new HttpError(409, 'The mission is not finished yet');

      let hueso = 0;
      let energia = user.energia_actual;
      if (code === RECHARGE) {
        energia = Math.max(
          energia,
          Math.min(user.energia_maximo, energia + rechargeAmount(user.poder_energia)),
        );
      } else {
        const [min, max] = missionRewardRange(user.poder, code as 1 | 4 | 6);
        hueso = randomInt(min, max + 1);
      }
      const clearSlot =
        tipo === 'especial' ? 'especial_ends_at = NULL' : 'mision_code = NULL, mision_ends_at = NULL';
      db.prepare(
        `UPDATE users SET dinero = dinero + ?, energia_actual = ?, cantidad_mision = cantidad_mision + 1, ${clearSlot} WHERE id = ?`,
      ).run(fromHueso(hueso), energia, id);
      if (hueso > 0) recordMetric(db, id, 'mined', fromHueso(hueso), now);
      return hueso;
    })();
    return { reward, usuario: toInformacion(ctx, id, origin(request), now) };
  });
}
