import { trackerFieldOf, type TrackerField } from '../../src/protocol/constants/matchEvents';
import { GAME_STATUS, type MatchEvent } from '../../src/protocol/schemas/live';
import type { WorldChange } from './changes';
import { playCount, playEvent, scoringEvent } from './matchEvents';
import { mulberry32, type Prng } from './prng';
import { addEvent, buildGame, coefMilliFrom, coefOf, header, rulesOf, type SimGame, type SimMarket, type World } from './world';

export interface SimulatorOptions {
  readonly seed: number;
  /** Coefficient changes per second of simulated time, across the world. */
  readonly changesPerSecond: number;
  /** Game-clock seconds per real second: 20 plays a football match in about 5 minutes. */
  readonly clockSpeed?: number;
  /** New line games are created so each championship keeps this many. */
  readonly lineGamesPerChamp?: number;
  /** A new line game starts this long after it appears, ms [min, max]. */
  readonly startDelayMs?: readonly [number, number];
  /** Random market suspensions per second across live games. */
  readonly suspensionsPerSecond?: number;
  /** Finished games leave memory (not the database) this long after the final whistle. */
  readonly keepFinishedMs?: number;
}

export interface SimulatorHooks {
  /** Every change, in order. */
  readonly emit: (change: WorldChange) => void;
  /** A game was created, changed status or score, or finished: the store persists it. */
  readonly gameChanged?: (game: SimGame) => void;
  readonly gameCreated?: (game: SimGame) => void;
  /**
   * A market's hidden state moved (fair probabilities, when a suspension
   * lifts), perhaps without a change on the wire: a follower process needs it
   * to continue from this world if it takes over.
   */
  readonly marketTouched?: (market: SimMarket) => void;
  /** May a finished game leave memory yet (the feed may still replay batches about it)? */
  readonly canDrop?: (game: SimGame) => boolean;
}

const DEFAULTS = {
  clockSpeed: 20,
  lineGamesPerChamp: 4,
  startDelayMs: [30_000, 600_000] as const,
  suspensionsPerSecond: 1,
  keepFinishedMs: 10 * 60_000,
};

/** Sports whose every score is rare enough to suspend the game's markets for a moment. */
const suspendsOnScore = (rate: number): boolean => rate < 0.01;

/**
 * Moves the world on, one step per tick: games start, play, score, break
 * and finish; markets are suspended and reopened; coefficients drift at the
 * configured rate. Everything random comes from one seeded generator and
 * time only from step(now), so the same seed, world and sequence of `now`
 * values give the same changes.
 */
export class Simulator {
  private readonly rng: Prng;
  /**
   * The match events' own stream from the same seed: events stay
   * deterministic, and the odds, scores and games are the same numbers with
   * the tracker as they were without it.
   */
  private readonly eventRng: Prng;
  private readonly opts: Required<SimulatorOptions>;
  private last: number | undefined;
  private budget = 0;
  /** Coefficient changes emitted since creation, drift and scoring (the rate test and the bench count them). */
  coefChanges = 0;

  constructor(
    private readonly world: World,
    options: SimulatorOptions,
    private readonly hooks: SimulatorHooks,
  ) {
    this.opts = { ...DEFAULTS, ...options };
    this.rng = mulberry32(options.seed);
    this.eventRng = mulberry32((options.seed ^ 0x5bd1e995) >>> 0);
  }

  setRate(changesPerSecond: number): void {
    (this.opts as { changesPerSecond: number }).changesPerSecond = changesPerSecond;
  }

  get rate(): number {
    return this.opts.changesPerSecond;
  }

  step(now: number): void {
    if (this.last === undefined) this.last = now;
    const dtMs = now - this.last;
    if (dtMs <= 0) return;
    this.last = now;
    const dtGameSec = (dtMs / 1000) * this.opts.clockSpeed;
    for (const game of [...this.world.games.values()]) this.playGame(game, now, dtGameSec);
    this.reopenMarkets(now);
    this.randomSuspensions(now, dtMs);
    this.driftCoefficients(dtMs);
    this.topUpLine(now);
  }

  /**
   * Ends a game now, as its final whistle would (the test switch: a game
   * finishing must reach the coupon without waiting minutes). A game not
   * started yet gets one period at 0:0 before it ends. False if there is no
   * such game or it has finished already.
   */
  finishGame(gameId: number, now: number): boolean {
    const game = this.world.games.get(gameId);
    if (!game || game.status === GAME_STATUS.finished) return false;
    const rules = this.world.sports.get(game.sportId)?.rules ?? rulesOf('football');
    if (game.status === GAME_STATUS.line) {
      game.period = 1;
      game.periodScores = [[0, 0]];
      game.clockSec = 0;
    }
    this.finish(game, now, rules.threeWay);
    return true;
  }

  /**
   * Scores once in a game in play now, as its own step would (the scoring
   * event, the repricing, the header): the test switch, so a goal reaches the
   * tracker without waiting for one. False if the game is not in play.
   */
  scoreNow(gameId: number, now: number): boolean {
    const game = this.world.games.get(gameId);
    if (!game || game.status !== GAME_STATUS.live) return false;
    this.score(game, now, false);
    this.hooks.gameChanged?.(game);
    this.emitHeader(game, now);
    return true;
  }

