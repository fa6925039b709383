/**
 * The platform's chain operations (gateway/outbox.ts): GET /api/operacion/:id tells a player how
 * one of his moves ended; at start and then every few seconds the server drives every operation
 * not final, so a restart or a node that was down loses none.
 */
import type { OperationState } from '@hueso/contract';
import { drive, operationState, RESUME_EVERY_MS, resumeAll } from '../../gateway/outbox';
import { ChainUnavailable } from '../../gateway/types';
import { HttpError } from '../../http';
import type { GamePlugin } from '../../plugin';

export const operationsPlugin: GamePlugin = async (app, { ctx }) => {
  app.get<{ Params: { id: string } }>('/api/operacion/:id', async (request) => {
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    let state = Number.isSafeInteger(id) ? operationState(ctx.db, id, request.player.id) : undefined;
    if (!state) throw new HttpError(404, 'No such operation of yours');
    if (state.status === 'pending') {
      // One look at the chain now rather than at the next round of the timer; a node down can wait.
      await drive(ctx, id, { waitMs: 0 }).catch((error: unknown) => {
        if (!(error instanceof ChainUnavailable)) throw error;
      });
      state = operationState(ctx.db, id, request.player.id)!;
    }
    return state satisfies OperationState;
  });

  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  const resume = () => {
    round = round
      .then(() => resumeAll(ctx))
      .catch((error: unknown) => app.log.error(error, 'resuming the outbox failed'));
    return round;
  };
  app.addHook('onReady', async () => {
    void resume();
    timer = setInterval(resume, RESUME_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
};
