import { parseArgs } from 'node:util';
import { LOTTO_CONFIG } from '../server/config/lotto';
import { serverSeedHash } from '../src/core/casino/fair';
import { drawClientSeed, lottoBalls, ticketResult, verifyLottoDraw } from '../src/core/lotto';

export interface VerifiedLottoDraw {
  readonly lottery: string;
  readonly drawNo: number;
  readonly clientSeed: string;
  /** SHA-256 of the seed: compare it with the hash the draw showed from the start of its sales. */
  readonly seedHash: string;
  readonly balls: readonly number[];
  /** With --lines: each line's matches and the ticket's win in minor units at the lottery's line price. */
  readonly ticket?: { readonly matches: readonly number[]; readonly win: number };
}

const numberList = (text: string): number[] => text.split(',').map((n) => Number(n.trim()));

/**
 * `npm run verify-round -- --lottery 6-49 --draw N --seed S [--seed-hash H] [--balls 1,2,...] [--lines JSON]`:
 * recomputes a lotto draw from its revealed seed with the same core the server drew it with
 * (server/lotto/README.md). Given the published hash and balls it checks them too (a mismatch: stderr, exit 2);
 * given a ticket's lines (`[[1,2,3,4,5,6]]`) it prints their matches and the win.
 */
export function verifyLottoArgs(argv: readonly string[]): VerifiedLottoDraw {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      lottery: { type: 'string' },
      draw: { type: 'string' },
      seed: { type: 'string' },
      'seed-hash': { type: 'string' },
      balls: { type: 'string' },
      lines: { type: 'string' },
    },
    strict: true,
  });
  const lottery = LOTTO_CONFIG.lotteries.find((l) => l.id === values.lottery);
  const drawNo = Number(values.draw);
  const seed = values.seed ?? '';
  if (!lottery || !Number.isSafeInteger(drawNo) || drawNo < 1 || seed === '')
    throw new Error(`Give --lottery (${LOTTO_CONFIG.lotteries.map((l) => l.id).join(' or ')}), --draw (a whole number from 1) and --seed`);
  const balls = lottoBalls(seed, lottery.id, drawNo, lottery.balls, lottery.drawn);
  const seedHash = values['seed-hash'] ?? serverSeedHash(seed);
  const result = values.balls ? numberList(values.balls) : balls;
  if (!verifyLottoDraw({ lottery: lottery.id, drawNo, seed, seedHash, balls: lottery.balls, drawn: lottery.drawn, result }))
    throw new Error(`The seed does not give this draw: its hash is ${serverSeedHash(seed)}, its balls ${balls.join(',')}`);
  const lines: unknown = values.lines ? JSON.parse(values.lines) : undefined;
  if (lines !== undefined && !(Array.isArray(lines) && lines.every((l) => Array.isArray(l) && l.every((n) => Number.isInteger(n)))))
    throw new Error('Give --lines as a JSON array of lines, each an array of numbers');
  return {
    lottery: lottery.id,
    drawNo,
    clientSeed: drawClientSeed(lottery.id, drawNo),
    seedHash,
    balls,
    ...(lines ? { ticket: ticketResult(lines as number[][], balls, lottery.prizes, lottery.linePrice) } : {}),
  };
}
