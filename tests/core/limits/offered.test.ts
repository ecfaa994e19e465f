import { describe, expect, it } from 'vitest';
import { isLimitOffered, offeredOnly } from '../../../src/core/limits';
import { LIMIT_TYPES } from '../../../src/protocol/constants/limits';

/** SPEC 5: only types in the config's available ids load for the reality check (32), the session limit (31) and deposits (20 to 22). */
describe('the limit types the config offers', () => {
  it.each([
    { ids: [20, 31], type: 20, offered: true },
    { ids: [20, 31], type: 21, offered: false },
    { ids: [20, 31], type: 22, offered: false },
    { ids: [20, 31], type: 31, offered: true },
    { ids: [20, 31], type: 32, offered: false },
    { ids: [20, 31], type: 1, offered: true },
    { ids: [20, 31], type: 10, offered: true },
    { ids: [20, 31], type: 30, offered: true },
    { ids: [20, 31], type: 33, offered: true },
    { ids: [], type: 32, offered: true },
  ])('ids $ids: type $type offered $offered', ({ ids, type, offered }) => {
    expect(isLimitOffered(type, ids)).toBe(offered);
  });

  it('keeps every other type and the order', () => {
    const options = LIMIT_TYPES.map((limitType) => ({ limitType }));
    expect(offeredOnly(options, [32, 22]).map((o) => o.limitType)).toEqual([1, 2, 3, 10, 11, 12, 22, 30, 32, 33, 37]);
  });
});
