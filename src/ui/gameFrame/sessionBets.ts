import type { SharedBet } from '../../protocol/casino/shared';

/**
 * The shared-table bets placed in this frame, by id, as last answered: a
 * bet's answer, its cash-out, or the player's bets of the last rounds after a
 * round ends. The session bar's net position counts them with the own rounds.
 */
export type SessionBets = ReadonlyMap<number, SharedBet>;

/** The bets with these answers taken in; ones placed elsewhere (another tab's frame) stay out. */
export function withAnswers(bets: SessionBets, answers: readonly SharedBet[], placedHere: boolean): SessionBets {
  const next = new Map(bets);
  for (const bet of answers) if (placedHere || next.has(bet.betId)) next.set(bet.betId, bet);
  return next;
}

/** Wins less stakes: an open bet has cost its stake so far, a refunded one nothing. */
export function netOfBets(bets: SessionBets): number {
  let net = 0;
  for (const bet of bets.values()) if (bet.status !== 'refunded') net += bet.win - bet.stake;
  return net;
}
