import { useCallback, useRef, useState } from 'react';
import { toApiError } from '../api/client';
import { useAppDispatch } from '../store/store';
import { showToast } from './toastSlice';

/**
 * The one funnel for user actions: a pending flag (for disabled buttons), no double submit,
 * a success toast, and any failure shown as an error toast with the spec's text.
 */
export function useAsyncAction() {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    async <T>(
      action: () => Promise<T>,
      success?: string | ((result: T) => string),
    ): Promise<T | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setBusy(true);
      try {
        const result = await action();
        if (success) dispatch(showToast(typeof success === 'string' ? success : success(result), 'success'));
        return result;
      } catch (err) {
        // Wallet and chain failures are ApiErrors too, so their own texts come through.
        dispatch(showToast(toApiError(err).message, 'error'));
        return undefined;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [dispatch],
  );
  return { run, busy };
}
