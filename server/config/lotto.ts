import type { LottoPrize } from '../../src/protocol/lotto';

/**
 * The lotteries (server/lotto): each its numbers (1..balls, `drawn` drawn, a
 * line picks as many), the line price (minor units of its currency), the
 * most lines on one ticket, the time between draws (a fixed timetable: draw n
 * at n × drawEveryMs, epoch ms) and its prize table, fixed multiples of the
 * line price by matches. The expected return of each table (computed in
 * src/core/lotto/prizes.ts, shown beside it) is 54.07 % for 6/49 and 54.23 %
 * for 5/36, like real lotteries'.
 */
export interface LotteryConfig {
  readonly id: string;
  readonly balls: number;
  readonly drawn: number;
  readonly linePrice: number;
  readonly currency: string;
  readonly maxLines: number;
  readonly drawEveryMs: number;
  readonly prizes: readonly LottoPrize[];
}

export interface LottoConfig {
  readonly lotteries: readonly LotteryConfig[];
}

const MINUTE = 60_000;

export const LOTTO_CONFIG: LottoConfig = {
  lotteries: [
    {
      id: '6-49',
      balls: 49,
      drawn: 6,
      linePrice: 5_000,
      currency: 'RUB',
      maxLines: 10,
      drawEveryMs: 15 * MINUTE,
      prizes: [
        { matches: 2, multiplier: 1 },
        { matches: 3, multiplier: 12 },
        { matches: 4, multiplier: 150 },
        { matches: 5, multiplier: 2_000 },
        { matches: 6, multiplier: 200_000 },
      ],
    },
    {
      id: '5-36',
      balls: 36,
      drawn: 5,
      linePrice: 2_000,
      currency: 'RUB',
      maxLines: 10,
      drawEveryMs: 10 * MINUTE,
      prizes: [
        { matches: 2, multiplier: 1 },
        { matches: 3, multiplier: 20 },
        { matches: 4, multiplier: 300 },
        { matches: 5, multiplier: 20_000 },
      ],
    },
  ],
};
