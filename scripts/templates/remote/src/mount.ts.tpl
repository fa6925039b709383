import { createMount } from '@hueso/shared';
import App from './App';

/** `mount(element, options) => unmount`, for pages with no React of their own. */
export const mount = createMount(App);
export default mount;