  private emitHeader(game: SimGame, now: number): void {
    game.lastClockEmit = now;
    game.shownSec = game.clockSec === null ? null : Math.floor(game.clockSec);
    this.hooks.emit({ t: 'game', gameId: game.id, ...header(game) });
  }

  private playGame(game: SimGame, now: number, dtGameSec: number): void {
    const sport = this.world.sports.get(game.sportId);
    const rules = sport?.rules ?? rulesOf('football');
    switch (game.status) {
      case GAME_STATUS.line:
        if (now >= game.startTime) {
          game.status = GAME_STATUS.live;
          game.period = 1;
          game.periodScores = [[0, 0]];
          game.clockSec = 0;
          this.emitHeader(game, now);
          this.hooks.gameChanged?.(game);
        }
        return;
      case GAME_STATUS.break:
        game.breakLeftSec -= dtGameSec;
        if (game.breakLeftSec <= 0) {
          game.status = GAME_STATUS.live;
          game.period += 1;
          game.periodScores.push([0, 0]);
          this.emitHeader(game, now);
          this.hooks.gameChanged?.(game);
        }
        return;
      case GAME_STATUS.live: {
        const clock = (game.clockSec ?? 0) + dtGameSec;
        game.clockSec = clock;
        const expected = rules.scoringPerSec * dtGameSec;
        const events = Math.floor(expected) + (this.rng.next() < expected - Math.floor(expected) ? 1 : 0);
        for (let i = 0; i < events; i += 1) this.score(game, now, suspendsOnScore(rules.scoringPerSec));
        this.play(game, dtGameSec);
        const periodEnd = game.period * rules.periodSec;
        if (clock >= periodEnd) {
          game.clockSec = periodEnd;
          if (game.period < rules.periods) {
            game.status = GAME_STATUS.break;
            game.breakLeftSec = rules.breakSec;
          } else {
            this.finish(game, now, rules.threeWay);
            return;
          }
          this.emitHeader(game, now);
          this.hooks.gameChanged?.(game);
          return;
        }
        if (events > 0) this.hooks.gameChanged?.(game);
        if (events > 0 || now - game.lastClockEmit >= 1000) this.emitHeader(game, now);
        return;
      }
      case GAME_STATUS.finished:
        if (game.finishedAt !== null && now - game.finishedAt >= this.opts.keepFinishedMs && (this.hooks.canDrop?.(game) ?? true)) {
          this.world.games.delete(game.id);
          this.hooks.emit({ t: 'dropped', gameId: game.id });
        }
        return;
    }
  }

  private score(game: SimGame, now: number, suspend: boolean): void {
    const main = game.markets[0];
    const homeProb = main ? (main.probs[0] ?? 0.5) / ((main.probs[0] ?? 0.5) + (main.probs[main.probs.length - 1] ?? 0.5)) : 0.5;
    const side = this.rng.next() < homeProb ? 0 : 1;
    const rules = this.world.sports.get(game.sportId)?.rules ?? rulesOf('football');
    const points = this.rng.pick(rules.points);
    const current = game.periodScores[game.periodScores.length - 1];
    if (current) {
      current[side] += points;
      this.emitEvent(game, scoringEvent(game.nextEventId, this.fieldOf(game), side, points, game, this.eventRng));
    }
    if (main) {
      const idx = side === 0 ? 0 : main.probs.length - 1;
      main.probs[idx] = (main.probs[idx] ?? 0) * 1.3;
      // Repricing after a score counts against the rate, so the configured rate is the total.
      this.budget -= this.reprice(main, 0);
    }
    if (suspend) {
      for (const market of game.markets) this.suspend(market, now + 3000 + this.rng.int(0, 2000));
    }
  }

  private fieldOf(game: SimGame): TrackerField {
    return trackerFieldOf(this.world.sports.get(game.sportId)?.slug ?? '');
  }

  /** What happens on the field between the scores; one draw from the events' generator when nothing does. */
  private play(game: SimGame, dtGameSec: number): void {
    const field = this.fieldOf(game);
    const count = playCount(field, dtGameSec, this.eventRng);
    for (let i = 0; i < count; i += 1) this.emitEvent(game, playEvent(game.nextEventId, field, game, this.eventRng));
  }

  private emitEvent(game: SimGame, event: MatchEvent): void {
    addEvent(game, event);
    this.hooks.emit({ t: 'event', gameId: game.id, event });
  }

  private finish(game: SimGame, now: number, drawAllowed: boolean): void {
    const last = game.periodScores[game.periodScores.length - 1];
    const total = (i: 0 | 1): number => game.periodScores.reduce((sum, p) => sum + p[i], 0);
    if (!drawAllowed && last && total(0) === total(1)) {
      const side = this.rng.next() < 0.5 ? 0 : 1;
      last[side] += 1;
      this.emitEvent(game, scoringEvent(game.nextEventId, this.fieldOf(game), side, 1, game, this.eventRng));
    }
    game.status = GAME_STATUS.finished;
    game.finishedAt = now;
    for (const market of game.markets) {
      market.reopenAt = null;
      this.hooks.marketTouched?.(market);
      if (!market.isSuspended) {
        market.isSuspended = true;
        this.hooks.emit({ t: 'market', gameId: game.id, marketId: market.id, isSuspended: true });
      }
    }
    this.emitHeader(game, now);
    this.hooks.gameChanged?.(game);
  }

