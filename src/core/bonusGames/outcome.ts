import { fairDraws, type FairDraws, type RoundSeeds } from '../casino/fair';
import { BONUS_GAME_OPTIONS, BONUS_GAME_TABLES, type BonusGameId, type BonusGameTableLine } from '../../protocol/constants/bonusGames';

/** A try's outcome: the ticket the first draw gave, the table line it falls in, and what the options not picked held. */
export interface BonusGameOutcome {
  readonly ticket: number;
  readonly line: number;
  readonly others: readonly number[];
  /** How many numbers were read from the seeds. */
  readonly draws: number;
}

/** A table's total weight. */
export const tableTotal = (table: readonly BonusGameTableLine[]): number => table.reduce((sum, l) => sum + l.weight, 0);

/** The line a ticket in [0, total) falls in: lines take consecutive runs of tickets as wide as their weights, in table order. */
export function lineOfTicket(table: readonly BonusGameTableLine[], ticket: number): number {
  let end = 0;
  for (const [index, l] of table.entries()) {
    end += l.weight;
    if (ticket < end) return index;
  }
  throw new RangeError(`ticket ${ticket} is beyond the table's total ${end}`);
}

/**
 * One try, from its draws alone: the first draw is a ticket (uniform over the
 * table's total weight), whose line is the prize; the player's pick does not
 * change it. Then one draw per option not picked, for what it held (shown
 * when the options open). Pure: the server plays it, a verification replays it.
 */
export function playBonusGame(game: BonusGameId, draws: FairDraws): BonusGameOutcome {
  const table = BONUS_GAME_TABLES[game];
  const total = tableTotal(table);
  const ticket = draws.int(total);
  const others = Array.from({ length: Math.max(0, BONUS_GAME_OPTIONS[game] - 1) }, () => lineOfTicket(table, draws.int(total)));
  return { ticket, line: lineOfTicket(table, ticket), others, draws: draws.count };
}

/** A try recomputed from its seeds (once the server seed is revealed): equal to the stored outcome when nothing was changed. */
export const replayBonusGame = (game: BonusGameId, seeds: RoundSeeds): BonusGameOutcome => playBonusGame(game, fairDraws(seeds));

/** What one try is worth on average by the table: bonus money (minor units) and free spins. */
export function expectedOfTable(table: readonly BonusGameTableLine[]): { bonus: number; freeSpins: number } {
  const total = tableTotal(table);
  let bonus = 0;
  let freeSpins = 0;
  for (const { weight, prize } of table) {
    if (prize.kind === 'bonus') bonus += weight * prize.amount;
    if (prize.kind === 'freeSpins') freeSpins += weight * prize.count;
  }
  return { bonus: bonus / total, freeSpins: freeSpins / total };
}
