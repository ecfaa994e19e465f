import { startSharedWorker } from './sharedPath';

/** Set by vite.config.ts from VITE_CORE_ON_MAIN: the benchmark's build with the core on the main thread starts no worker. */
declare const __CORE_ON_MAIN__: boolean | undefined;

/*
 * Imported by main.tsx right after the Trusted Types policy: takes the worker
 * the served HTML started (scripts/earlyHost.ts), or, where the HTML has no
 * such script (the dev server) or it could not run, starts it before React,
 * the app and the texts evaluate. (A browser with a SharedWorker has what
 * else the app needs: oldBrowser.ts.)
 */
if (!(typeof __CORE_ON_MAIN__ !== 'undefined' && __CORE_ON_MAIN__ === true) && typeof SharedWorker === 'function') startSharedWorker();
