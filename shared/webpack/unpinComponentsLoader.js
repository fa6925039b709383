/**
 * A webpack loader for react-router's production build, as the production builds take it
 * (createConfig.js, `productionRules`). Its module ends each component with a top-level
 * `Form.displayName = "Form";`, a statement a minifier must keep, and builds them with
 * `React.forwardRef(...)`, a call it cannot prove free of side effects: so every component the
 * module defines stays in the bundle whether an app uses it or not (the data router's `Form` with
 * its submit helpers, `ScrollRestoration`, the fetchers' form). A production bundle has no use for
 * display names (React reads them in development only); this loader drops those statements and
 * marks the `forwardRef` calls pure, so an unused component goes like any unused function.
 */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
const FORWARD_REF = /^(var [A-Za-z_$][\w$]* = )(React\d*\.forwardRef\()/gm;

function unpinComponents(source) {
  return source.replace(DISPLAY_NAME, '').replace(FORWARD_REF, '$1/* @__PURE__ */ $2');
}

module.exports = function unpinComponentsLoader(source) {
  return unpinComponents(source);
};
module.exports.unpinComponents = unpinComponents;
