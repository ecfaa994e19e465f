import type { NewBet } from '../../protocol/coupon';
import type { SuggestedCoupon, SuggestedLeg } from '../../protocol/live-client';
import { GAME_STATUS, type Champ, type IndexGame, type Market, type Outcome } from '../../protocol/schemas/live';
import type { OddsFormatId } from '../../protocol/constants/oddsFormats';
import { expressCoef } from '../coupon/coef';
import { oddsText } from '../format/odds';
import { isLiveStatus } from '../live/topics';

/** An outcome of a game's open main market that a suggested coupon may take. */
export interface Choice {
  readonly game: IndexGame;
  readonly market: Market;
  readonly outcome: Outcome;
}

/** Games not finished whose main market is open: what suggestions are made of. */
export function openGames(games: readonly IndexGame[]): IndexGame[] {
  return games.filter((g) => g.status !== GAME_STATUS.finished && g.main !== null && !g.main.isSuspended && g.main.outcomes.length >= 2);
}

/** The market's favourite: its shortest price (the lower outcome id on a tie). */
export function favouriteOf(market: Market): Outcome | undefined {
  let best: Outcome | undefined;
  for (const o of market.outcomes) if (!best || o.coef < best.coef || (o.coef === best.coef && o.outcomeId < best.outcomeId)) best = o;
  return best;
}

/** The coupon's new bet for a choice, as a click on the outcome would send it. */
export function newBetOf(choice: Choice): NewBet {
  const { game, market, outcome } = choice;
  const live = isLiveStatus(game.status);
  return {
    market: {
      id: outcome.outcomeId,
      sportId: game.sportId,
      typeId: outcome.typeId,
      coef: outcome.coef,
      kind: outcome.kind,
      isLive: live,
      champId: game.champId,
      gameId: game.gameId,
      param: market.param,
    },
    gameStatus: game.status,
    startTime: game.startTime,
    timeSec: null,
    opponent1: game.opponent1,
    opponent2: game.opponent2,
    fullScore: '',
    isBlocked: false,
  };
}

export interface LegNames {
  readonly champs: ReadonlyMap<number, Champ>;
  /** Markets' names in the short form (the player's markets' names type). */
  readonly short: boolean;
  readonly format: OddsFormatId;
}

/** The choices as the page shows them, with their total (the express product, rounded once). */
export function suggestedCoupon(choices: readonly Choice[], names: LegNames): SuggestedCoupon {
  const legs: SuggestedLeg[] = choices.map((choice) => ({
    gameId: choice.game.gameId,
    sportId: choice.game.sportId,
    champName: names.champs.get(choice.game.champId)?.name ?? '',
    opponent1: choice.game.opponent1,
    opponent2: choice.game.opponent2,
    startTime: choice.game.startTime,
    isLive: isLiveStatus(choice.game.status),
    marketName: (names.short ? choice.market.shortName : undefined) ?? choice.market.name,
    outcomeName: (names.short ? choice.outcome.shortName : undefined) ?? choice.outcome.name,
    coef: choice.outcome.coef,
    coefText: oddsText(choice.outcome.coef, names.format),
    bet: newBetOf(choice),
  }));
  const coef = legs.length === 0 ? 0 : expressCoef(legs.map((l) => l.coef));
  return { legs, coef, coefText: coef > 1 ? oddsText(coef, names.format) : '' };
}
