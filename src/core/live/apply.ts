import type { FeedDelta, Game, GameHeader, Market } from '../../protocol/schemas/live';

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
 * One delta applied with structural sharing: unchanged games and markets
 * keep their identity, so a UI re-renders only the rows that moved. A delta
 * about something not held is ignored (lists carry the main market only).
 */
export function applyDelta(games: LiveGames, delta: FeedDelta): LiveGames {
  switch (delta.t) {
    case 'added':
      return { ...games, [delta.game.gameId]: delta.game };
    case 'removed': {
      if (!(delta.gameId in games)) return games;
      const { [delta.gameId]: _removed, ...rest } = games;
      return rest;
    }
    case 'game': {
      const game = games[delta.gameId];
      if (!game) return games;
      const header: GameHeader = {
        status: delta.status,
        period: delta.period,
        score1: delta.score1,
        score2: delta.score2,
        fullScore: delta.fullScore,
        timeSec: delta.timeSec,
      };
      return { ...games, [delta.gameId]: { ...game, ...header } };
    }
    case 'market': {
      const game = games[delta.gameId];
      if (!game) return games;
      const next = withMarket(game, delta.marketId, (m) =>
        m.isSuspended === delta.isSuspended ? m : { ...m, isSuspended: delta.isSuspended },
      );
      return next === game ? games : { ...games, [delta.gameId]: next };
    }
    case 'coef': {
      const game = games[delta.gameId];
      if (!game) return games;
      const next = withMarket(game, delta.marketId, (m) => {
        const at = m.outcomes.findIndex((o) => o.outcomeId === delta.outcomeId);
        const outcome = m.outcomes[at];
        if (!outcome || outcome.coef === delta.coef) return m;
        const outcomes = m.outcomes.slice();
        outcomes[at] = { ...outcome, coef: delta.coef };
        return { ...m, outcomes };
      });
      return next === game ? games : { ...games, [delta.gameId]: next };
    }
  }
}

export function applyDeltas(games: LiveGames, deltas: readonly FeedDelta[]): LiveGames {
  let state = games;
  for (const delta of deltas) state = applyDelta(state, delta);
  return state;
}
