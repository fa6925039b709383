import { mount } from './mount';

/** Standalone run for the feature team: the remote with its own store, on its own port. */
mount(document.getElementById('root') as HTMLElement, { basePath: '/' });
