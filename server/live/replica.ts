import type { GameStatus } from '../../src/protocol/schemas/live';
import type { WorldChange } from './changes';
import { addEvent, type SimGame, type SimMarket, type World } from './world';

/**
 * One feed batch as the leading process publishes it to the others: the
 * feed's changes plus the state behind them that the wire does not carry
 * (a new game whole, a game's period scores and clock, a market's fair
 * probabilities and reopening time). A follower applying the batches in
 * order holds the leader's world, so its catalogue, its feed and the bets'
 * pricing all see the leader's odds; on a takeover its simulator continues
 * from there.
 */
export interface PublishedBatch {
  readonly seq: number;
  /** The leader's clock at the flush (epoch ms). */
  readonly ts: number;
  readonly body: BatchBody;
}

export interface BatchBody {
  readonly changes: readonly WorldChange[];
  /** Every game a `created` change names, as it was at the flush. */
  readonly games: readonly GameCopy[];
  /** The life of every game a `game` change names. */
  readonly lives: readonly GameLife[];
  /** Every market a `coef` or `market` change names, and every one whose hidden state moved. */
  readonly markets: readonly MarketLife[];
  readonly nextGameId: number;
}

/** A game without the feed's bookkeeping (each process numbers its own feed history). */
export type GameCopy = Omit<SimGame, 'createdSeq' | 'statusLog'>;

export interface GameLife {
  readonly id: number;
  readonly status: GameStatus;
  readonly period: number;
  readonly periodScores: [number, number][];
  readonly clockSec: number | null;
  readonly shownSec: number | null;
  readonly breakLeftSec: number;
  readonly finishedAt: number | null;
  readonly lastClockEmit: number;
}

export interface MarketLife {
  readonly id: number;
  readonly gameId: number;
  readonly isSuspended: boolean;
  readonly reopenAt: number | null;
  readonly probs: readonly number[];
}

const copyGame = (game: SimGame): GameCopy => {
  const { createdSeq: _seq, statusLog: _log, ...rest } = game;
  return structuredClone(rest);
};

const lifeOf = (g: SimGame): GameLife => ({
  id: g.id,
  status: g.status,
  period: g.period,
  periodScores: g.periodScores.map((p) => [p[0], p[1]]),
  clockSec: g.clockSec,
  shownSec: g.shownSec,
  breakLeftSec: g.breakLeftSec,
  finishedAt: g.finishedAt,
  lastClockEmit: g.lastClockEmit,
});

const marketLife = (market: SimMarket): MarketLife => ({
  id: market.id,
  gameId: market.gameId,
  isSuspended: market.isSuspended,
  reopenAt: market.reopenAt,
  probs: [...market.probs],
});

/**
 * The body of a batch of `changes`, read from the world right after the
 * step that made them (the world then holds exactly their result).
 * `touched`: markets whose probabilities or reopening time moved in that
 * step without a change of their own (the simulator's `marketTouched`).
 */
export function describeBatch(world: World, changes: readonly WorldChange[], touched: Iterable<SimMarket> = []): BatchBody {
  const games = new Map<number, GameCopy>();
  const lives = new Map<number, GameLife>();
  const markets = new Map<number, MarketLife>();
  for (const market of touched) if (world.games.get(market.gameId)?.markets.includes(market)) markets.set(market.id, marketLife(market));
  for (const change of changes) {
    const game = world.games.get(change.gameId);
    if (!game) continue;
    if (change.t === 'created') games.set(game.id, copyGame(game));
    else if (change.t === 'game') lives.set(game.id, lifeOf(game));
    else if (change.t === 'coef' || change.t === 'market') {
      if (markets.has(change.marketId)) continue;
      const market = game.markets.find((m) => m.id === change.marketId);
      if (market) markets.set(market.id, marketLife(market));
    }
  }
  return { changes, games: [...games.values()], lives: [...lives.values()], markets: [...markets.values()], nextGameId: world.nextGameId };
}

/**
 * Applies a published batch to a follower's world. Every write is absolute,
 * so applying a batch the world already contains changes nothing; a change
 * about a game the world does not hold is skipped.
 */
export function applyBatch(world: World, body: BatchBody): void {
  const created = new Map(body.games.map((g) => [g.id, g]));
  const lives = new Map(body.lives.map((l) => [l.id, l]));
  for (const change of body.changes) {
    if (change.t === 'created') {
      const copy = created.get(change.gameId);
      if (copy) world.games.set(copy.id, { ...structuredClone(copy), createdSeq: 0, statusLog: [{ seq: 0, status: copy.status }] });
      continue;
    }
    if (change.t === 'dropped') {
      world.games.delete(change.gameId);
      continue;
    }
    const game = world.games.get(change.gameId);
    if (!game) continue;
    if (change.t === 'game') {
      const life = lives.get(game.id);
      game.status = change.status;
      game.period = change.period;
      game.shownSec = change.timeSec;
      if (life) {
        game.periodScores = life.periodScores.map((p) => [p[0], p[1]]);
        game.clockSec = life.clockSec;
        game.breakLeftSec = life.breakLeftSec;
        game.finishedAt = life.finishedAt;
        game.lastClockEmit = life.lastClockEmit;
      }
      continue;
    }
    if (change.t === 'event') {
      addEvent(game, change.event);
      continue;
    }
    const market = game.markets.find((m) => m.id === change.marketId);
    if (!market) continue;
    if (change.t === 'market') market.isSuspended = change.isSuspended;
    else {
      const outcome = market.outcomes.find((o) => o.id === change.outcomeId);
      if (outcome) outcome.coefMilli = Math.round(change.coef * 1000);
    }
  }
  for (const life of body.markets) {
    const market = world.games.get(life.gameId)?.markets.find((m) => m.id === life.id);
    if (!market) continue;
    market.isSuspended = life.isSuspended;
    market.reopenAt = life.reopenAt;
    market.probs = [...life.probs];
  }
  world.nextGameId = Math.max(world.nextGameId, body.nextGameId);
}

/** The status of each game the batch creates, as it was at the flush (the feed's history of a game starts there). */
export function createdStatuses(body: BatchBody): ReadonlyMap<number, GameStatus> {
  return new Map(body.games.map((g) => [g.id, g.status]));
}

/** Replaces a world's content in place: the feed, the routes and the bets hold the same object. */
export function replaceWorld(target: World, source: World): void {
  target.sports.clear();
  for (const [id, sport] of source.sports) target.sports.set(id, sport);
  target.champs.clear();
  for (const [id, champ] of source.champs) target.champs.set(id, champ);
  target.games.clear();
  for (const [id, game] of source.games) target.games.set(id, game);
  target.nextGameId = source.nextGameId;
}
