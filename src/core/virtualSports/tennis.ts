import type { FairDraws } from '../casino/fair';
import { scoreMarkets, type VirtualMarketProbs } from './markets';

/**
 * Virtual tennis: one set, a tie-break at 6-6, played point by point; each
 * side wins a point on its own serve with its own chance. One set keeps the
 * live world's game-count markets honest: the side with more games won the
 * match. The fair probabilities of the final game score are computed
 * exactly (game, tie-break and set recursions).
 */
export interface TennisPoint {
  /** Who won the point, who served it: 0 home, 1 away. */
  readonly side: 0 | 1;
  readonly server: 0 | 1;
  /** Games after the point, and the point score of the game in play ('' once the game ended). */
  readonly games: readonly [number, number];
  readonly points: readonly [string, string];
}

export interface TennisPlay {
  readonly sport: 'tennis';
  readonly teams: readonly [number, number];
  readonly points: readonly TennisPoint[];
  readonly periodScores: readonly (readonly [number, number])[];
  readonly markets: readonly VirtualMarketProbs[];
}

const CALLS = ['0', '15', '30', '40'] as const;

/** The chance the server holds a game when winning each point with p. */
export function holdChance(p: number): number {
  const q = 1 - p;
  return p ** 4 * (1 + 4 * q + 10 * q * q) + (20 * p ** 3 * q ** 3 * p * p) / (1 - 2 * p * q);
}

/** Who serves tie-break point k (0-based): the first server once, then two each. */
const tieServer = (first: 0 | 1, k: number): 0 | 1 => (Math.floor((k + 1) / 2) % 2 === 0 ? first : ((1 - first) as 0 | 1));

/** The chance side 0 wins a tie-break; `win[s]` is its chance on a point server s serves. */
function tieBreakChance(win: readonly [number, number], first: 0 | 1): number {
  const memo = new Map<string, number>();
  const at = (a: number, b: number): number => {
    if (a >= 7 && a - b >= 2) return 1;
    if (b >= 7 && b - a >= 2) return 0;
    if (a === b && a >= 6) {
      // From level at 6-6 on, each pair of points has one serve each.
      const both = win[0] * win[1];
      const none = (1 - win[0]) * (1 - win[1]);
      return both / (both + none);
    }
    const key = `${a}:${b}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const p = win[tieServer(first, a + b)];
    const value = p * at(a + 1, b) + (1 - p) * at(a, b + 1);
    memo.set(key, value);
    return value;
  };
  return at(0, 0);
}

/** The final game scores of the set and their chances. */
function setDistribution(serve: readonly [number, number], first: 0 | 1): Map<string, number> {
  const win: [number, number] = [serve[0], 1 - serve[1]];
  const hold = [holdChance(serve[0]), holdChance(serve[1])];
  const out = new Map<string, number>();
  const add = (a: number, b: number, p: number) => out.set(`${a}:${b}`, (out.get(`${a}:${b}`) ?? 0) + p);
  const walk = (a: number, b: number, p: number): void => {
    if ((a === 6 && b <= 4) || (b === 6 && a <= 4) || (a === 7 && b === 5) || (b === 7 && a === 5)) return void add(a, b, p);
    if (a === 6 && b === 6) {
      const tie = tieBreakChance(win, first);
      add(7, 6, p * tie);
      add(6, 7, p * (1 - tie));
      return;
    }
    const server = (a + b) % 2 === 0 ? first : 1 - first;
    const sideZero = server === 0 ? (hold[0] as number) : 1 - (hold[1] as number);
    walk(a + 1, b, p * sideZero);
    walk(a, b + 1, p * (1 - sideZero));
  };
  walk(0, 0, 1);
  return out;
}

function gameCall(a: number, b: number): [string, string] {
  if (a >= 3 && b >= 3) {
    if (a === b) return ['40', '40'];
    return a > b ? ['AD', '40'] : ['40', 'AD'];
  }
  return [CALLS[a] as string, CALLS[b] as string];
}

/** Two players of `playerCount`, their serve strengths, who serves first, then the points: read in this order. */
export function playTennis(draws: FairDraws, playerCount: number): TennisPlay {
  const home = draws.int(playerCount);
  const away = (home + 1 + draws.int(playerCount - 1)) % playerCount;
  const strength = draws.float() * 1.6 - 0.8;
  const serve: [number, number] = [0.62 + strength * 0.07, 0.62 - strength * 0.07];
  const first = draws.int(2) as 0 | 1;
  const games: [number, number] = [0, 0];
  const points: TennisPoint[] = [];
  const point = (server: 0 | 1): 0 | 1 => {
    const serverWins = draws.float() < serve[server];
    return serverWins ? server : ((1 - server) as 0 | 1);
  };
  const setOver = (): boolean => {
    const [a, b] = games;
    return (Math.max(a, b) === 6 && Math.abs(a - b) >= 2) || Math.max(a, b) === 7;
  };
  while (!setOver()) {
    const tieBreak = games[0] === 6 && games[1] === 6;
    const server = ((games[0] + games[1]) % 2 === 0 ? first : 1 - first) as 0 | 1;
    const score: [number, number] = [0, 0];
    for (let k = 0; ; k += 1) {
      const who = tieBreak ? tieServer(server, k) : server;
      const side = point(who);
      score[side] += 1;
      const target = tieBreak ? 7 : 4;
      const won = score[side] >= target && score[side] - (score[1 - side] as number) >= 2;
      if (won) games[side] += 1;
      const call: [string, string] = won ? ['', ''] : tieBreak ? [String(score[0]), String(score[1])] : gameCall(score[0], score[1]);
      points.push({ side, server: who, games: [games[0], games[1]], points: call });
      if (won) break;
    }
  }
  const dist = setDistribution(serve, first);
  return {
    sport: 'tennis',
    teams: [home, away],
    points,
    periodScores: [[games[0], games[1]]],
    markets: scoreMarkets((a, b) => dist.get(`${a}:${b}`) ?? 0, 7, {
      threeWay: false,
      handicap: -2.5,
      totals: [9.5, 8.5, 10.5],
      bothScore: false,
    }),
  };
}
