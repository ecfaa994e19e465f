import { SCORING_KIND, type MatchEventKind, type TrackerField } from '../../src/protocol/constants/matchEvents';
import type { MatchEvent } from '../../src/protocol/schemas/live';
import type { Prng } from './prng';

/**
 * What happens on the field between the scores (the match tracker's
 * events), per field: how often, which kinds with which weights, and where.
 * Scores are not made here: the simulator's own score change makes its
 * scoring event (`scoringEvent`), so a goal never comes without the score.
 */

interface FieldPlay {
  /** Events other than scores per game-clock second (the clock runs 20x: football about one a second). */
  readonly perSec: number;
  /** Kinds with their weights. */
  readonly kinds: readonly (readonly [MatchEventKind, number])[];
}

const PLAY: Readonly<Record<TrackerField, FieldPlay>> = {
  pitch: {
    perSec: 1 / 20,
    kinds: [
      ['attack', 80],
      ['danger', 50],
      ['shot', 24],
      ['corner', 16],
      ['freeKick', 20],
      ['yellow', 8],
      ['red', 1],
    ],
  },
  rink: {
    perSec: 1 / 15,
    kinds: [
      ['attack', 45],
      ['danger', 25],
      ['shot', 25],
      ['penalty', 5],
    ],
  },
  court: {
    perSec: 1 / 25,
    kinds: [
      ['attack', 80],
      ['foul', 15],
      ['timeout', 5],
    ],
  },
  net: { perSec: 1 / 30, kinds: [['serve', 1]] },
  arena: { perSec: 1 / 30, kinds: [['attack', 1]] },
};

const totalWeight = (play: FieldPlay): number => play.kinds.reduce((sum, [, w]) => sum + w, 0);
const WEIGHTS: Readonly<Record<TrackerField, number>> = {
  pitch: totalWeight(PLAY.pitch),
  rink: totalWeight(PLAY.rink),
  court: totalWeight(PLAY.court),
  net: totalWeight(PLAY.net),
  arena: totalWeight(PLAY.arena),
};

/** Three decimals are plenty for a drawing and keep the wire short. */
const round = (v: number): number => Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000;
const between = (rng: Prng, min: number, max: number): number => min + rng.next() * (max - min);

/**
 * Where an event happens, as depth (how far towards the goal of the side's
 * opponent, 0..1) and width; team 1 attacks towards x = 1, team 2 towards 0.
 */
function place(kind: MatchEventKind, field: TrackerField, points: number, rng: Prng): readonly [number, number] {
  switch (kind) {
    case 'attack':
      return [between(rng, 0.5, 0.78), between(rng, 0.1, 0.9)];
    case 'danger':
      return [between(rng, 0.75, 0.9), between(rng, 0.2, 0.8)];
    case 'shot':
      return [between(rng, 0.8, 0.95), between(rng, 0.3, 0.7)];
    case 'corner':
      return [1, rng.next() < 0.5 ? 0 : 1];
    case 'freeKick':
      return [between(rng, 0.4, 0.85), between(rng, 0.1, 0.9)];
    case 'yellow':
    case 'red':
    case 'penalty':
    case 'foul':
      return [between(rng, 0.2, 0.8), between(rng, 0.1, 0.9)];
    case 'timeout':
      return [0.5, 1];
    case 'serve':
      return [0, between(rng, 0.25, 0.75)];
    case 'goal':
      return [field === 'rink' ? 0.9 : 1, between(rng, 0.45, 0.55)];
    case 'basket':
      // A free throw from the line, a three from beyond the arc, two near the hoop.
      if (points === 1) return [0.8, 0.5];
      if (points >= 3) return [between(rng, 0.68, 0.72), between(rng, 0.1, 0.9)];
      return [between(rng, 0.85, 0.95), between(rng, 0.35, 0.65)];
    case 'point':
      return [between(rng, 0.6, 0.95), between(rng, 0.1, 0.9)];
    case 'score':
      return [between(rng, 0.85, 1), between(rng, 0.3, 0.7)];
  }
}

function build(
  id: number,
  kind: MatchEventKind,
  side: 1 | 2,
  depth: number,
  width: number,
  at: { period: number; clockSec: number | null },
): MatchEvent {
  return {
    id,
    kind,
    side,
    x: round(side === 1 ? depth : 1 - depth),
    y: round(width),
    period: at.period,
    timeSec: at.clockSec === null ? null : Math.floor(at.clockSec),
  };
}

/** How many events other than scores happen in `dtGameSec` of play (one draw from the generator when there are none). */
export function playCount(field: TrackerField, dtGameSec: number, rng: Prng): number {
  const expected = PLAY[field].perSec * dtGameSec;
  const whole = Math.floor(expected);
  return whole + (rng.next() < expected - whole ? 1 : 0);
}

/** One event other than a score. */
export function playEvent(id: number, field: TrackerField, at: { period: number; clockSec: number | null }, rng: Prng): MatchEvent {
  const play = PLAY[field];
  let roll = rng.next() * WEIGHTS[field];
  let kind = (play.kinds[0] as readonly [MatchEventKind, number])[0];
  for (const [k, w] of play.kinds) {
    kind = k;
    roll -= w;
    if (roll < 0) break;
  }
  const side = rng.next() < 0.5 ? 1 : 2;
  const [depth, width] = place(kind, field, 0, rng);
  return build(id, kind, side, depth, width, at);
}

/** The event of a score the simulator made: `side` (0 or 1, as in periodScores) scored `points`. */
export function scoringEvent(
  id: number,
  field: TrackerField,
  side: 0 | 1,
  points: number,
  at: { period: number; clockSec: number | null },
  rng: Prng,
): MatchEvent {
  const kind = SCORING_KIND[field];
  const [depth, width] = place(kind, field, points, rng);
  return { ...build(id, kind, side === 0 ? 1 : 2, depth, width, at), points };
}
