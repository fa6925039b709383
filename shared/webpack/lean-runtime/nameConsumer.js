/**
 * A federation runtime plugin of the lean build (index.js adds it in `init`): names this remote in
 * the runtime's share errors ("Version 2.0.0 from missions of shared singleton module
 * @hueso/shared does not satisfy the requirement of market which needs ^2.1.0"). The lean build
 * declares no shared library of its own (`import: false`), so the share info the runtime builds
 * for what it consumes carries no `from`, and the message said "of undefined". Kept small: it is
 * in every remoteEntry.js (budget 6 KB gzip).
 */
export default {
  name: 'hueso-name-consumer',
  beforeLoadShare(args) {
    if (!args.shareInfo.from) args.shareInfo.from = args.origin.options.name;
    return args;
  },
};
