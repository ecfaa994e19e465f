import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyticsGate, doNotTrackOn } from '../../../src/core/analytics';
import { ANALYTICS_CONSENT_TYPE } from '../../../src/protocol/analytics';

const quiet = { doNotTrack: null, globalPrivacyControl: false };

describe('the analytics consent gate', () => {
  it('opens only with the answer "all cookies" and a tab that said its browser sends no signal', () => {
    expect(analyticsGate(2, [quiet])).toBe('allowed');
    expect(analyticsGate(null, [quiet])).toBe('no-consent');
    expect(analyticsGate(0, [quiet])).toBe('no-consent');
    expect(analyticsGate(1, [quiet])).toBe('no-consent');
    expect(analyticsGate(2, [])).toBe('signals-unknown');
  });

  it('stays shut when any tab reports Do Not Track or Global Privacy Control', () => {
    expect(analyticsGate(2, [quiet, { doNotTrack: '1', globalPrivacyControl: false }])).toBe('privacy-signal');
    expect(analyticsGate(2, [{ doNotTrack: null, globalPrivacyControl: true }, quiet])).toBe('privacy-signal');
    expect(analyticsGate(2, [{ doNotTrack: 'yes', globalPrivacyControl: false }])).toBe('privacy-signal');
    // "0" and "unspecified" are Do Not Track off.
    expect(analyticsGate(2, [{ doNotTrack: '0', globalPrivacyControl: false }])).toBe('allowed');
    expect(analyticsGate(2, [{ doNotTrack: 'unspecified', globalPrivacyControl: false }])).toBe('allowed');
    expect(doNotTrackOn(undefined)).toBe(false);
  });

  it('property: never allowed without consent type 2, nor with a signal on', () => {
    const signals = fc.array(
      fc.record({ doNotTrack: fc.constantFrom(null, '0', '1', 'yes', 'unspecified'), globalPrivacyControl: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.constantFrom(null, 0, 1, 2), signals, (agree, tabs) => {
        const allowed = analyticsGate(agree, tabs) === 'allowed';
        const anySignal = tabs.some((t) => doNotTrackOn(t.doNotTrack) || t.globalPrivacyControl);
        expect(allowed).toBe(agree === ANALYTICS_CONSENT_TYPE && tabs.length > 0 && !anySignal);
      }),
    );
  });
});
