import { describe, expect, it } from 'vitest';
import { numberFormat } from '../../../src/core/format/numberFormat';

describe('the kept number formats', () => {
  it('gives back the one formatter of a language and options, and another for other options or another language', () => {
    const grouped = numberFormat('de', { maximumFractionDigits: 1 });
    expect(numberFormat('de', { maximumFractionDigits: 1 })).toBe(grouped);
    expect(numberFormat('de', { maximumFractionDigits: 2 })).not.toBe(grouped);
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(grouped);
    expect(grouped.format(1234.56)).toBe('1.234,6');
    expect(numberFormat('en').format(1234.56)).toBe('1,234.56');
  });

  it('throws for what Intl refuses, and keeps nothing for it', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'NOT-A-CODE' })).toThrow(RangeError);
    expect(() => numberFormat('en', { style: 'currency', currency: 'NOT-A-CODE' })).toThrow(RangeError);
  });
});
