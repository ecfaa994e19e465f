import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockText } from '../../../src/core/format';

describe('clockText: m:ss', () => {
  it('writes minutes and two-digit seconds, rounding a part second up and nothing below zero', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(59.2)).toBe('1:00');
    expect(clockText(61)).toBe('1:01');
    expect(clockText(5400)).toBe('90:00');
    expect(clockText(-3)).toBe('0:00');
  });

  it('reads back as the whole seconds it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (seconds) => {
        const [minutes, rest] = clockText(seconds).split(':');
        expect(rest).toMatch(/^\d\d$/);
        expect(Number(minutes) * 60 + Number(rest)).toBe(seconds);
      }),
    );
  });
});
