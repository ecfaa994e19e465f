import type { FairDraws } from '../casino/fair';
import { runnerTypeId, type VirtualMarketProbs } from './markets';

/**
 * A virtual horse race: each runner has a weight; the finishing order is
 * drawn place by place, each remaining runner as likely as its share of the
 * remaining weight (Plackett-Luce), so a runner's chance to win is exactly
 * its share. The shown run (who leads when) is drawn too, and always ends in
 * that order.
 */
export interface RacePlay {
  readonly sport: 'racing';
  /** Runner numbers 1..n, each a name index. */
  readonly runners: readonly number[];
  /** Runner numbers, winner first. */
  readonly order: readonly number[];
  /** Per runner (by number - 1): the event fraction it crosses the line at, and the sway of its run. */
  readonly finishAt: readonly number[];
  readonly sway: readonly number[];
  /** [place, runner] per place: the result the bets settle by. */
  readonly periodScores: readonly (readonly [number, number])[];
  readonly markets: readonly VirtualMarketProbs[];
}

export const RACE_RUNNERS = 6;

/** `RACE_RUNNERS` different names of `nameCount`, their weights, the order, then each place's gap and each runner's sway. */
export function playRace(draws: FairDraws, nameCount: number): RacePlay {
  const pool = Array.from({ length: nameCount }, (_, i) => i);
  const runners: number[] = [];
  for (let i = 0; i < RACE_RUNNERS; i += 1) runners.push(pool.splice(draws.int(pool.length), 1)[0] as number);
  const weights = runners.map(() => 0.4 + draws.float() * 1.6);
  const total = weights.reduce((s, w) => s + w, 0);
  const left = runners.map((_, i) => i + 1);
  const order: number[] = [];
  while (left.length > 0) {
    let pick = draws.float() * left.reduce((s, n) => s + (weights[n - 1] as number), 0);
    let index = left.length - 1;
    for (let i = 0; i < left.length; i += 1) {
      pick -= weights[(left[i] as number) - 1] as number;
      if (pick < 0) {
        index = i;
        break;
      }
    }
    order.push(left.splice(index, 1)[0] as number);
  }
  const finishAt = new Array<number>(RACE_RUNNERS).fill(0);
  let at = 0.9;
  for (const runner of order) {
    finishAt[runner - 1] = at;
    at += 0.008 + draws.float() * 0.012;
  }
  const sway = runners.map(() => draws.float() * 2 - 1);
  return {
    sport: 'racing',
    runners,
    order,
    finishAt,
    sway,
    periodScores: order.map((runner, i) => [i + 1, runner] as const),
    markets: [{ kind: 'winner', param: null, outcomes: weights.map((w, i) => ({ typeId: runnerTypeId(i + 1), prob: w / total })) }],
  };
}

/** How far each runner has run (0..1) at `fraction` of the event: its line crossed at its finish time, swaying before. */
export function raceProgress(race: RacePlay, fraction: number): number[] {
  return race.finishAt.map((end, i) => {
    const t = Math.min(1, Math.max(0, fraction / end));
    return Math.min(1, Math.max(0, t + (race.sway[i] as number) * 0.05 * Math.sin(Math.PI * t)));
  });
}
