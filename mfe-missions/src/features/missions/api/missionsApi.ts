import { usuarioResponseSchema, type Informacion } from '@hueso/contract/common';
import { finalizarResponseSchema, type MissionCode } from '@hueso/contract/missions';
import { baseApi } from '@hueso/shared/query';

export const missionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/mision: starts a mission; answers the updated player record. */
    startMission: build.mutation<{ usuario: Informacion }, MissionCode>({
      query: (mision) => ({
        schema: usuarioResponseSchema,
        method: 'POST',
        url: '/api/mision',
        data: { mision },
        updatesPlayer: true,
      }),
    }),
    /** POST /api/finalizar: collects the normal or special slot; answers the reward and the record. */
    finishMission: build.mutation<{ reward: number; usuario: Informacion }, 'normal' | 'especial'>({
      query: (tipo) => ({
        schema: finalizarResponseSchema,
        method: 'POST',
        url: '/api/finalizar',
        data: { tipo },
        updatesPlayer: true,
      }),
    }),
  }),
});
