import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEvent } from '../../../src/core/app';
import { changedV1Arb, changedV2Arb, corruptRecordArb, toStored, unknownRecordArb } from '../../arbitraries/events';

const envelope = { seq: 3, at: 1_700_000_000_000, origin: 'tab-1/c-1' };

describe('decodeEvent', () => {
  it('upcasts preferences/changed v1 {key, value} to v2 {changes}', () => {
    const decoded = decodeEvent({ ...envelope, type: 'preferences/changed', v: 1, payload: { key: 'appTheme', value: 1 } });
    expect(decoded).toEqual({ ok: true, event: { ...envelope, type: 'preferences/changed', v: 2, payload: { changes: { appTheme: 1 } } } });
  });

  it('reads the current version as it is', () => {
    const record = { ...envelope, type: 'preferences/changed', v: 2, payload: { changes: { fontSize: 'large', is12h: true } } };
    expect(decodeEvent(record)).toEqual({ ok: true, event: record });
  });

  it('every valid v1 event upcasts to a v2 event carrying the same single change', () => {
    fc.assert(
      fc.property(changedV1Arb, (event) => {
        const [record] = toStored([event]);
        const decoded = decodeEvent(record);
        const { key, value } = event.payload as { key: string; value: unknown };
        expect(decoded.ok).toBe(true);
        if (decoded.ok) expect(decoded.event.payload).toEqual({ changes: { [key]: value } });
      }),
    );
  });

  it('every valid v2 event decodes to itself', () => {
    fc.assert(
      fc.property(changedV2Arb, (event) => {
        const [record] = toStored([event]);
        expect(decodeEvent(record)).toEqual({ ok: true, event: record });
      }),
    );
  });

  it('an unknown type is "unknown" (kept, not applied), with its seq', () => {
    const decoded = decodeEvent({ ...envelope, type: 'casino/spin', v: 1, payload: {} });
    expect(decoded).toMatchObject({ ok: false, kind: 'unknown', seq: 3 });
  });

  it('a newer version of a known type is "unknown", not corrupt', () => {
    const decoded = decodeEvent({ ...envelope, type: 'preferences/changed', v: 3, payload: { anything: 1 } });
    expect(decoded).toMatchObject({ ok: false, kind: 'unknown', seq: 3 });
    if (!decoded.ok) expect(decoded.reason).toMatch(/newer/);
  });

  it('a payload that fails its schema is corrupt, with a reason naming the field', () => {
    const decoded = decodeEvent({ ...envelope, type: 'preferences/changed', v: 2, payload: { changes: { appTheme: 5 } } });
    expect(decoded).toMatchObject({ ok: false, kind: 'corrupt', seq: 3 });
    if (!decoded.ok) expect(decoded.reason).toContain('appTheme');
  });

  it('a v1 payload with a value the v2 schema refuses is corrupt after the upcast', () => {
    const decoded = decodeEvent({ ...envelope, type: 'preferences/changed', v: 1, payload: { key: 'coefViewId', value: 42 } });
    expect(decoded).toMatchObject({ ok: false, kind: 'corrupt', seq: 3 });
  });

  it('a v1 payload of the wrong shape cannot be upcast and is corrupt', () => {
    const decoded = decodeEvent({ ...envelope, type: 'preferences/changed', v: 1, payload: { changes: { appTheme: 1 } } });
    expect(decoded).toMatchObject({ ok: false, kind: 'corrupt', seq: 3 });
  });

  it('a broken envelope is corrupt; seq is reported when it can be read', () => {
    expect(decodeEvent({ seq: 8, type: 'preferences/reset', v: 1, at: 'noon', origin: 'x', payload: {} })).toMatchObject({
      ok: false,
      kind: 'corrupt',
      seq: 8,
    });
    expect(decodeEvent('garbage')).toMatchObject({ ok: false, kind: 'corrupt', seq: null });
    expect(decodeEvent(null)).toMatchObject({ ok: false, kind: 'corrupt', seq: null });
  });

  it('never throws, and sorts every generated damaged or unknown record as such', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }).chain((seq) => fc.tuple(corruptRecordArb(seq), unknownRecordArb(seq))),
        ([corrupt, unknown]) => {
          expect(decodeEvent(corrupt)).toMatchObject({ ok: false, kind: 'corrupt' });
          expect(decodeEvent(unknown)).toMatchObject({ ok: false, kind: 'unknown' });
        },
      ),
    );
    fc.assert(fc.property(fc.anything(), (value) => void decodeEvent(value)));
  });
});
