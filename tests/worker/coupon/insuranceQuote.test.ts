import { describe, expect, it } from 'vitest';
import type { CashoutOffer } from '../../../src/protocol/schemas/bets';
import { insuranceQuote } from '../../../src/worker/coupon/cashOut';

const offer = (insurance: CashoutOffer['insurance']): CashoutOffer => ({ insurance }) as unknown as CashoutOffer;

describe('the insurance quote the worker gives the dialog', () => {
  it('prices an amount within 1 minor unit and the offer maximum, rounded up for the house', () => {
    const on = offer({ available: true, maxAmount: 10_000, premiumPercent: 23 } as CashoutOffer['insurance']);
    expect(insuranceQuote(on, 1_001)).toEqual({ ok: true, premium: 231 });
    expect(insuranceQuote(on, 10_000)).toEqual({ ok: true, premium: 2_300 });
    for (const amount of [0, -1, 10_001, 1.5, Number.NaN])
      expect(insuranceQuote(on, amount)).toEqual({ ok: false, reason: 'range', min: 1, max: 10_000 });
  });

  it('says unavailable without an offer now, or when the offer says so', () => {
    expect(insuranceQuote(null, 100)).toEqual({ ok: false, reason: 'unavailable' });
    expect(insuranceQuote(offer({ available: false, reason: 'already_insured' } as CashoutOffer['insurance']), 100)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});
