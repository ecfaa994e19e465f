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
      /**
       * `refresh`: a fresh token for a frame already open. It leaves "had a first game at launch" as the page's first
       * launch found it: a crash or roulette sitting easily outlasts the token, and a refresh after the first bet
       * would otherwise count that bet as played before the launch, and the close would miss the thank-you page.
       */
      input: { readonly gameId: string; readonly demo: boolean; readonly refresh?: boolean };
      output: CasinoLaunchResult;
    };
  }
}
