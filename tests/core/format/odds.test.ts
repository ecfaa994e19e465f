import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oddsText } from '../../../src/core/format';
import { formatOdds } from '../../../src/core/odds';
import { ODDS_FORMAT_IDS } from '../../../src/protocol/constants/oddsFormats';
import { oddsArb } from '../../arbitraries/coupon';

// The conversions themselves (exactness, round-trips) are tests/core/odds: here only what oddsText adds.
describe('oddsText: the one way a coefficient is written', () => {
  it('is the odds format whenever the format can show the coefficient', () => {
    fc.assert(
      fc.property(oddsArb(1000), fc.constantFrom(...ODDS_FORMAT_IDS), (decimal, format) => {
        expect(oddsText(decimal, format)).toBe(formatOdds(decimal, format));
      }),
    );
  });

  it('falls back to two decimals for what no format can show, instead of throwing', () => {
    for (const format of ODDS_FORMAT_IDS) {
      expect(oddsText(1, format)).toBe('1.00');
      expect(oddsText(0.5, format)).toBe('0.50');
      expect(oddsText(Number.NaN, format)).toBe('NaN');
    }
  });
});
