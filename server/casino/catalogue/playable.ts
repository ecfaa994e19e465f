import { OWN_ROUND_ENGINES } from '../../../src/core/casino/engines';
import { STEPPED_ENGINES } from '../../../src/core/casino/steppedEngines';
import { SHARED_TABLE_IDS } from '../../../src/protocol/casino/shared';
import { createCasinoService, type CasinoService, type CasinoServiceOptions } from '..';
import { findEngineGame, type FindGame } from '../games';
import type { RoundPlayedHook } from '../rounds/play';
import type { Catalogue } from './build';
import { recordPlayed } from './store';

/**
 * The play pipe's view of the catalogue: a lobby game whose engine plays its
 * rounds on its own (slot, keno, scratch card), in steps (video poker) or at a
 * shared table (crash, roulette) launches in the game frame;
 * the house tables of each engine ("scratch-standard") stay launchable by
 * their id for the verify command, the bench and direct links.
 */
export function catalogueGames(catalogue: Catalogue): FindGame {
  return (gameId) => {
    const game = /^\d{1,9}$/.test(gameId) ? catalogue.byId.get(Number(gameId)) : undefined;
    if (!game) return findEngineGame(gameId);
    if (
      !(game.engine in OWN_ROUND_ENGINES) &&
      !(game.engine in STEPPED_ENGINES) &&
      !(SHARED_TABLE_IDS as readonly string[]).includes(game.engine)
    )
      return null;
    const { name, providerName, engine, variant, theme, minBet, maxBet } = game;
    return { id: String(game.id), name, provider: providerName, engine, variant, theme, minBet, maxBet };
  };
}

/** A real-money round puts its game first in the player's recently played row, in the round's transaction. */
export const recordRecentGame: RoundPlayedHook = async (tx, round) => {
  if (round.demo || round.userId === null || !/^\d{1,9}$/.test(round.gameId)) return;
  await recordPlayed(tx, round.userId, Number(round.gameId), new Date(round.at));
};

/** The play pipe over the lobby's catalogue: its games launch, and each real round updates the recent row. */
export function lobbyCasinoService(catalogue: Catalogue, options: Omit<CasinoServiceOptions, 'findGame' | 'onRoundPlayed'>): CasinoService {
  return createCasinoService({ ...options, findGame: catalogueGames(catalogue), onRoundPlayed: [recordRecentGame] });
}
