import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialAppState, replay } from '../../../src/core/app';
import { DEFAULT_PREFERENCES, preferencesSchema } from '../../../src/protocol/preferences';
import type { StoredEvent } from '../../../src/protocol/envelope';
import { noisyLogArb, storedLogArb } from '../../arbitraries/events';
import { appLogArb } from '../../arbitraries/appLog';

/** What a snapshot goes through in IndexedDB: a structured clone, so no sharing with the live state survives. */
const persist = <T>(value: T): T => structuredClone(value);

describe('replay (properties)', () => {
  it('for any log and any split point, snapshot at k plus replay of the tail equals the full replay', () => {
    fc.assert(
      fc.property(
        noisyLogArb(80).chain((log) => fc.tuple(fc.constant(log), fc.integer({ min: 0, max: log.length }))),
        ([log, k]) => {
          const records = log.map((r) => r.record);
          const full = replay(records);
          const head = replay(records.slice(0, k));
          const snapshot = persist({ state: head.state, seq: head.lastSeq });
          const resumed = replay(records.slice(k), snapshot.state, snapshot.seq);
          expect(resumed.state).toEqual(full.state);
          expect(resumed.lastSeq).toBe(full.lastSeq);
          expect([...head.skipped, ...resumed.skipped]).toEqual(full.skipped);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('two replays of the same log are equal', () => {
    fc.assert(
      fc.property(noisyLogArb(80), (log) => {
        const records = log.map((r) => r.record);
        expect(replay(records)).toEqual(replay(persist(records)));
      }),
      { numRuns: 200 },
    );
  });

  it('skips exactly the damaged and unknown records, and applies the rest', () => {
    fc.assert(
      fc.property(noisyLogArb(60), (log) => {
        const outcome = replay(log.map((r) => r.record));
        expect(outcome.skipped.map((s) => s.kind)).toEqual(log.filter((r) => r.kind !== 'valid').map((r) => r.kind));
        expect(preferencesSchema.safeParse(outcome.state.preferences).success).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with a plain model of preferences: v1 and v2 changes assign, reset restores the defaults', () => {
    fc.assert(
      fc.property(storedLogArb(60), (log: StoredEvent[]) => {
        let model: Record<string, unknown> = { ...DEFAULT_PREFERENCES };
        for (const e of log) {
          if (e.type === 'preferences/reset') model = { ...DEFAULT_PREFERENCES };
          else if (e.v === 1) {
            const { key, value } = e.payload as { key: string; value: unknown };
            model[key] = value;
          } else Object.assign(model, (e.payload as { changes: object }).changes);
        }
        const outcome = replay(log);
        expect(outcome.state.preferences).toEqual(model);
        expect(outcome.lastSeq).toBe(log.length);
        expect(outcome.skipped).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('an empty log replays to the initial state', () => {
    expect(replay([])).toEqual({ state: initialAppState, lastSeq: 0, skipped: [] });
  });

  it('every context: snapshot at k plus the tail equals the full replay, and two replays agree', () => {
    fc.assert(
      fc.property(
        appLogArb(40).chain((log) => fc.tuple(fc.constant(log), fc.integer({ min: 0, max: log.length }))),
        ([log, k]) => {
          const full = replay(log);
          expect(full.skipped).toEqual([]);
          const head = replay(log.slice(0, k));
          const snapshot = persist({ state: head.state, seq: head.lastSeq });
          const resumed = replay(log.slice(k), snapshot.state, snapshot.seq);
          expect(resumed.state).toEqual(full.state);
          expect(replay(persist(log)).state).toEqual(full.state);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the command-made logs reach the coupon, the placement and the session events (the property above is not vacuous)', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(appLogArb(40), (log) => {
        for (const event of log) seen.add(event.type);
      }),
      { numRuns: 200, seed: 7 },
    );
    for (const type of [
      'preferences/changed',
      'coupon/betAdded',
      'coupon/typeChanged',
      'coupon/coefChanged',
      'coupon/placing',
      'coupon/accepted',
      'coupon/failed',
      'session/signed-in',
      'session/signed-out',
    ]) {
      expect(seen, type).toContain(type);
    }
  });
});
