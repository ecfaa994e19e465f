import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evolveApp, initialAppState } from '../../../src/core/app';
import { diffState, formatChange } from '../../../src/worker/store/diff';
import { preferencesPatchArb } from '../../arbitraries/events';

describe('diffState', () => {
  it('lists changed leaves with their paths, old and new values', () => {
    const a = { preferences: { appTheme: 0, timeZone: 3, language: null }, other: { list: [1, 2] } };
    const b = { preferences: { appTheme: 1, timeZone: 3, language: 'en' }, other: { list: [1, 3, 4] } };
    expect(diffState(a, b)).toEqual([
      { path: 'other.list.1', before: 2, after: 3 },
      { path: 'other.list.2', before: undefined, after: 4 },
      { path: 'preferences.appTheme', before: 0, after: 1 },
      { path: 'preferences.language', before: null, after: 'en' },
    ]);
  });

  it('reports removed keys and type changes', () => {
    expect(diffState({ a: { x: 1 }, b: 2 }, { a: 5 })).toEqual([
      { path: 'a', before: { x: 1 }, after: 5 },
      { path: 'b', before: 2, after: undefined },
    ]);
    expect(diffState(1, 2)).toEqual([{ path: '(root)', before: 1, after: 2 }]);
  });

  it('equal states give no changes, and the inputs are not touched', () => {
    const a = { preferences: { appTheme: 0 } };
    const b = structuredClone(a);
    expect(diffState(a, b)).toEqual([]);
    expect(a).toEqual(b);
  });

  it('formats a change as "path: old -> new"', () => {
    expect(formatChange({ path: 'preferences.appTheme', before: 0, after: 1 })).toBe('preferences.appTheme: 0 -> 1');
    expect(formatChange({ path: 'x', before: undefined, after: 'a' })).toBe('x: (none) -> "a"');
  });

  it('the diff of a preferences change is exactly the keys whose value changed (property)', () => {
    fc.assert(
      fc.property(preferencesPatchArb, (changes) => {
        const next = evolveApp(initialAppState, { type: 'preferences/changed', v: 2, payload: { changes } });
        const expected = Object.entries(changes)
          .filter(([key, value]) => initialAppState.preferences[key as keyof typeof initialAppState.preferences] !== value)
          .map(([key, value]) => ({
            path: `preferences.${key}`,
            before: initialAppState.preferences[key as keyof typeof initialAppState.preferences],
            after: value,
          }))
          .sort((x, y) => (x.path < y.path ? -1 : 1));
        expect(diffState(initialAppState, next)).toEqual(expected);
        // applying the diff to the old state gives the new one
        const rebuilt = structuredClone(initialAppState) as { preferences: Record<string, unknown> };
        for (const change of diffState(initialAppState, next)) rebuilt.preferences[change.path.split('.')[1]!] = change.after;
        expect(rebuilt).toEqual(next);
      }),
    );
  });
});
