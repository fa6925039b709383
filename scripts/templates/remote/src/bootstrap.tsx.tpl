import { runStandalone } from '@hueso/shared';
import { mount } from './mount';

/** Standalone run for the feature team: the remote with its own store, on its own port. */
runStandalone(mount);
