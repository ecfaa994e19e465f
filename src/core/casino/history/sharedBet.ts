import type { CasinoHistorySharedBet } from '../../../protocol/casino/play';
import type { RouletteBet } from '../../../protocol/casino/roulette';
import type { CasinoSharedFact } from '../../../protocol/officeCasinoHistory';
import { colourOf, coveredNumbers } from '../roulette';

type BetFacts = Pick<CasinoHistorySharedBet, 'table' | 'placement' | 'status' | 'cashedOutAt' | 'result' | 'voided'>;

/**
 * The numbers a chip names, as the layout reads them: an inside bet's numbers
 * ascending, a dozen's or column's index, none for an even-money bet.
 */
function chipNumbers(bet: RouletteBet): string {
  if ('numbers' in bet) return (coveredNumbers(bet) ?? bet.numbers).join(', ');
  return 'index' in bet ? String(bet.index) : '';
}

/** The round's result: void (its bets refunded), not over yet, the crash point, or the wheel's pocket and its colour. */
function resultFacts(bet: BetFacts): CasinoSharedFact[] {
  if (bet.voided) return [{ key: 'void' }];
  if (bet.result === null) return [{ key: 'pending' }];
  if (bet.result.engine === 'crash') return [{ key: 'crash_point', multiplier: bet.result.crashPoint }];
  return [{ key: 'pocket', pocket: bet.result.pocket, colour: colourOf(bet.result.pocket) }];
}

/** How the bet ended: a crash win is its cash-out's multiplier; a bet still open waits for its round. */
function endFact(bet: BetFacts): CasinoSharedFact {
  if (bet.status === 'open') return { key: 'pending' };
  if (bet.status === 'refunded' || bet.status === 'lost') return { key: bet.status };
  return bet.cashedOutAt !== null ? { key: 'cashed_out', multiplier: bet.cashedOutAt } : { key: 'won' };
}

/**
 * A shared-table bet as the office history words it: the round's result, and
 * the bet's selection (crash: its auto cash-out target or a manual cash-out;
 * roulette: each chip's kind, numbers and stake) closed by how it ended.
 */
export function sharedBetFacts(bet: BetFacts): { result: CasinoSharedFact[]; selection: CasinoSharedFact[] } {
  const placed: CasinoSharedFact[] =
    'chips' in bet.placement
      ? bet.placement.chips.map((chip) => ({ key: 'chip', bet: chip.bet.kind, numbers: chipNumbers(chip.bet), stake: chip.stake }))
      : [bet.placement.autoCashOut === null ? { key: 'manual' } : { key: 'auto_target', multiplier: bet.placement.autoCashOut }];
  return { result: resultFacts(bet), selection: [...placed, endFact(bet)] };
}
