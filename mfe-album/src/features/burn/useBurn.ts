/**
 * The burn protocol of SPEC.md sections 3, 4 and 8 (docs/burn.md), as game moves: checks, the
 * wallet's `nft.burn`, a pending record kept for every signed burn (however late the wallet
 * answers), the chain's confirmation, POST /api/burn-nft with its time-out, resume / discard of
 * each pending burn, and recovery of a burn by its transaction id.
 */
import { useCallback, useEffect, useState } from 'react';
import { GENERIC_ERROR, type CardDefinition } from '@hueso/contract/common';
import {
  BURN_ALREADY_CREDITED,
  BURN_DISPLAY_MESSAGE,
  BURN_RELOAD_MS,
  BURN_TIMEOUT_MS,
  burnPayload,
  burnTotal,
  isPendingUsable,
  resumeWait,
  spendOrder,
  type BurnNftItem,
  type PendingBurn,
} from '@hueso/contract/burn';
import {
  ApiError,
  getConfig,
  selectInformacion,
  showToast,
  toApiError,
  useAppDispatch,
  useAppSelector,
  useFormat,
  useMessages,
  type Formatters,
  type ToastKind,
} from '@hueso/shared';
import { useGameMove, wallet, type MoveSteps } from '@hueso/shared/wallet';
import { sessionApi } from '@hueso/shared/query';
import { useBurnNftMutation, useRecoverBurnMutation, type BurnNftResponse } from './api/burnApi';
import { BURN_MESSAGES } from './messages';
import {
  clearPendingBurn,
  keepFlash,
  takeFlash,
  lastResumeAttempt,
  loadPendingBurns,
  recordResumeAttempt,
  savePendingBurn,
} from './pendingBurn';

/** One card of the selection and how many of its copies burn. */
export interface BurnChoice {
  card: CardDefinition;
  count: number;
}

/** The request's list: each chosen card with the `count` instances it spends first (plain before shiny). */
export function toBurnItems(choices: readonly BurnChoice[]): BurnNftItem[] {
  return choices
    .filter((c) => c.count > 0)
    .map(({ card, count }) => ({
      id: card.id,
      ide: card.ide,
      rareza: card.rareza,
      cantidad: count,
      instanceIds: spendOrder(card.nft, card.brillantes).slice(0, count),
    }));
}

/** What the server's answer means for the pending record. */
type CreditOutcome = 'credited' | 'timeout' | 'creditedBefore' | 'claimedElsewhere' | 'uncertain' | 'refused';

function outcomeOf(error: ApiError): CreditOutcome {
  if (error.code === 'ECONNABORTED') return 'timeout';
  // The album's own earlier credit, or a claim elsewhere (arena PP, a crafting) the server names.
  if (error.status === 409)
    return error.message === BURN_ALREADY_CREDITED ? 'creditedBefore' : 'claimedElsewhere';
  // No answer, a server failure, or a chain the server could not read yet: it may still credit.
  if (error.status === null || error.status >= 500 || error.status === 404) return 'uncertain';
  return 'refused';
}

/**
 * The time-out as the HTTP client reports it (code ECONNABORTED). The request carries the same
 * time-out; this timer also covers environments whose XHR never fires its own.
 */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ApiError(`timeout of ${ms}ms exceeded`, null, 'ECONNABORTED')),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** SPEC.md section 8: the server's error field, else the exception's message, else `fallback`. */
const textOf = (error: ApiError, fallback: string) =>
  error.message && error.message !== GENERIC_ERROR ? error.message : fallback;

type BurnTexts = (typeof BURN_MESSAGES)['en'];

/**
 * 'You burned N NFT(s)! +M Hueso' ('¡Quemaste N NFT(s)! +M Hueso'), or 'Operation successful'
 * ('Operación exitosa') when the answer lacks N or M.
 */
export function successText(
  res: Pick<BurnNftResponse, 'quemados' | 'hueso'>,
  M: BurnTexts,
  f: Formatters,
): string {
  return res.quemados === undefined || res.hueso === undefined
    ? M.defaultSuccess
    : M.success(f.count(res.quemados), f.amount(res.hueso));
}

/** What a burn move tells the player once the wallet has signed (or refused). */
interface Told {
  text: string;
  kind: ToastKind;
}

export interface UseBurnOptions {
  /** Time-out of POST /api/burn-nft (30 s; tests shorten it). */
  timeoutMs?: number;
  /** Reloads the page after a credited burn. */
  reload: () => void;
}

