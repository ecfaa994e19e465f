import { describe, expect, it } from 'vitest';
import { leaveGameTarget } from '../../../src/core/casino/firstGame';
import type { FirstGame } from '../../../src/protocol/casino/firstGame';

const first = (gameId: string, section = 'slots'): FirstGame => ({
  gameId,
  game: null,
  section,
  firstRoundAt: 0,
  rounds: 1,
  staked: 100,
  won: 0,
  currency: 'RUB',
});

describe('where closing a real-money game leads', () => {
  it('is the thank-you page of the game section when this game became the first one', () => {
    expect(leaveGameTarget(false, first('1001', 'keno'), '1001')).toEqual({ to: 'thankYou', section: 'keno' });
  });

  it('is back when a first game existed at launch, none was played, or the first is another game', () => {
    expect(leaveGameTarget(true, first('1001'), '1001')).toEqual({ to: 'back' });
    expect(leaveGameTarget(false, null, '1001')).toEqual({ to: 'back' });
    expect(leaveGameTarget(false, first('1002'), '1001')).toEqual({ to: 'back' });
  });
});
