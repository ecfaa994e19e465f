import type { LaunchAnswer } from './play';

/** A launch as the game page gets it: the frame's address, or why there is none. */
export type CasinoLaunchResult =
  | ({ readonly status: 'ok' } & LaunchAnswer)
  | { readonly status: 'signedOut' }
  | { readonly status: 'notFound' }
  | { readonly status: 'error'; readonly message: string };

declare module '../api' {
  interface QueryCatalogue {
    /** The game page's launch of a game (real money needs a session; demo does not): a short-lived token in the frame's address. */
    casinoLaunch: {
      input: { readonly gameId: string; readonly demo: boolean };
      output: CasinoLaunchResult;
    };
  }
}
