/**
 * What a call can come back as, besides its answer: an error with the text the player sees, or a
 * chain operation still on its way (which operations.ts follows). The client (client.ts) and the
 * chunk that follows operations both take them from here.
 */
import type { AxiosError } from 'axios';
import { GENERIC_ERROR } from '@hueso/contract/common';
import { getLanguage } from '../i18n/language';
import { messagesIn } from '../i18n/messages';
import { KIT_MESSAGES } from '../ui/messages';

/** An API failure with the text the user sees (SPEC.md section 8) and the HTTP status, if any. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The error of an answer that does not match its schema; `where` is the first field that failed. */
export const badResponse = (where: string) =>
  new ApiError(
    `${messagesIn(KIT_MESSAGES, getLanguage()).badResponse}${where ? ` (${where})` : ''}`,
    200,
    'BAD_RESPONSE',
  );

/** Who is told that a call's answer is a chain operation still on its way (a move shows 'confirming'). */
const pendingListeners = new Set<() => void>();

/**
 * Runs `call`, telling `onPending` if a server answer within it is a pending chain operation
 * (202), which the call then follows to its end.
 */
export async function reportingPending<T>(onPending: () => void, call: () => Promise<T>): Promise<T> {
  pendingListeners.add(onPending);
  try {
    return await call();
  } finally {
    pendingListeners.delete(onPending);
  }
}

/**
 * How a pending operation is followed: about 1 s apart, for at most a minute; a request whose
 * transaction the chain has not processed yet is posted again every 2 s within the same minute.
 */
export const OPERATION_FOLLOW = { intervalMs: 1000, timeoutMs: 60_000, repostMs: 2000 };

/** Tells whoever waits on a call (reportingPending) that its answer is a chain operation on its way. */
export const tellPending = () => {
  for (const listener of pendingListeners) listener();
};

/** Turns any thrown value into an ApiError whose message is the server's error text or 'Error'. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if ((err as Partial<AxiosError> | null)?.isAxiosError) {
    const { response, code } = err as AxiosError;
    const data = response?.data as { error?: unknown; message?: unknown } | undefined;
    const text =
      typeof data?.error === 'string' ? data.error : typeof data?.message === 'string' ? data.message : null;
    return new ApiError(text || GENERIC_ERROR, response?.status ?? null, code);
  }
  // A failure kept by the query layer as plain data (see ApiFailure in baseApi.ts).
  const plain = err as { message?: unknown; status?: unknown; code?: unknown } | null;
  if (typeof plain?.message === 'string' && (typeof plain.status === 'number' || plain.status === null))
    return new ApiError(plain.message, plain.status, typeof plain.code === 'string' ? plain.code : undefined);
  return new ApiError(GENERIC_ERROR, null);
}
