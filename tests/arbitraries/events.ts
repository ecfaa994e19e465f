import fc from 'fast-check';
import type { NewEvent, StoredEvent } from '../../src/protocol/envelope';
import type { PreferenceKey, Preferences, PreferencesPatch } from '../../src/protocol/preferences';

/** A valid value for every preference (typed, so a new preference without an arbitrary fails the typecheck). */
export const preferenceValueArbs: { readonly [K in PreferenceKey]: fc.Arbitrary<Preferences[K]> } = {
  language: fc.option(fc.constantFrom('en', 'ru', 'de', 'uz', 'kk'), { nil: null }),
  coefViewId: fc.integer({ min: 0, max: 5 }),
  appViewType: fc.constantFrom(0 as const, 1 as const),
  appTheme: fc.constantFrom(0 as const, 1 as const),
  fontSize: fc.constantFrom('small' as const, 'medium' as const, 'large' as const),
  compactView: fc.boolean(),
  lightVersion: fc.boolean(),
  accumulatorOfDayLine: fc.boolean(),
  accumulatorOfDayLive: fc.boolean(),
  betGenerator: fc.boolean(),
  showSportsOnly: fc.boolean(),
  showGameId: fc.boolean(),
  bestMatchesOnTop: fc.boolean(),
  detailedScore: fc.boolean(),
  statsInNewWindow: fc.boolean(),
  moveVideoOnScroll: fc.boolean(),
  teamLogosInCoupon: fc.boolean(),
  leftSectionHidden: fc.boolean(),
  rightSectionHidden: fc.boolean(),
  marketsNameType: fc.constantFrom(0 as const, 1 as const),
  zoneState: fc.boolean(),
  groupByCountry: fc.boolean(),
  timeZone: fc.integer({ min: -12, max: 14 }),
  is12h: fc.boolean(),
  cookiesAgreeType: fc.constantFrom(null, 0 as const, 1 as const, 2 as const),
};

export const preferenceKeys = Object.keys(preferenceValueArbs) as PreferenceKey[];

/** One key with a valid value: the v1 payload shape. */
export const preferenceEntryArb: fc.Arbitrary<{ key: PreferenceKey; value: unknown }> = fc
  .constantFrom(...preferenceKeys)
  .chain((key) => preferenceValueArbs[key].map((value) => ({ key, value })));

/** A non-empty patch of valid values. */
export const preferencesPatchArb: fc.Arbitrary<PreferencesPatch> = fc
  .record(preferenceValueArbs, { requiredKeys: [] })
  .filter((patch) => Object.keys(patch).length > 0) as fc.Arbitrary<PreferencesPatch>;

export const changedV2Arb: fc.Arbitrary<NewEvent> = preferencesPatchArb.map((changes) => ({
  type: 'preferences/changed',
  v: 2,
  payload: { changes },
}));
export const changedV1Arb: fc.Arbitrary<NewEvent> = preferenceEntryArb.map((payload) => ({ type: 'preferences/changed', v: 1, payload }));
export const resetArb: fc.Arbitrary<NewEvent> = fc.constant({ type: 'preferences/reset', v: 1, payload: {} });

/** Any valid preference event, both versions of 'preferences/changed', resets rarer. */
export const preferenceEventArb: fc.Arbitrary<NewEvent> = fc.oneof(
  { arbitrary: changedV2Arb, weight: 5 },
  { arbitrary: changedV1Arb, weight: 3 },
  { arbitrary: resetArb, weight: 1 },
);

/** Commands' worth of events: a list of non-empty batches, as append receives them. */
export const eventBatchesArb = (maxBatches = 20): fc.Arbitrary<NewEvent[][]> =>
  fc.array(fc.array(preferenceEventArb, { minLength: 1, maxLength: 4 }), { maxLength: maxBatches });

/** Stamps events as the store would: seq from 1, a clock that only moves forward. */
export function toStored(events: readonly NewEvent[], firstSeq = 1, at = 1_700_000_000_000): StoredEvent[] {
  return events.map((e, i) => ({
    seq: firstSeq + i,
    type: e.type,
    v: e.v,
    at: at + i * 1000,
    origin: `tab-1/cmd-${firstSeq + i}`,
    payload: e.payload,
  }));
}

export const storedLogArb = (maxLength = 60): fc.Arbitrary<StoredEvent[]> =>
  fc.array(preferenceEventArb, { maxLength }).map((events) => toStored(events));

/** A record the codec must refuse as damaged, given the seq it sits at. */
export const corruptRecordArb = (seq: number): fc.Arbitrary<unknown> =>
  fc.oneof(
    // envelope broken
    fc.constant({ seq, type: 'preferences/changed', v: 2, at: 'yesterday', origin: 'x', payload: { changes: {} } }),
    fc.constant({ seq, v: 2, at: 1, origin: 'x', payload: {} }),
    fc.constant({ seq: -seq, type: 'preferences/reset', v: 1, at: 1, origin: 'x', payload: {} }),
    fc.constant('not an object'),
    fc.constant(null),
    // payload broken
    fc.constant({ seq, type: 'preferences/changed', v: 2, at: 1, origin: 'x', payload: { changes: { appTheme: 7 } } }),
    fc.constant({ seq, type: 'preferences/changed', v: 2, at: 1, origin: 'x', payload: { changes: { noSuchPreference: true } } }),
    fc.constant({ seq, type: 'preferences/changed', v: 1, at: 1, origin: 'x', payload: { key: 'noSuchPreference', value: 1 } }),
    fc.constant({ seq, type: 'preferences/changed', v: 1, at: 1, origin: 'x', payload: { key: 'timeZone', value: 99 } }),
    fc.constant({ seq, type: 'preferences/reset', v: 1, at: 1, origin: 'x', payload: { extra: 1 } }),
  );

/** A well-formed record this build cannot read: another context's type, or a newer version. */
export const unknownRecordArb = (seq: number): fc.Arbitrary<StoredEvent> =>
  fc.oneof(
    fc.constant({ seq, type: 'coupon/future-thing', v: 1, at: 1, origin: 'tab-9/x', payload: { anything: [1, 2] } }),
    fc.constant({ seq, type: 'preferences/changed', v: 9, at: 1, origin: 'tab-9/x', payload: { whatever: true } }),
  );

export type NoisyRecord = { readonly kind: 'valid' | 'corrupt' | 'unknown'; readonly record: unknown };

/** A log of valid events with some damaged and unknown records mixed in, seqs increasing. */
export const noisyLogArb = (maxLength = 60): fc.Arbitrary<NoisyRecord[]> =>
  fc
    .array(
      fc.oneof(
        { arbitrary: preferenceEventArb.map((e) => ({ kind: 'valid' as const, e })), weight: 8 },
        { arbitrary: fc.constantFrom('corrupt' as const, 'unknown' as const).map((kind) => ({ kind, e: null })), weight: 2 },
      ),
      {
        maxLength,
      },
    )
    .chain((slots) =>
      fc.tuple(
        ...slots.map((slot, i): fc.Arbitrary<NoisyRecord> => {
          const seq = i + 1;
          if (slot.kind === 'valid' && slot.e) return fc.constant({ kind: 'valid', record: toStored([slot.e], seq)[0] });
          if (slot.kind === 'corrupt') return corruptRecordArb(seq).map((record) => ({ kind: 'corrupt' as const, record }));
          return unknownRecordArb(seq).map((record) => ({ kind: 'unknown' as const, record }));
        }),
      ),
    );
