import { describe, expect, it } from 'vitest';
import { lineBetSteps } from '../../../src/ui/casinoGames/slot/betSteps';

describe('the slot line bet steps', () => {
  it('runs 1-2-5 inside the bounds on the total stake, starting at the smallest allowed', () => {
    expect(lineBetSteps(20, 2000, 20)).toEqual([1, 2, 5, 10, 20, 50, 100]);
    expect(lineBetSteps(60, 1000, 20)).toEqual([3, 5, 10, 20, 50]);
    // 30 minor units over 20 lines: a line bet of 2 is the least that reaches the minimum.
    expect(lineBetSteps(30, 100, 20)).toEqual([2, 5]);
  });

  it('offers nothing when no whole line bet fits the bounds', () => {
    expect(lineBetSteps(10, 15, 20)).toEqual([]);
  });
});
