import { describe, expect, it } from 'vitest';
import type { SharedBet } from '../../../src/protocol/casino/shared';
import { netOfBets, withAnswers } from '../../../src/ui/gameFrame/sessionBets';

const bet = (betId: number, stake: number, status: SharedBet['status'], win = 0): SharedBet => ({
  betId,
  roundId: 1,
  stake,
  placement: { stake, autoCashOut: null },
  status,
  cashedOutAt: null,
  win,
});

describe("the session bar's net position over a shared table's bets", () => {
  it('counts an open bet as its stake spent, a settled one as win less stake, a refunded one as nothing', () => {
    let bets = withAnswers(new Map(), [bet(1, 500, 'open'), bet(2, 200, 'open')], true);
    expect(netOfBets(bets)).toBe(-700);
    // The round ends: the first cashed out at 2.50x, the second lost; a bet of another tab's frame is not counted.
    bets = withAnswers(bets, [bet(1, 500, 'won', 1250), bet(2, 200, 'lost'), bet(3, 900, 'lost')], false);
    expect(netOfBets(bets)).toBe(1250 - 500 - 200);
    bets = withAnswers(bets, [bet(4, 300, 'refunded')], true);
    expect(netOfBets(bets)).toBe(550);
  });

  it('takes a repeated answer of the same bet once', () => {
    const bets = withAnswers(withAnswers(new Map(), [bet(7, 100, 'open')], true), [bet(7, 100, 'open')], true);
    expect(netOfBets(bets)).toBe(-100);
  });
});
