import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KEEP_MODAL_FLAG, modalSurvivesNavigation, type ModalLocation } from '../../../src/core/format/modalNavigation';

const at = (pathname: string, search = '', hash = ''): ModalLocation => ({ pathname, search, hash });

describe('whether an open modal survives a navigation (SPEC 2)', () => {
  it('stays when the path and the hash stay, whatever the query does', () => {
    expect(modalSurvivesNavigation(at('/en/live'), at('/en/live'))).toBe(true);
    expect(modalSurvivesNavigation(at('/en/live', '?a=1'), at('/en/live', '?a=2'))).toBe(true);
    expect(modalSurvivesNavigation(at('/en/live', '', '#top'), at('/en/live', '?x', 'top'))).toBe(true);
    expect(modalSurvivesNavigation(at('/en/live/'), at('/en/live'))).toBe(true);
  });

  it('hides when the path or the hash changes', () => {
    expect(modalSurvivesNavigation(at('/en/live'), at('/en/line'))).toBe(false);
    expect(modalSurvivesNavigation(at('/en/live'), at('/ru/live'))).toBe(false);
    expect(modalSurvivesNavigation(at('/en/live', '', '#a'), at('/en/live', '', '#b'))).toBe(false);
    expect(modalSurvivesNavigation(at('/en/live'), at('/en/live', '', '#b'))).toBe(false);
  });

  it('stays on any navigation whose new address carries the flag, with or without a value', () => {
    expect(modalSurvivesNavigation(at('/en/live'), at('/en/line', `?${KEEP_MODAL_FLAG}`))).toBe(true);
    expect(modalSurvivesNavigation(at('/en/live'), at('/en/line', `?a=1&${KEEP_MODAL_FLAG}=1`, '#x'))).toBe(true);
    // The flag on the address left behind keeps nothing.
    expect(modalSurvivesNavigation(at('/en/live', `?${KEEP_MODAL_FLAG}`), at('/en/line'))).toBe(false);
    expect(modalSurvivesNavigation(at('/en/live'), at('/en/line', '?keepmodal'))).toBe(false);
  });

  it('property: without the flag it stays exactly when path and hash are equal; with it, always', () => {
    const segment = fc.constantFrom('/en/live', '/en/line', '/en', '/ru/live');
    const hash = fc.constantFrom('', '#a', '#b');
    const query = fc.constantFrom('', '?a=1', '?b=2');
    fc.assert(
      fc.property(segment, query, hash, segment, query, hash, fc.boolean(), (p1, q1, h1, p2, q2, h2, flagged) => {
        const search = flagged ? `${q2 ? `${q2}&` : '?'}${KEEP_MODAL_FLAG}=1` : q2;
        const kept = modalSurvivesNavigation(at(p1, q1, h1), at(p2, search, h2));
        expect(kept).toBe(flagged || (p1 === p2 && h1 === h2));
      }),
    );
  });
});
