/**
 * The burn protocol of SPEC.md sections 3, 4 and 8 (docs/burn.md): checks, the wallet's
 * `nft.burn`, the pending record stored before anything is posted, the chain's confirmation,
 * POST /api/burn-nft with its time-out, and resume / discard of a pending burn.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BURN_ALREADY_CREDITED,
  BURN_DISPLAY_MESSAGE,
  BURN_RELOAD_MS,
  BURN_TIMEOUT_MS,
  burnPayload,
  burnTotal,
  formatAmount,
  GENERIC_ERROR,
  isPendingUsable,
  resumeWait,
  type BurnNftItem,
  type CardDefinition,
  type PendingBurn,
} from '@hueso/contract';
import {
  ApiError,
  getConfig,
  selectInformacion,
  showToast,
  toApiError,
  useAppDispatch,
  useAppSelector,
  waitForTransaction,
  wallet,
  type ToastKind,
} from '@hueso/shared';
import { useBurnNftMutation, type BurnNftResponse } from './api/burnApi';
import { BURN_MESSAGES as M } from './messages';
import {
  clearPendingBurn,
  keepFlash,
  takeFlash,
  lastResumeAttempt,
  loadPendingBurn,
  recordResumeAttempt,
  savePendingBurn,
} from './pendingBurn';

/** One card of the selection and how many of its copies burn. */
export interface BurnChoice {
  card: CardDefinition;
  count: number;
}

/** The request's list: each chosen card with its first `count` instance ids. */
export function toBurnItems(choices: readonly BurnChoice[]): BurnNftItem[] {
  return choices
    .filter((c) => c.count > 0)
    .map(({ card, count }) => ({
      id: card.id,
      ide: card.ide,
      rareza: card.rareza,
      cantidad: count,
      instanceIds: card.nft.slice(0, count).map(String),
    }));
}

