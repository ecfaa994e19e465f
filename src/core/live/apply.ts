import type { FeedDelta, Game, GameHeader, Market } from '../../protocol/schemas/live';
import { sameEvents, withMatchEvent } from './events';

/** The games a feed connection holds, by id: a snapshot plus every delta since. */
export type LiveGames = Readonly<Record<string, Game>>;

export function gamesFromSnapshot(games: readonly Game[]): LiveGames {
  const out: Record<string, Game> = {};
  for (const game of games) out[game.gameId] = game;
  return out;
}

function withMarket(game: Game, marketId: number, change: (market: Market) => Market): Game {
  const index = game.markets.findIndex((m) => m.marketId === marketId);
  if (index < 0) return game;
  const market = game.markets[index] as Market;
  const next = change(market);
  if (next === market) return game;
  const markets = game.markets.slice();
  markets[index] = next;
  return { ...game, markets };
}

/**
 * Applies one delta to a working copy of the games (owned by the caller):
 * the changed game and market get new objects, everything else keeps its
 * identity. False when the delta changed nothing (about something not held:
 * lists carry the main market only).
 */
function applyInto(games: Record<string, Game>, delta: FeedDelta): boolean {
  switch (delta.t) {
    case 'added':
      games[delta.game.gameId] = delta.game;
      return true;
    case 'removed':
      if (!(delta.gameId in games)) return false;
      delete games[delta.gameId];
      return true;
    case 'game': {
      const game = games[delta.gameId];
      if (!game) return false;
      const header: GameHeader = {
        status: delta.status,
        period: delta.period,
        score1: delta.score1,
        score2: delta.score2,
        fullScore: delta.fullScore,
        timeSec: delta.timeSec,
      };
      games[delta.gameId] = { ...game, ...header };
      return true;
    }
    case 'market': {
      const game = games[delta.gameId];
      if (!game) return false;
      const next = withMarket(game, delta.marketId, (m) =>
        m.isSuspended === delta.isSuspended ? m : { ...m, isSuspended: delta.isSuspended },
      );
      if (next === game) return false;
      games[delta.gameId] = next;
      return true;
    }
    case 'event': {
      // A game held from a list has no events: they come on its game topic only.
      const game = games[delta.gameId];
      if (!game?.events) return false;
      const events = withMatchEvent(game.events, delta.event);
      if (!events) return false;
      games[delta.gameId] = { ...game, events };
      return true;
    }
    case 'coef': {
      const game = games[delta.gameId];
      if (!game) return false;
      const next = withMarket(game, delta.marketId, (m) => {
        const at = m.outcomes.findIndex((o) => o.outcomeId === delta.outcomeId);
        const outcome = m.outcomes[at];
        if (!outcome || outcome.coef === delta.coef) return m;
        const outcomes = m.outcomes.slice();
        outcomes[at] = { ...outcome, coef: delta.coef };
        return { ...m, outcomes };
      });
      if (next === game) return false;
      games[delta.gameId] = next;
      return true;
    }
  }
}

/**
 * One delta applied with structural sharing: unchanged games and markets
 * keep their identity, so a UI re-renders only the rows that moved. A delta
 * about something not held is ignored (lists carry the main market only).
 */
export function applyDelta(games: LiveGames, delta: FeedDelta): LiveGames {
  const copy = { ...games };
  return applyInto(copy, delta) ? copy : games;
}

/** A batch of deltas in order, copying the games record once for the whole batch. */
export function applyDeltas(games: LiveGames, deltas: readonly FeedDelta[]): LiveGames {
  if (deltas.length === 0) return games;
  const copy = { ...games };
  let changed = false;
  for (const delta of deltas) if (applyInto(copy, delta)) changed = true;
  return changed ? copy : games;
}

function sameMarket(a: Market, b: Market): boolean {
  if (a === b) return true;
  if (a.marketId !== b.marketId || a.isSuspended !== b.isSuspended || a.typeId !== b.typeId || a.name !== b.name || a.param !== b.param)
    return false;
  if (a.outcomes.length !== b.outcomes.length) return false;
  return a.outcomes.every((o, i) => {
    const p = b.outcomes[i];
    return (
      p !== undefined && o.outcomeId === p.outcomeId && o.coef === p.coef && o.name === p.name && o.typeId === p.typeId && o.kind === p.kind
    );
  });
}

/** Whether two versions of a game hold the same facts (its markets compared outcome by outcome). */
export function sameGame(a: Game, b: Game): boolean {
  if (a === b) return true;
  if (a.markets.length !== b.markets.length) return false;
  if (!sameEvents(a.events, b.events)) return false;
  for (const key of Object.keys(a) as (keyof Game)[]) if (key !== 'markets' && key !== 'events' && a[key] !== b[key]) return false;
  if (Object.keys(a).length !== Object.keys(b).length) return false;
  return a.markets.every((m, i) => sameMarket(m, b.markets[i] as Market));
}

/**
 * A new snapshot, keeping the objects of the games that did not change. A
 * topic change brings a snapshot of every topic: without this, every game on
 * the page would look new and be painted again for one added topic.
 */
export function shareGames(held: LiveGames, next: LiveGames): LiveGames {
  const out: Record<string, Game> = {};
  for (const [id, game] of Object.entries(next)) {
    const old = held[id];
    out[id] = old && sameGame(old, game) ? old : game;
  }
  return out;
}
