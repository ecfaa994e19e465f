import { oddsText } from '../../core/format';
import type { OddsFormatId } from '../../protocol/constants/oddsFormats';
import { compareGames, parseTopic, periodScoresOf, rowMarketIds, topicMatches, type LiveGames, type RowLayout } from '../../core/live';
import type { LiveGameView, LiveMarketView } from '../../protocol/live-client';
import { GAME_STATUS, type Game } from '../../protocol/schemas/live';
import type { OutcomeMoves } from './moves';

/** What a game view shows of the player's display preferences. */
export interface GameLook {
  readonly format: OddsFormatId;
  /** Market and outcome names in their short form (markets' names type 1). */
  readonly shortNames: boolean;
  readonly showGameId: boolean;
  readonly detailedScore: boolean;
  readonly row: RowLayout;
}

/** A key that changes exactly when a view built with one look differs from one built with another. */
export const lookKey = (look: GameLook): string =>
  `${look.format}|${look.shortNames ? 's' : 'f'}|${look.showGameId ? 'n' : ''}|${look.detailedScore ? 'd' : ''}|${look.row}`;

/**
 * A game as the UI paints it: odds in the player's format, names in the
 * chosen form, each outcome with its last move, and the row's markets, game
 * number and period scores as the player's preferences ask.
 */
export function gameView(game: Game, look: GameLook, moves: OutcomeMoves): LiveGameView {
  const markets: LiveMarketView[] = game.markets.map((m) => ({
    marketId: m.marketId,
    typeId: m.typeId,
    name: (look.shortNames ? m.shortName : undefined) ?? m.name,
    param: m.param,
    isSuspended: m.isSuspended,
    outcomes: m.outcomes.map((o) => {
      const move = moves.get(o.outcomeId);
      return {
        outcomeId: o.outcomeId,
        typeId: o.typeId,
        kind: o.kind,
        name: (look.shortNames ? o.shortName : undefined) ?? o.name,
        coef: o.coef,
        text: oddsText(o.coef, look.format),
        dir: move?.dir ?? null,
        changes: move?.changes ?? 0,
        at: move?.at ?? 0,
      };
    }),
  }));
  const { markets: _raw, ...header } = game;
  return {
    ...header,
    markets,
    gameNumber: look.showGameId ? game.gameId : null,
    periodScores: look.detailedScore && game.status !== GAME_STATUS.line ? periodScoresOf(game.fullScore) : [],
    rowMarketIds: rowMarketIds(game.markets, look.row),
  };
}

/** Game ids of a topic among the held games, by start time (the best matches first when the player asks). */
export function listOf(topic: string, games: LiveGames, bestFirst = false): number[] {
  const parsed = parseTopic(topic);
  if (!parsed) return [];
  return Object.values(games)
    .filter((g) => topicMatches(parsed, g))
    .sort((a, b) => compareGames(a, b, bestFirst))
    .map((g) => g.gameId);
}
