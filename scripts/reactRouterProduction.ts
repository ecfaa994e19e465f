import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * react-router 7's package exports name only its development build, so a
 * production bundle carries its dev-only warnings and checks (a known issue of
 * the package: remix-run/react-router#12532, #14753). Its production build
 * sits beside it with the same exports; the site's build takes that one. The
 * dev server and the tests keep the development build and its warnings.
 */
export function reactRouterProduction(): Plugin {
  const development = fileURLToPath(import.meta.resolve('react-router'));
  const production = development.replace(/\/dist\/development\//, '/dist/production/');
  if (production === development) throw new Error(`react-router's build is not where this plugin expects it: ${development}`);
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}
