/**
 * Defined by vite.config.ts (`define`): 'production' or 'development'. The
 * debugger route exists only outside production; src/ui/app/env.ts reads it
 * defensively so tests that run without Vite's define still work.
 */
declare const __APP_ENV__: string;
