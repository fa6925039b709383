/**
 * @hueso/shared/session: the session gate with its sign-in forms, and restoring, starting and
 * ending a session. The platform core exports the same names and loads this entry with the
 * first of them a page uses (onDemand.tsx), so a public route (the embedded leaderboard) takes
 * none of it; the host imports it up front, so /game never waits for it (docs/deployment.md).
 */
import { SessionGate } from '../mfe/SessionGate';
import * as thunks from './thunks';
import { sessionEntryLoaded } from './onDemand';

export * from './thunks';
export { SessionGate };

sessionEntryLoaded({ ...thunks, SessionGate });
