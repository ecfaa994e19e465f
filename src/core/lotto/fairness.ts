import { fairDraws, serverSeedHash } from '../casino/fair';
import { drawBalls } from '../casino/keno/draw';

/** The draw's client seed: the lottery and the draw's number, so no two draws share their randomness. */
export const drawClientSeed = (lottery: string, drawNo: number): string => `${lottery}:${drawNo}`;

/** A draw's balls from its committed seed, in draw order. */
export const lottoBalls = (seed: string, lottery: string, drawNo: number, balls: number, drawn: number): number[] =>
  drawBalls(fairDraws({ serverSeed: seed, clientSeed: drawClientSeed(lottery, drawNo), nonce: 0 }), balls, drawn);

export interface LottoDrawRecord {
  readonly lottery: string;
  readonly drawNo: number;
  readonly seed: string;
  readonly seedHash: string;
  readonly balls: number;
  readonly drawn: number;
  /** The result as published, in draw order. */
  readonly result: readonly number[];
}

/** True when the seed matches the hash shown before the draw and reproduces the published balls in their order. */
export function verifyLottoDraw(record: LottoDrawRecord): boolean {
  if (serverSeedHash(record.seed) !== record.seedHash) return false;
  const balls = lottoBalls(record.seed, record.lottery, record.drawNo, record.balls, record.drawn);
  return balls.length === record.result.length && balls.every((n, i) => record.result[i] === n);
}
