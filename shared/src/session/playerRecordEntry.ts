import type { Informacion } from '@hueso/contract/common';

/** The query cache's entry of GET /api/getInformacion: the record and when it arrived. */
export interface PlayerRecordEntry {
  data?: Informacion;
  fulfilledTimeStamp?: number;
}

type EntrySelector = (state: never) => PlayerRecordEntry;

let selectEntry: EntrySelector | null = null;

/**
 * The query layer hands over its `getInformacion` endpoint's selector when it loads, so the
 * session's selectors read the record through it while the login page needs no query layer code.
 */
export function followPlayerRecord(select: EntrySelector): void {
  selectEntry = select;
}

/** The entry, or undefined before the query layer has loaded (there is no record then). */
export function playerRecordEntry(state: unknown): PlayerRecordEntry | undefined {
  if (!selectEntry || !(state as { api?: unknown }).api) return undefined;
  return selectEntry(state as never);
}
