import { describe, expect, it } from 'vitest';
import { blackjackEngine } from '../../../../src/core/casino/blackjack/engine';
import { BLACKJACK_RETURNS } from '../../../../src/core/casino/blackjack/returns';
import { blackjackReturn } from '../../../../src/core/casino/blackjack/rtp';
import { rulesKey } from '../../../../src/core/casino/blackjack/rulesKey';
import { BLACKJACK_TABLES } from '../../../../src/core/casino/blackjack/tables';

const table = BLACKJACK_TABLES['single-deck-s17'];

describe("blackjack's exact return", () => {
  it('is the stored figure each table states, recomputed (npm run rtp:blackjack stores it again after a rule change)', () => {
    for (const built of Object.values(BLACKJACK_TABLES)) {
      expect(BLACKJACK_RETURNS[rulesKey(built)]).toBe(blackjackReturn(built));
      expect(blackjackEngine.exactRtp(built)).toBe(BLACKJACK_RETURNS[rulesKey(built)]);
    }
    // A house edge of about a tenth of a percent: a single deck under these rules, as published tables give it.
    expect(blackjackEngine.exactRtp(table)).toBeCloseTo(0.99889, 5);
  });

  it('follows the rules: doubling on every first two cards would give the player the edge, as tables.ts says', () => {
    expect(blackjackEngine.exactRtp({ ...table, doubleOn: 'all' })).toBeCloseTo(1.0002, 4);
  });

  it('files rule sets under a key of their values, whatever the order of their fields', () => {
    const reordered = Object.fromEntries(Object.entries(table).reverse()) as typeof table;
    expect(rulesKey(reordered)).toBe(rulesKey(table));
    expect(rulesKey({ ...table, dealerHitsSoft17: true })).not.toBe(rulesKey(table));
  });
});
