import type { FairDraws } from '../fair';

/**
 * `drawn` distinct numbers of 1..balls in draw order, without replacement: a
 * partial Fisher–Yates shuffle, one fair draw per ball, so the draw reads
 * exactly `drawn` numbers and a verification replays it from the seeds.
 */
export function drawBalls(draws: FairDraws, balls: number, drawn: number): number[] {
  const urn = Array.from({ length: balls }, (_, i) => i + 1);
  for (let i = 0; i < drawn; i += 1) {
    const j = i + draws.int(balls - i);
    const picked = urn[j] as number;
    urn[j] = urn[i] as number;
    urn[i] = picked;
  }
  return urn.slice(0, drawn);
}
