import type { VideoPokerTable } from '../../../protocol/casino/videoPoker';

/**
 * Jacks or Better, "9/6" (a full house pays 9, a flush 6), per unit staked.
 * The royal flush pays 800 x at every stake: the 4000 coins a machine pays
 * for five coins, paid pro rata below them too, so the return with optimal
 * play (99.54 %, videoPoker/optimalReturn.ts) holds at every bet.
 */
export const VIDEO_POKER_TABLES: Readonly<Record<string, VideoPokerTable>> = {
  'jacks-9-6': {
    pays: {
      royalFlush: 800,
      straightFlush: 50,
      fourOfAKind: 25,
      fullHouse: 9,
      flush: 6,
      straight: 4,
      threeOfAKind: 3,
      twoPair: 2,
      jacksOrBetter: 1,
    },
  },
};
