import { fileURLToPath } from 'node:url';
import { RolldownMagicString } from 'rolldown';
import type { Plugin } from 'vite';

/** `Form.displayName = "Form";` at the top level of react-router's build: a write the bundler must keep, and with it `Form`. */
const TOP_LEVEL_DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
/** `var Form = React10.forwardRef(` at the top level: a call the bundler cannot know is free of effects. */
const TOP_LEVEL_REACT_CALL = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/**
 * react-router's production build made tree-shakable: component names exist
 * for React's developer tools only, and forwardRef, createContext and memo
 * only build a value. Without this the site's first load carried the data
 * router's Form, useSubmit, ScrollRestoration and what they call, none of
 * which the site uses (about 1.4 kB gzip).
 */
export function treeShakableReactRouter(code: string): RolldownMagicString {
  const edited = new RolldownMagicString(code);
  for (const name of code.matchAll(TOP_LEVEL_DISPLAY_NAME)) edited.remove(name.index, name.index + name[0].length);
  for (const call of code.matchAll(TOP_LEVEL_REACT_CALL)) edited.appendLeft(call.index + (call[1] ?? '').length, '/* @__PURE__ */ ');
  return edited;
}

/**
 * react-router 7's package exports name only its development build, so a
 * production bundle carries its dev-only warnings and checks (a known issue of
 * the package: remix-run/react-router#12532, #14753). Its production build
 * sits beside it with the same exports; the site's build takes that one,
 * made tree-shakable. The dev server and the tests keep the development build
 * and its warnings.
 */
export function reactRouterProduction(): Plugin {
  const development = fileURLToPath(import.meta.resolve('react-router'));
  const production = development.replace(/\/dist\/development\//, '/dist/production/');
  if (production === development) throw new Error(`react-router's build is not where this plugin expects it: ${development}`);
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
    transform: {
      filter: { id: /\/react-router\/dist\/production\/[^/]+\.mjs$/ },
      // Rolldown takes the edit itself and derives the source map from it.
      handler: (code) => ({ code: treeShakableReactRouter(code) }),
    },
  };
}