/** What the server's refusal means for the pending record. */
function outcomeOf(error: ApiError): 'timeout' | 'credited' | 'claimed' | 'uncertain' | 'refused' {
  if (error.code === 'ECONNABORTED') return 'timeout';
  // The album's own earlier credit, or a claim elsewhere (arena PP) the server names in its text.
  if (error.status === 409) return error.message === BURN_ALREADY_CREDITED ? 'credited' : 'claimed';
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

/** '¡Quemaste N NFT(s)! +M Hueso', or 'Operación exitosa' when the answer lacks N or M. */
export function successText(res: Pick<BurnNftResponse, 'quemados' | 'hueso'>): string {
  return res.quemados === undefined || res.hueso === undefined
    ? M.defaultSuccess
    : M.success(res.quemados, formatAmount(res.hueso));
}

export interface UseBurnOptions {
  /** Time-out of POST /api/burn-nft (30 s; tests shorten it). */
  timeoutMs?: number;
  /** Reloads the page after a credited burn. */
  reload: () => void;
}

export function useBurn({ timeoutMs, reload }: UseBurnOptions) {
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectInformacion);
  const [burnNft] = useBurnNftMutation();
  const limit = timeoutMs ?? BURN_TIMEOUT_MS;
  const [processing, setProcessing] = useState(false);
  const [pending, setPending] = useState<PendingBurn | null>(() => loadPendingBurn());
  const running = useRef(false);

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

  const toast = useCallback((text: string, kind: ToastKind) => dispatch(showToast(text, kind)), [dispatch]);

  // A message kept across the reload that follows a credited burn.
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast(flash.text, flash.kind);
  }, [toast]);

  const post = (record: PendingBurn): Promise<BurnNftResponse> =>
    withTimeout(
      burnNft({
        body: { nfts: record.nfts, bonePreview: record.totalBone, proofTx: record.proofTx },
        timeoutMs: limit,
      }).unwrap(),
      limit,
    );

  /** The burn is credited: the record goes, and the page reloads (its message shown again after). */
  const settle = (message: string, kind: ToastKind) => {
    clearPendingBurn();
    setPending(null);
    toast(message, kind);
    keepFlash(message, kind);
    setTimeout(reload, BURN_RELOAD_MS);
  };
  const keep = (record: PendingBurn) => {
    savePendingBurn(record);
    setPending(record);
  };
  const drop = () => {
    clearPendingBurn();
    setPending(null);
  };

  /** Runs `task` as the one burn in progress (overlay, leave warning, no double submit). */
  const exclusive = async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setProcessing(true);
    try {
      return await task();
    } finally {
      running.current = false;
      setProcessing(false);
    }
  };

  /** Burns the choices; resolves to true once the wallet signed (the selection is then spent). */
  const burn = (choices: readonly BurnChoice[]) =>
    exclusive(async () => {
      const nfts = toBurnItems(choices);
      if (nfts.length === 0 || nfts.some((n) => n.instanceIds.length !== n.cantidad)) {
        toast(M.noInstances, 'error');
        return false;
      }
      const account = info?.nombre.trim().toLowerCase();
      if (!account) {
        toast(M.noAccount, 'error');
        return false;
      }
      if (!(await wallet.isAvailable())) {
        toast(M.walletMissing, 'error');
        return false;
      }
      let proofTx: string;
      try {
        proofTx = await wallet.customJson(
          account,
          {
            contractName: 'nft',
            contractAction: 'burn',
            contractPayload: burnPayload(getConfig().nftSymbol, nfts),
          },
          BURN_DISPLAY_MESSAGE,
        );
      } catch (err) {
        toast(toApiError(err).message, 'error');
        return false;
      }
      const record: PendingBurn = { proofTx, nfts, totalBone: burnTotal(nfts), startedAt: Date.now() };
      savePendingBurn(record);
      try {
        await waitForTransaction(proofTx);
      } catch (err) {
        const error = toApiError(err);
        // Refused by the chain: nothing burned, nothing to credit. Otherwise it may still confirm.
        if (error.code === 'CHAIN_REFUSED') drop();
        else keep(record);
        toast(textOf(error, M.failure), 'error');
        return error.code !== 'CHAIN_REFUSED';
      }
      try {
        const res = await post(record);
        settle(successText(res), 'success');
      } catch (err) {
        const error = toApiError(err);
        const outcome = outcomeOf(error);
        if (outcome === 'timeout') {
          keep(record);
          toast(M.timeout, 'error');
        } else if (outcome === 'credited') {
          settle(M.alreadyCredited, 'info');
        } else if (outcome === 'uncertain') {
          keep(record);
          toast(textOf(error, M.failure), 'error');
        } else {
          // A refusal the server gave no reason for: the default 'Error al quemar NFTs'.
          drop();
          toast(textOf(error, M.defaultFailure), 'error');
        }
      }
      return true;
    });

  /** Re-posts the pending record, at most once every 2 minutes. */
  const resume = () =>
    exclusive(async () => {
      if (!pending) return;
      if (!isPendingUsable(pending, Date.now())) {
        drop();
        toast(M.discarded, 'info');
        return;
      }
      if (resumeWait(lastResumeAttempt(), Date.now()) > 0) {
        toast(M.resumeTooSoon, 'info');
        return;
      }
      recordResumeAttempt();
      try {
        await post(pending);
        settle(M.resumeSuccess, 'success');
      } catch (err) {
        const error = toApiError(err);
        const outcome = outcomeOf(error);
        if (outcome === 'credited') {
          settle(M.alreadyCredited, 'info');
        } else if (outcome === 'refused' || outcome === 'claimed') {
          drop();
          toast(textOf(error, M.resumeFailure), 'error');
        } else {
          toast(outcome === 'timeout' ? M.timeout : textOf(error, M.resumeFailure), 'error');
        }
      }
    });

  const discard = () => {
    drop();
    toast(M.discarded, 'info');
  };

  return { processing, pending, burn, resume, discard };
}
