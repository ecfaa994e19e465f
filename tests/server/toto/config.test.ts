import { describe, expect, it } from 'vitest';
import { TOTO_CONFIG } from '../../../server/config/toto';

describe('the toto sections', () => {
  it('share the whole pool among tiers, one tier per game wrong at most, in a stake the combinations limit can pay', () => {
    for (const section of TOTO_CONFIG.sections) {
      expect(section.sharesPct.reduce((a, b) => a + b, 0)).toBe(100);
      expect(section.sharesPct.length).toBeLessThanOrEqual(section.games);
      expect(Number.isSafeInteger(section.stakePerCombination * section.maxCombinations)).toBe(true);
      expect(section.voidLimit).toBeLessThan(section.games);
    }
  });
});
