import { GAME_STATUS } from '../../src/protocol/schemas/live';
import type { LiveService } from '../live';
import type { SimGame, SimMarket, SimOutcome, World } from '../live/world';
import { BetError } from './errors';

/**
 * What the bets read of the live world (server/live): the outcome a coupon
 * names, its market and game, as they are now. The world in memory is the
 * authority while the server runs.
 */
export interface Offered {
  readonly game: SimGame;
  readonly market: SimMarket;
  readonly outcome: SimOutcome;
}

export type OfferState = 'open' | 'suspended' | 'finished' | 'not_found';

export function worldOf(live: LiveService | undefined): World | undefined {
  return live?.runtime?.world;
}

export function requireWorld(live: LiveService | undefined): World {
  const world = worldOf(live);
  if (!world) throw new BetError('live_unavailable', 'The live catalogue is not running; try again in a moment');
  return world;
}

/** The outcome `outcomeId` of game `gameId`, or null when the game or outcome is not in the world. */
export function findOffered(world: World, gameId: number, outcomeId: number): Offered | null {
  const game = world.games.get(gameId);
  if (!game) return null;
  for (const market of game.markets) {
    const outcome = market.outcomes.find((o) => o.id === outcomeId);
    if (outcome) return { game, market, outcome };
  }
  return null;
}

export function offerState(offered: Offered | null): OfferState {
  if (!offered) return 'not_found';
  if (offered.game.status === GAME_STATUS.finished) return 'finished';
  if (offered.market.isSuspended) return 'suspended';
  return 'open';
}

/** SPEC 4: a game in play (or in a break) makes a live bet. */
export function isLiveGame(game: SimGame): boolean {
  return game.status === GAME_STATUS.live || game.status === GAME_STATUS.break;
}

/** Names a ticket shows, in both catalogue languages, copied onto the leg at placement. */
export type LegNames = Record<'sport' | 'champ' | 'opponent1' | 'opponent2' | 'market' | 'outcome', { en: string; ru: string }>;

export function namesOf(world: World, offered: Offered): LegNames {
  const { game, market, outcome } = offered;
  const sport = world.sports.get(game.sportId);
  const champ = world.champs.get(game.champId);
  return {
    sport: { en: sport?.nameEn ?? String(game.sportId), ru: sport?.nameRu ?? String(game.sportId) },
    champ: { en: champ?.nameEn ?? String(game.champId), ru: champ?.nameRu ?? String(game.champId) },
    opponent1: { en: game.opponent1En, ru: game.opponent1Ru },
    opponent2: { en: game.opponent2En, ru: game.opponent2Ru },
    market: { en: market.nameEn, ru: market.nameRu },
    outcome: { en: outcome.nameEn, ru: outcome.nameRu },
  };
}

export function scoreText(periodScores: readonly (readonly [number, number])[]): string | null {
  if (periodScores.length === 0) return null;
  const s1 = periodScores.reduce((sum, p) => sum + p[0], 0);
  const s2 = periodScores.reduce((sum, p) => sum + p[1], 0);
  return `${s1}:${s2}`;
}
