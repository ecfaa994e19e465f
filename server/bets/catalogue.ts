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

/**
 * A catalogue of offered outcomes beside the live world (virtual sports):
 * games in its own id range, which the live world never holds, with their
 * names and results. The bets ask it when the world does not hold a game.
 */
export interface OfferSource {
  /** Whether `gameId` is in this source's range (its results come from it, never from the live world). */
  holds(gameId: number): boolean;
  offered(gameId: number, outcomeId: number): Offered | null;
  names(offered: Offered): LegNames;
}

/** The outcome `outcomeId` of game `gameId`, or null when the game or outcome is neither in the world nor in another source. */
export function findOffered(world: World, gameId: number, outcomeId: number, others: readonly OfferSource[] = []): Offered | null {
  const game = world.games.get(gameId);
  if (!game) return others.find((source) => source.holds(gameId))?.offered(gameId, outcomeId) ?? null;
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

export function namesOf(world: World, offered: Offered, others: readonly OfferSource[] = []): LegNames {
  const { game, market, outcome } = offered;
  const source = world.games.has(game.id) ? undefined : others.find((s) => s.holds(game.id));
  if (source) return source.names(offered);
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
