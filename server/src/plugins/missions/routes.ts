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
import { fromHueso } from '../../amounts';
import { HttpError, origin } from '../../http';
import type { GamePlugin } from '../../plugin';
import { toInformacion } from '../../players/informacion';
import { recordMetric } from '../../players/metricsRepository';
import { finishMissionSlot, getUser, spendEnergy, startMissionSlot } from '../../players/usersRepository';

const HOUR_MS = 3_600_000;
const HOURS: Record<MissionCode, number> = {
  1: MISSION_HOURS.dig1,
  3: MISSION_HOURS.recharge,
  4: MISSION_HOURS.special4,
  6: MISSION_HOURS.walk6,
};
const RECHARGE = 3;
const SPECIAL = 4;

export const missionsPlugin: GamePlugin = async (app, { ctx }) => {
  const { db, config } = ctx;

  app.post('/api/mision', { schema: { body: misionRequestSchema } }, async (request) => {
    const { id, nombre } = request.player;
    const { mision } = request.body;
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
      spendEnergy(db, id, cost);
      startMissionSlot(
        db,
        id,
        mision === SPECIAL ? { special: true, endsAt } : { special: false, code: mision, endsAt },
      );
    })();
    return { usuario: toInformacion(ctx, id, origin(request), now) };
  });

  app.post('/api/finalizar', { schema: { body: finalizarRequestSchema } }, async (request) => {
    const { id } = request.player;
    const { tipo } = request.body;
    const now = config.now();
    const reward = db.transaction(() => {
      const user = getUser(db, id);
      const endsAt = tipo === 'especial' ? user.especial_ends_at : user.mision_ends_at;
      const code = tipo === 'especial' ? SPECIAL : user.mision_code;
      if (endsAt === null || code === null) throw new HttpError(409, 'No mission is running');
      if (now < endsAt) throw new HttpError(409, 'The mission is not finished yet');

      let hueso = 0;
      let energia = 0;
      if (code === RECHARGE) {
        energia = rechargeAmount(user.poder_energia);
      } else {
        const [min, max] = missionRewardRange(user.poder, code as 1 | 4 | 6);
        hueso = randomInt(min, max + 1);
      }
      finishMissionSlot(db, id, tipo === 'especial', { dineroUnits: fromHueso(hueso), energia });
      if (hueso > 0) recordMetric(db, id, 'mined', fromHueso(hueso), now);
      return hueso;
    })();
    return { reward, usuario: toInformacion(ctx, id, origin(request), now) };
  });
};
