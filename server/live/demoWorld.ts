import { GAME_STATUS } from '../../src/protocol/schemas/live';
import { mulberry32 } from './prng';
import { buildGame, champRowsFromData, emptyWorld, sportRowsFromData, type SimGame, type World } from './world';

/**
 * The demo world a fresh database starts with, from a seed: in every
 * championship a few games in play, a few in the line and a few finished
 * (so results are not empty). Pure: the same seed and `now` give the same world.
 */
export interface DemoGamesPerChamp {
  readonly live: number;
  readonly line: number;
  readonly finished: number;
}

export const DEFAULT_GAMES_PER_CHAMP: DemoGamesPerChamp = { live: 2, line: 4, finished: 2 };

/**
 * The world-size knob (LIVE_GAMES_PER_CHAMP): `n` games in play per
 * championship, as many in the line (never fewer than the default), the
 * default history. The benchmark uses it to put hundreds of outcomes on one page.
 */
export function gamesPerChamp(n: number | undefined): DemoGamesPerChamp {
  if (n === undefined || !Number.isInteger(n) || n < 1) return DEFAULT_GAMES_PER_CHAMP;
  return { live: n, line: Math.max(DEFAULT_GAMES_PER_CHAMP.line, n), finished: DEFAULT_GAMES_PER_CHAMP.finished };
}

export function createDemoWorld(seed: number, now: number, perChamp: DemoGamesPerChamp = DEFAULT_GAMES_PER_CHAMP): World {
  const world = emptyWorld();
  const rng = mulberry32(seed);
  for (const sport of sportRowsFromData()) world.sports.set(sport.id, sport);
  for (const champ of champRowsFromData()) world.champs.set(champ.id, champ);
  for (const champ of world.champs.values()) {
    const sport = world.sports.get(champ.sportId);
    if (!sport) continue;
    const { periods, periodSec, breakSec, scoringPerSec } = sport.rules;
    const realMsPerGameSec = 1000 / 20;
    const fullMs = (periods * periodSec + (periods - 1) * breakSec) * realMsPerGameSec;
    const randomScores = (played: number): [number, number][] =>
      Array.from({ length: played }, () => {
        const mean = (scoringPerSec * periodSec) / 2;
        return [Math.round(mean * rng.next() * 2), Math.round(mean * rng.next() * 2)] as [number, number];
      });
    const add = (game: SimGame): void => {
      world.games.set(game.id, game);
    };
    const next = (): number => {
      const id = world.nextGameId;
      world.nextGameId += 1;
      return id;
    };
    for (let i = 0; i < perChamp.finished; i += 1) {
      const finishedAt = now - rng.int(5, 180) * 60_000;
      const game = buildGame({ id: next(), sport, champ, startTime: finishedAt - fullMs }, rng);
      game.status = GAME_STATUS.finished;
      game.period = periods;
      game.periodScores = randomScores(periods);
      const totals = game.periodScores.reduce((t, p) => [t[0] + p[0], t[1] + p[1]], [0, 0]);
      const last = game.periodScores[periods - 1];
      if (!sport.rules.threeWay && totals[0] === totals[1] && last) last[0] += 1;
      game.clockSec = periods * periodSec;
      game.shownSec = game.clockSec;
      game.finishedAt = finishedAt;
      for (const market of game.markets) market.isSuspended = true;
      game.statusLog = [{ seq: 0, status: game.status }];
      add(game);
    }
    for (let i = 0; i < perChamp.live; i += 1) {
      const period = rng.int(1, periods);
      const clockSec = (period - 1) * periodSec + Math.floor(rng.next() * periodSec * 0.9);
      const game = buildGame({ id: next(), sport, champ, startTime: now - Math.round(clockSec * realMsPerGameSec) - 60_000 }, rng);
      game.status = GAME_STATUS.live;
      game.period = period;
      game.periodScores = randomScores(period);
      game.clockSec = clockSec;
      game.shownSec = clockSec;
      game.statusLog = [{ seq: 0, status: game.status }];
      add(game);
    }
    for (let i = 0; i < perChamp.line; i += 1) {
      const startTime = Math.round((now + rng.int(2, 40) * 60_000) / 60_000) * 60_000;
      add(buildGame({ id: next(), sport, champ, startTime }, rng));
    }
  }
  return world;
}
