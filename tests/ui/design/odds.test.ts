import { describe, expect, it } from 'vitest';
import { ODDS_FORMAT_IDS, ODDS_FORMAT_NAMES } from '../../../src/protocol/constants/oddsFormats';
import { oddsText } from '../../../src/core/format';
import { ODDS_COEF_CH, ODDS_WIDTH_RANGE, oddsCoefWidth } from '../../../src/ui/design/odds';

describe('odds button: a fixed coefficient width per odds format', () => {
  for (const format of ODDS_FORMAT_IDS) {
    const name = ODDS_FORMAT_NAMES[format];
    it(`${name}: every coefficient from ${ODDS_WIDTH_RANGE.min} to ${ODDS_WIDTH_RANGE.max} fits in ${ODDS_COEF_CH[name]} ch`, () => {
      let longest = '';
      for (let milli = Math.round(ODDS_WIDTH_RANGE.min * 1000); milli <= ODDS_WIDTH_RANGE.max * 1000; milli++) {
        const text = oddsText(milli / 1000, format);
        if (text.length > longest.length) longest = text;
      }
      expect(longest.length, `longest ${name} text: ${longest}`).toBeLessThanOrEqual(oddsCoefWidth(format));
      // Not wider than needed either: a width set far above the longest text wastes the row.
      expect(oddsCoefWidth(format) - longest.length).toBeLessThanOrEqual(1);
    });
  }

  it('an unknown format id gets the decimal width', () => {
    expect(oddsCoefWidth(99)).toBe(ODDS_COEF_CH.decimal);
  });
});