  private suspend(market: SimMarket, until: number): void {
    market.reopenAt = Math.max(market.reopenAt ?? 0, until);
    this.hooks.marketTouched?.(market);
    if (market.isSuspended) return;
    market.isSuspended = true;
    this.hooks.emit({ t: 'market', gameId: market.gameId, marketId: market.id, isSuspended: true });
  }

  private reopenMarkets(now: number): void {
    for (const game of this.world.games.values()) {
      if (game.status === GAME_STATUS.finished) continue;
      for (const market of game.markets) {
        if (market.isSuspended && market.reopenAt !== null && market.reopenAt <= now) {
          market.isSuspended = false;
          market.reopenAt = null;
          this.hooks.emit({ t: 'market', gameId: game.id, marketId: market.id, isSuspended: false });
        }
      }
    }
  }

  private liveGames(): SimGame[] {
    return [...this.world.games.values()].filter((g) => g.status === GAME_STATUS.live);
  }

  private randomSuspensions(now: number, dtMs: number): void {
    const expected = (this.opts.suspensionsPerSecond * dtMs) / 1000;
    const count = Math.floor(expected) + (this.rng.next() < expected % 1 ? 1 : 0);
    if (count === 0) return;
    const live = this.liveGames();
    for (let i = 0; i < count && live.length > 0; i += 1) {
      const game = this.rng.pick(live);
      const market = this.rng.pick(game.markets);
      this.suspend(market, now + this.rng.int(2000, 6000));
    }
  }

  /** New coefficients from drifted probabilities; emits each outcome that moved, returns how many. */
  private reprice(market: SimMarket, sigma: number): number {
    const probs = market.probs.map((p) => (sigma > 0 ? p * Math.exp(sigma * this.rng.normal()) : p));
    // Bounds keep every coefficient between about 1.1 and 50, so the 1.01 floor never bends the margin.
    const top = 0.9 / market.scale;
    const clamp = (list: number[]): number[] => {
      const sum = list.reduce((a, b) => a + b, 0);
      return list.map((p) => Math.min(top, Math.max(0.02, p / sum)));
    };
    const next = clamp(clamp(probs));
    market.probs = next;
    this.hooks.marketTouched?.(market);
    let changed = 0;
    market.outcomes.forEach((outcome, i) => {
      const milli = coefMilliFrom(next[i] as number, market.margin, market.scale);
      if (milli === outcome.coefMilli) return;
      outcome.coefMilli = milli;
      changed += 1;
      this.coefChanges += 1;
      this.hooks.emit({ t: 'coef', gameId: market.gameId, marketId: market.id, outcomeId: outcome.id, coef: coefOf(milli) });
    });
    return changed;
  }

  private driftCoefficients(dtMs: number): void {
    this.budget += (this.opts.changesPerSecond * dtMs) / 1000;
    if (this.budget < 1) return;
    const open: { market: SimMarket; sigma: number }[] = [];
    for (const game of this.world.games.values()) {
      if (game.status === GAME_STATUS.finished) continue;
      const sigma = game.status === GAME_STATUS.line ? 0.02 : 0.05;
      for (const market of game.markets) if (!market.isSuspended) open.push({ market, sigma });
    }
    if (open.length === 0) {
      this.budget = 0;
      return;
    }
    // A drift that moves no coefficient costs an attempt, so a pathological world cannot spin forever.
    let attempts = Math.ceil(this.budget) * 4 + 10;
    while (this.budget >= 1 && attempts > 0) {
      attempts -= 1;
      const { market, sigma } = this.rng.pick(open);
      const changed = this.reprice(market, sigma);
      this.budget -= changed;
    }
    if (attempts === 0) this.budget = Math.min(this.budget, 1);
  }

  private topUpLine(now: number): void {
    const lineByChamp = new Map<number, number>();
    for (const game of this.world.games.values()) {
      if (game.status === GAME_STATUS.line) lineByChamp.set(game.champId, (lineByChamp.get(game.champId) ?? 0) + 1);
    }
    for (const champ of this.world.champs.values()) {
      const sport = this.world.sports.get(champ.sportId);
      if (!sport) continue;
      for (let n = lineByChamp.get(champ.id) ?? 0; n < this.opts.lineGamesPerChamp; n += 1) {
        const [min, max] = this.opts.startDelayMs;
        const id = this.world.nextGameId;
        this.world.nextGameId += 1;
        const startTime = Math.round((now + this.rng.int(min, max)) / 60_000) * 60_000 + 60_000;
        const game = buildGame({ id, sport, champ, startTime }, this.rng);
        this.world.games.set(id, game);
        this.hooks.emit({ t: 'created', gameId: id });
        this.hooks.gameCreated?.(game);
      }
    }
  }
}
