import { describe, expect, it } from 'vitest';
import { deltaKey } from '../../../src/core/live/conflate';
import type { CoefDelta, FeedDelta, MarketDelta } from '../../../src/protocol/schemas/live';
import { changeKey } from '../../../server/live/changes';

describe('the server conflates its world changes by the client’s delta keys', () => {
  it('a change and the delta it becomes overwrite the same part', () => {
    const coef: CoefDelta = { t: 'coef', gameId: 1, marketId: 3, outcomeId: 7, coef: 1.5 };
    const market: MarketDelta = { t: 'market', gameId: 1, marketId: 3, isSuspended: true };
    expect(changeKey(coef)).toBe(deltaKey(coef));
    expect(changeKey(market)).toBe(deltaKey(market));
    // Only the key matters here: an added delta's game is read for its id alone.
    const added = { t: 'added', game: { gameId: 9 } } as unknown as FeedDelta;
    expect(changeKey({ t: 'created', gameId: 9 })).toBe(deltaKey(added));
    expect(changeKey({ t: 'dropped', gameId: 9 })).toBe(deltaKey({ t: 'removed', gameId: 9 }));
    expect(changeKey({ t: 'created', gameId: 9 })).not.toBe(changeKey(market));
  });
});