export function useBurn({ timeoutMs, reload }: UseBurnOptions) {
  const M = useMessages(BURN_MESSAGES);
  const f = useFormat();
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectInformacion);
  const [burnNft] = useBurnNftMutation();
  const [recoverBurn] = useRecoverBurnMutation();
  const limit = timeoutMs ?? BURN_TIMEOUT_MS;
  const [pending, setPending] = useState<PendingBurn[]>(() => loadPendingBurns());
  /** Keeps or forgets a pending record in storage, and shows the list as stored. */
  const keep = useCallback((record: PendingBurn) => {
    savePendingBurn(record);
    setPending(loadPendingBurns());
  }, []);
  const forget = useCallback((proofTx: string) => {
    clearPendingBurn(proofTx);
    setPending(loadPendingBurns());
  }, []);

  /** The cards are read again after any burn outcome: ids the chain burned are never offered again. */
  const rereadCards = useCallback(
    () =>
      void dispatch(
        sessionApi.endpoints.getCards.initiate(undefined, { forceRefetch: true, subscribe: false }),
      ),
    [dispatch],
  );

  const post = (record: PendingBurn): Promise<BurnNftResponse> =>
    withTimeout(
      burnNft({
        body: { nfts: record.nfts, bonePreview: record.totalBone, proofTx: record.proofTx },
        timeoutMs: limit,
      }).unwrap(),
      limit,
    );

  /** The burn is credited: its record goes, and the page reloads (its message shown again after). */
  const settle = (proofTx: string, told: Told): Told => {
    forget(proofTx);
    keepFlash(told.text, told.kind);
    setTimeout(reload, BURN_RELOAD_MS);
    return told;
  };

  /** Posts a kept record and says what came of it; the record goes only once the server credited it. */
  const credit = async (
    steps: MoveSteps,
    record: PendingBurn,
    fallback: string,
    success: (res: BurnNftResponse) => string,
  ): Promise<Told> => {
    try {
      const res = await steps.credit(() => post(record));
      return settle(record.proofTx, { text: success(res), kind: 'success' });
    } catch (err) {
      const error = toApiError(err);
      switch (outcomeOf(error)) {
        case 'timeout':
          return { text: M.timeout, kind: 'error' };
        case 'creditedBefore':
          return settle(record.proofTx, { text: M.alreadyCredited, kind: 'info' });
        case 'claimedElsewhere':
          // Claimed by the arena or a crafting: the server counted it, there is nothing left to credit.
          forget(record.proofTx);
          return { text: error.message, kind: 'error' };
        case 'refused':
          // A refusal the server gave no reason for: the default 'Error al quemar NFTs'.
          return { text: textOf(error, M.defaultFailure), kind: 'error' };
        default:
          return { text: textOf(error, fallback), kind: 'error' };
      }
    } finally {
      rereadCards();
    }
  };

  const burnMove = useGameMove({
    /** Burns the choices; resolves once the wallet signed (the selection is then spent). */
    run: async (steps, choices: readonly BurnChoice[]): Promise<Told> => {
      const nfts = toBurnItems(choices);
      if (nfts.length === 0 || nfts.some((n) => n.instanceIds.length !== n.cantidad))
        throw new ApiError(M.noInstances, null);
      const account = info?.nombre.trim().toLowerCase();
      if (!account) throw new ApiError(M.noAccount, null);
      if (!(await wallet.isAvailable())) throw new ApiError(M.walletMissing, null);
      const recordOf = (proofTx: string): PendingBurn => ({
        proofTx,
        nfts,
        totalBone: burnTotal(nfts),
        startedAt: Date.now(),
      });
      const proofTx = await steps.sign(() =>
        wallet.customJson(
          account,
          {
            contractName: 'nft',
            contractAction: 'burn',
            contractPayload: burnPayload(getConfig().nftSymbol, nfts),
          },
          BURN_DISPLAY_MESSAGE,
          // Approved after the wallet's time-out: the cards burn all the same, so the burn is kept.
          (late) => {
            keep(recordOf(late));
            rereadCards();
          },
        ),
      );
      const record = recordOf(proofTx);
      keep(record);
      try {
        await steps.confirm(proofTx);
      } catch (err) {
        const error = toApiError(err);
        // Refused by the chain: nothing burned, nothing to credit. Otherwise it may still confirm.
        if (error.code === 'CHAIN_REFUSED') {
          forget(proofTx);
        }
        rereadCards();
        return { text: textOf(error, M.failure), kind: 'error' };
      }
      return credit(steps, record, M.failure, (res) => successText(res, M, f));
    },
    success: (told) => told,
  });

  /** Re-posts one pending record, at most once every 2 minutes. */
  const resumeMove = useGameMove({
    run: async (steps, record: PendingBurn): Promise<Told> => {
      const { proofTx } = record;
      if (!isPendingUsable(record, Date.now())) {
        forget(proofTx);
        return { text: M.discarded, kind: 'info' };
      }
      if (resumeWait(lastResumeAttempt(), Date.now()) > 0) return { text: M.resumeTooSoon, kind: 'info' };
      recordResumeAttempt();
      return credit(steps, record, M.resumeFailure, () => M.resumeSuccess);
    },
    success: (told) => told,
  });

  /** Claims a burn by its transaction id alone (the player's own nft.burn the page lost track of). */
  const recoverMove = useGameMove({
    run: async (steps, proofTx: string): Promise<BurnNftResponse> => {
      const res = await steps.credit(() => recoverBurn({ proofTx }).unwrap());
      forget(res.proofTx ?? proofTx);
      rereadCards();
      return res;
    },
    success: (res: BurnNftResponse) => M.recovered(successText(res, M, f)),
    failure: (error) => textOf(error, M.recoverFailure),
    errors: 'inline',
  });

  const processing = burnMove.busy || resumeMove.busy;

  // The browser warns a player who tries to leave while a burn runs.
  useEffect(() => {
    if (!processing) return undefined;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [processing]);

  // A message kept across the reload that follows a credited burn.
  useEffect(() => {
    const flash = takeFlash();
    if (flash) dispatch(showToast(flash.text, flash.kind));
  }, [dispatch]);

  const discard = (proofTx: string) => {
    forget(proofTx);
    dispatch(showToast(M.discarded, 'info'));
  };

  return {
    processing,
    pending,
    burn: async (choices: readonly BurnChoice[]) => (await burnMove.run(choices)) !== undefined,
    resume: resumeMove.run,
    discard,
    recover: recoverMove,
  };
}
