/**
 * How a casino round's money names it on the ledger: its debit and its credit
 * (kinds casino_round_debit and casino_round_credit) are two movements with
 * this ref type and one ref id per round (an own round's id, a shared table's
 * bet), so the tournaments' leaderboards pair a stake with its win.
 */
export const CASINO_ROUND_REF = 'casino_round';

/** The ref id of a bet on a shared table (crash, roulette): each bet is its player's round. */
export const sharedBetRefId = (betId: number | string): string => `shared:${betId}`;
