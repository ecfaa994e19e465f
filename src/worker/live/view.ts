import { oddsText } from '../../core/format';
import type { OddsFormatId } from '../../protocol/constants/oddsFormats';
import { parseTopic, topicMatches, type LiveGames } from '../../core/live';
import type { LiveGameView, LiveMarketView } from '../../protocol/live-client';
import type { Game } from '../../protocol/schemas/live';
import type { OutcomeMoves } from './moves';

/** A game as the UI paints it: odds already in the player's format, each outcome with its last move. */
export function gameView(game: Game, format: OddsFormatId, moves: OutcomeMoves): LiveGameView {
  const markets: LiveMarketView[] = game.markets.map((m) => ({
    marketId: m.marketId,
    typeId: m.typeId,
    name: m.name,
    param: m.param,
    isSuspended: m.isSuspended,
    outcomes: m.outcomes.map((o) => {
      const move = moves.get(o.outcomeId);
      return {
        outcomeId: o.outcomeId,
        typeId: o.typeId,
        kind: o.kind,
        name: o.name,
        coef: o.coef,
        text: oddsText(o.coef, format),
        dir: move?.dir ?? null,
        changes: move?.changes ?? 0,
        at: move?.at ?? 0,
      };
    }),
  }));
  const { markets: _raw, ...header } = game;
  return { ...header, markets };
}

/** Game ids of a topic among the held games, by start time. */
export function listOf(topic: string, games: LiveGames): number[] {
  const parsed = parseTopic(topic);
  if (!parsed) return [];
  return Object.values(games)
    .filter((g) => topicMatches(parsed, g))
    .sort((a, b) => a.startTime - b.startTime || a.gameId - b.gameId)
    .map((g) => g.gameId);
}
