import { describe, expect, it } from 'vitest';
import { percentText } from '../../../src/core/format/percent';

describe('a share written as a percentage', () => {
  it('follows the language: its digits, its separator and where the sign goes', () => {
    expect(percentText('en', 0.9634, { min: 2, max: 2 })).toBe('96.34%');
    expect(percentText('de', 0.9634, { min: 2, max: 2 })).toBe('96,34\u00a0%');
    expect(percentText('ar-EG', 0.5, { max: 0 })).toBe('٥٠٪؜');
  });

  it('keeps at least `min` digits and rounds to at most `max`', () => {
    expect(percentText('en', 0.5, { min: 2, max: 3 })).toBe('50.00%');
    expect(percentText('en', 0.998889, { min: 2, max: 3 })).toBe('99.889%');
    expect(percentText('en', 0.125, { max: 0 })).toBe('13%');
    expect(percentText('en', 0.1234, { max: 1 })).toBe('12.3%');
    // A minimum above the maximum is the maximum (Intl would throw).
    expect(percentText('en', 0.1234, { min: 3, max: 1 })).toBe('12.3%');
  });

  it('gives the same text from its kept formatter as from a new one', () => {
    const first = percentText('fr', 0.4567, { min: 1, max: 1 });
    expect(percentText('fr', 0.4567, { min: 1, max: 1 })).toBe(first);
    expect(first).toBe(
      new Intl.NumberFormat('fr', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(0.4567),
    );
  });
});
