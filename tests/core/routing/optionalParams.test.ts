import { describe, expect, it } from 'vitest';
import { compilePatterns, matchSegments } from '../../../src/core/routing/match';

/** Optional parameters fill from the left: a later one is present only with the ones before it. */
describe('optional parameters in a row', () => {
  const compiled = compilePatterns([{ pattern: 'betting-alphabet/:block?/:category?/:slug?', value: 'alphabet' }]);
  const paramsOf = (path: string) => {
    const outcome = matchSegments(compiled, path.split('/'));
    return outcome.match?.params;
  };

  it('fills block, then category, then slug', () => {
    expect(paramsOf('betting-alphabet')).toEqual({});
    expect(paramsOf('betting-alphabet/bet-types')).toEqual({ block: 'bet-types' });
    expect(paramsOf('betting-alphabet/bet-types/coupons')).toEqual({ block: 'bet-types', category: 'coupons' });
    expect(paramsOf('betting-alphabet/bet-types/coupons/system')).toEqual({ block: 'bet-types', category: 'coupons', slug: 'system' });
    expect(paramsOf('betting-alphabet/a/b/c/d')).toBeUndefined();
  });
});
