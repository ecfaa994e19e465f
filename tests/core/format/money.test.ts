import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountText, currencyDigits, formatMoney, MAX_TYPED_MINOR, parseAmount } from '../../../src/core/format';

describe('typed stakes to minor units, exactly', () => {
  it('reads major units with a point or a comma, without a float on the way', () => {
    expect(parseAmount('1.15', 2)).toEqual({ ok: true, minor: 115 });
    // 100 x 1.15 is 114.99999999999999 as a float: the text route never sees it.
    expect(parseAmount('1,15', 2)).toEqual({ ok: true, minor: 115 });
    expect(parseAmount('0.29', 2)).toEqual({ ok: true, minor: 29 });
    expect(parseAmount('150', 2)).toEqual({ ok: true, minor: 15_000 });
    expect(parseAmount('12.5', 2)).toEqual({ ok: true, minor: 1_250 });
    expect(parseAmount('.5', 2)).toEqual({ ok: true, minor: 50 });
    expect(parseAmount('7.', 2)).toEqual({ ok: true, minor: 700 });
    expect(parseAmount(' 1 000,50 ', 2)).toEqual({ ok: true, minor: 100_050 });
    expect(parseAmount('1\u00a0000', 2)).toEqual({ ok: true, minor: 100_000 });
  });

  it('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(parseAmount('١٢٫٥', 2)).toEqual({ ok: true, minor: 1_250 });
    expect(parseAmount('۱۵۰', 2)).toEqual({ ok: true, minor: 15_000 });
  });

  it('follows the currency digits: none for JPY, three for KWD', () => {
    expect(parseAmount('150', 0)).toEqual({ ok: true, minor: 150 });
    expect(parseAmount('150.5', 0)).toEqual({ ok: false, reason: 'precision' });
    expect(parseAmount('150.00', 0)).toEqual({ ok: true, minor: 150 });
    expect(parseAmount('1.234', 3)).toEqual({ ok: true, minor: 1_234 });
  });

  it('refuses what is not an amount, and more decimals than the currency has (never rounds)', () => {
    expect(parseAmount('', 2)).toEqual({ ok: false, reason: 'empty' });
    expect(parseAmount('   ', 2)).toEqual({ ok: false, reason: 'empty' });
    expect(parseAmount('abc', 2)).toEqual({ ok: false, reason: 'format' });
    expect(parseAmount('-5', 2)).toEqual({ ok: false, reason: 'format' });
    expect(parseAmount('1.2.3', 2)).toEqual({ ok: false, reason: 'format' });
    expect(parseAmount('1e3', 2)).toEqual({ ok: false, reason: 'format' });
    expect(parseAmount('1.155', 2)).toEqual({ ok: false, reason: 'precision' });
    expect(parseAmount('1.150', 2)).toEqual({ ok: true, minor: 115 });
    expect(parseAmount('99999999999999', 2)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('round-trips every amount through the field text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_TYPED_MINOR }), fc.integer({ min: 0, max: 3 }), (minor, digits) => {
        expect(parseAmount(amountText(minor, digits), digits)).toEqual({ ok: true, minor });
      }),
    );
  });

  it('writes the field text exactly', () => {
    expect(amountText(123_405, currencyDigits('USD'))).toBe('1234.05');
    expect(amountText(5, currencyDigits('KWD'))).toBe('0.005');
    expect(amountText(700, currencyDigits('JPY'))).toBe('700');
    expect(amountText(15_000, 2)).toBe('150.00');
    expect(amountText(5, 2)).toBe('0.05');
    expect(amountText(150, 0)).toBe('150');
    expect(amountText(1_234, 3)).toBe('1.234');
  });

  it('formats money in the reader’s language from the exact decimal', () => {
    // Intl puts a no-break space between the code and the amount.
    expect(formatMoney(123_456_789, 'RUB', 2, 'en').replace(/\s/g, ' ')).toBe('RUB 1,234,567.89');
    // A sum past 2^53 / 100 would lose cents as a float; the decimal text keeps them.
    expect(formatMoney(9_007_199_254_740_991, 'USD', 2, 'en')).toBe('$90,071,992,547,409.91');
    expect(formatMoney(115, 'USD', 2, 'en')).toBe('$1.15');
    expect(formatMoney(150, 'JPY', 0, 'en')).toBe('¥150');
    // An iso Intl does not know still shows the amount and its code.
    expect(formatMoney(115, 'X1', 2, 'en')).toBe('1.15 X1');
  });

  it('takes a currency’s digits from its code for amounts that carry only the code (my bets, the ticket, the balance)', () => {
    expect([currencyDigits('RUB'), currencyDigits('jpy'), currencyDigits('KWD')]).toEqual([2, 0, 3]);
    // An unknown code reads as RUB does.
    expect(currencyDigits('X1')).toBe(2);
    expect(formatMoney(1_500, 'JPY', currencyDigits('JPY'), 'en')).toBe('¥1,500');
    expect(formatMoney(1_500, 'KWD', currencyDigits('KWD'), 'en').replace(/\s/g, ' ')).toBe('KWD 1.500');
  });
});
