import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The worker's zod: schemas built on first use (the module says why and how). */
export const DEFERRED_ZOD = resolve(import.meta.dirname, '../src/worker/runtime/deferredZod/index.ts');

/**
 * Points the worker build's `zod` imports at DEFERRED_ZOD, which reaches the
 * real library through `zod/v4` (the same modules, another name, so not
 * pointed back at itself). The page, the server and the tests use zod as is.
 */
export function zodDeferred(): Plugin {
  return {
    name: 'zod-deferred',
    enforce: 'pre',
    resolveId(source) {
      return source === 'zod' ? DEFERRED_ZOD : null;
    },
  };
}
