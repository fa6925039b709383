/** `@module-federation/runtime/helpers` for the lean build: the runtime core's helpers. */
import { helpers } from '@module-federation/runtime-core';
import { getGlobalFederationInstance } from './instance.js';

export const global = { ...helpers.global, getGlobalFederationInstance };
export const share = helpers.share;
export const utils = helpers.utils;
export default { global, share, utils };
