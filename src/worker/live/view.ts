import { oddsText } from '../../core/format';
import type { OddsFormatId } from '../../protocol/constants/oddsFormats';
import { compareGames, parseTopic, periodScoresOf, rowMarketIds, topicMatches, type LiveGames, type RowLayout } from '../../core/live';
import type { LiveGameView, LiveMarketView, LiveOutcomeView } from '../../protocol/live-client';
import { GAME_STATUS, type Game, type Market, type Outcome } from '../../protocol/schemas/live';
import type { OutcomeMove, OutcomeMoves } from './moves';

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
 * The market and outcome views already built for one look, by the feed's own
 * objects (which the feed replaces when they change): a game whose one odds
 * moved gets a new view that keeps every other market and outcome view, so
 * the patch to the tabs can name that one outcome by reference.
 */
export class PartViews {
  private readonly outcomes = new WeakMap<Outcome, { readonly view: LiveOutcomeView; readonly move: OutcomeMove | undefined }>();
  private readonly markets = new WeakMap<Market, LiveMarketView>();

  outcome(o: Outcome, look: GameLook, move: OutcomeMove | undefined): LiveOutcomeView {
    const known = this.outcomes.get(o);
    if (known && known.move === move) return known.view;
    const view: LiveOutcomeView = {
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
    this.outcomes.set(o, { view, move });
    return view;
  }

  market(m: Market, look: GameLook, moves: OutcomeMoves): LiveMarketView {
    const outcomes = m.outcomes.map((o) => this.outcome(o, look, moves.get(o.outcomeId)));
    const known = this.markets.get(m);
    if (known && known.outcomes.every((o, i) => o === outcomes[i])) return known;
    const view: LiveMarketView = {
      marketId: m.marketId,
      typeId: m.typeId,
      name: (look.shortNames ? m.shortName : undefined) ?? m.name,
      param: m.param,
      isSuspended: m.isSuspended,
      outcomes,
    };
    this.markets.set(m, view);
    return view;
  }
}

/**
 * A game as the UI paints it: odds in the player's format, names in the
 * chosen form, each outcome with its last move, and the row's markets, game
 * number and period scores as the player's preferences ask. `parts` must have
 * been built for the same look.
 */
export function gameView(game: Game, look: GameLook, moves: OutcomeMoves, parts: PartViews = new PartViews()): LiveGameView {
  const markets = game.markets.map((m) => parts.market(m, look, moves));
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
