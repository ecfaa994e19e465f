import { BONUS_GAME_FREE_SPINS, BONUS_GAME_WAGERING, type BonusGameId, type BonusGamePrize } from '../../src/protocol/constants/bonusGames';
import { grantFreeSpins } from '../bonus';
import { creditBonus } from '../bonus/credit';
import type { PlayableGame } from '../casino/games';
import type { Queryable } from '../db/db';

const DAY_MS = 86_400_000;

/** Ledger keys of prizes are in their own scope: one key per try, so a prize is credited once whatever repeats it. */
export const BONUS_GAME_KEY_SCOPE = 'bonus_game';
/** The ledger movement's reference type: the try (bonus_game_try.id). */
export const BONUS_GAME_TRY_REF = 'bonus_game_try';

export interface PrizeGrant {
  readonly userId: number;
  readonly tryId: number;
  readonly game: BonusGameId;
  readonly prize: BonusGamePrize;
  readonly currencyId: number;
  readonly currencyIso: string;
  /** The slot free spins are granted in (BONUS_GAME_FREE_SPINS.gameId, as the catalogue resolves it). */
  readonly spinsGame: PlayableGame;
  readonly at: number;
}

/**
 * A try's prize, in the try's transaction, through the bonus engine's own
 * ways: bonus money is credited as every bonus is (creditBonus, key
 * `try:<id>`), a casino bonus with BONUS_GAME_WAGERING's terms; free
 * spins are a grant (grantFreeSpins, the one way spins are given). Answers
 * where it went.
 */
export async function grantPrize(tx: Queryable, grant: PrizeGrant): Promise<{ bonusId: number | null; freeSpinGrantId: number | null }> {
  const { prize, userId, at } = grant;
  if (prize.kind === 'none') return { bonusId: null, freeSpinGrantId: null };
  if (prize.kind === 'freeSpins') {
    const { grant: made } = await grantFreeSpins(tx, {
      userId,
      game: grant.spinsGame,
      count: prize.count,
      stake: BONUS_GAME_FREE_SPINS.stake,
      currencyIso: grant.currencyIso,
      expiresAt: at + BONUS_GAME_FREE_SPINS.days * DAY_MS,
      source: 'bonus_game',
      reference: `${grant.game}:${grant.tryId}`,
      key: `bonus_game:${grant.tryId}`,
      at,
    });
    return { bonusId: null, freeSpinGrantId: made.id };
  }
  const { bonusId } = await creditBonus(tx, {
    userId,
    currencyId: grant.currencyId,
    amount: prize.amount,
    scope: BONUS_GAME_KEY_SCOPE,
    key: `try:${grant.tryId}`,
    ref: { type: BONUS_GAME_TRY_REF, id: String(grant.tryId) },
    memo: `${grant.game} bonus game prize`,
    source: 'bonus_game',
    product: 'casino',
    requirement: prize.amount * BONUS_GAME_WAGERING.wageringMultiplier,
    deadline: at + BONUS_GAME_WAGERING.days * DAY_MS,
    maxConversion: prize.amount * BONUS_GAME_WAGERING.maxConversionMultiplier,
    at,
  });
  return { bonusId, freeSpinGrantId: null };
}
