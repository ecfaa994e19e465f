import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsExchange } from '../../../src/core/cashback';
import { CLUB_POINTS_EXCHANGE } from '../../../src/protocol/constants/cashback';

const { step, value } = CLUB_POINTS_EXCHANGE;

describe('the club points exchange rule', () => {
  it('buys points × the currency value for whole steps within what is held, and refuses anything else with its reason', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -step, max: 50 * step }),
        fc.integer({ min: 0, max: 50 * step }),
        fc.constantFrom('RUB', 'USD', 'EUR', 'GBP', 'KZT'),
        (points, held, iso) => {
          const verdict = pointsExchange(points, held, iso);
          if (points <= 0 || points % step !== 0) expect(verdict).toEqual({ ok: false, code: 'wallet.points_step', params: { step } });
          else if (points > held) expect(verdict).toEqual({ ok: false, code: 'wallet.points_short', params: { points: held } });
          else if (value[iso] === undefined)
            expect(verdict).toEqual({ ok: false, code: 'wallet.unknown_currency', params: { currency: iso } });
          else expect(verdict).toEqual({ ok: true, amount: points * (value[iso] as number) });
        },
      ),
    );
  });

  it('refuses a fraction of a point and an amount no account could hold', () => {
    expect(pointsExchange(100.5, 1_000, 'RUB')).toMatchObject({ code: 'wallet.points_step' });
    expect(pointsExchange(2_000_000_000, 2_000_000_000, 'RUB')).toMatchObject({ code: 'wallet.amount_too_large' });
  });
});
