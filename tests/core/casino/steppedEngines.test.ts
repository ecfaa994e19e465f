import { describe, expect, it } from 'vitest';
import { fairDraws } from '../../../src/core/casino/fair';
import { replaySteppedRound, sameAction, STEPPED_ENGINES, steppedRtpOf } from '../../../src/core/casino/steppedEngines';
import { CASINO_VARIANTS, STEPPED_ROUND_ENGINES } from '../../../src/protocol/casino/engines';

const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 3 };
const engine = STEPPED_ENGINES.videoPoker;
const table = engine.tables['jacks-9-6'];

describe('the stepped engines', () => {
  it('list every stepped engine of the protocol with each of its variants and an exact RTP', () => {
    expect(Object.keys(STEPPED_ENGINES).sort()).toEqual([...STEPPED_ROUND_ENGINES].sort());
    for (const id of STEPPED_ROUND_ENGINES)
      for (const variant of CASINO_VARIANTS[id]) expect(steppedRtpOf(id, variant)).toBeGreaterThan(0.9);
    expect(steppedRtpOf('videoPoker', 'no-such')).toBeNull();
    expect(steppedRtpOf('slot', 'low')).toBeNull();
  });

  it('match an action by its JSON whatever the order of its keys', () => {
    expect(sameAction({ type: 'draw', hold: 3 }, { hold: 3, type: 'draw' })).toBe(true);
    expect(sameAction({ type: 'draw', hold: 3 }, { type: 'draw', hold: 4 })).toBe(false);
    expect(sameAction([1, { a: null }], [1, { a: null }])).toBe(true);
  });

  it('replay recorded actions on the round the seeds start, and refuse a record with an action the round did not allow', () => {
    const started = engine.start(fairDraws(seeds), { stake: 100 } as never, table as never);
    const played = engine.act(started, { type: 'draw', hold: 9 }, table as never);
    expect(replaySteppedRound(engine, fairDraws(seeds), { stake: 100 }, table, [{ hold: 9, type: 'draw' }])).toEqual(played);
    expect(replaySteppedRound(engine, fairDraws(seeds), { stake: 100 }, table, [])).toEqual(started);
    const twice = [
      { type: 'draw', hold: 9 },
      { type: 'draw', hold: 1 },
    ];
    expect(replaySteppedRound(engine, fairDraws(seeds), { stake: 100 }, table, twice)).toBeNull();
    expect(replaySteppedRound(engine, fairDraws(seeds), { stake: 100 }, table, [{ type: 'draw', hold: 32 }])).toBeNull();
  });
});
