import { describe, expect, it } from 'vitest';
import { initialCouponState, type CouponState } from '../../../src/core/coupon';
import { decideApp, initialAppState } from '../../../src/core/app';
import { LIMIT_KIND_OF, type LimitType } from '../../../src/protocol/constants/limits';
import type { LimitView } from '../../../src/protocol/limits';
import type { AppCommand } from '../../../src/protocol/catalogue';
import { slipView } from '../../../src/worker/coupon/view';
import { NOTHING_HEARD, walletProjection } from '../../../src/worker/wallet/view';
import { demoConfig } from '../../support/demoConfig';
import { couponBet } from '../../support/bets';
import { account, signedIn } from '../coupon/harness';

/**
 * The room the limits leave reaches both forms through their projections:
 * the wallet's deposit room per currency, the slip's stake room, and a slip
 * or deposit that asks for more is refused before anything is sent.
 */
function limit(limitType: LimitType, value: number, left: number, currencyIso = 'RUB'): LimitView {
  return {
    id: limitType,
    limitType,
    kind: LIMIT_KIND_OF[limitType],
    measure: 'money',
    label: '',
    currencyIso,
    value,
    used: value - left,
    left,
    resetsAt: 9_000_000,
    startedAt: null,
    endsAt: null,
    state: 'active',
    pending: null,
    selfExcludeReason: null,
  };
}

describe('the wallet projection', () => {
  it('carries the deposit room of each currency a deposit limit counts', () => {
    const session = signedIn([account({ id: 1, iso: 'RUB' }), account({ id: 2, iso: 'USD', isActive: false })]);
    const view = walletProjection(session, initialAppState.wallet, NOTHING_HEARD, [limit(20, 100_000, 30_000), limit(1, 5_000, 1)]);
    expect(view.depositRoom).toEqual({ RUB: expect.objectContaining({ limitType: 20, left: 30_000, upTo: false }) });
    expect(walletProjection(session, initialAppState.wallet, NOTHING_HEARD).depositRoom).toEqual({});
  });

  it('refuses a deposit over the room in the core, with the reason, before any call', () => {
    const room = {
      limitType: 21,
      kind: 'deposit',
      currencyIso: 'RUB',
      left: 30_000,
      limit: 100_000,
      used: 70_000,
      resetsAt: 9_000_000,
      upTo: false,
    };
    const payload = { accountId: 1, methodId: 'card', currencyIso: 'RUB', lang: 'en', limits: null, room } as const;
    const decide = (amount: number) =>
      decideApp(initialAppState, { id: 'c1', type: 'wallet/startDeposit', payload: { ...payload, amount } } as AppCommand, {
        now: 1,
        newId: () => 'k1',
        config: demoConfig,
      });
    expect(decide(30_001)).toEqual({
      rejected: true,
      code: 'wallet.limit_exceeded',
      params: { limitType: 21, limit: 100_000, used: 70_000, left: 30_000, currency: 'RUB', resetsAt: 9_000_000 },
    });
    expect(decide(30_000)).toEqual([expect.objectContaining({ type: 'wallet/depositStarted' })]);
  });
});

describe('the slip projection', () => {
  const session = signedIn([account({ id: 7, iso: 'RUB' })]);
  const slip = (amount: number, limits: readonly LimitView[] | null) => {
    const coupon: CouponState = { ...initialCouponState, bets: [couponBet(1, 1.5)], accountId: 7, currencyIso: 'RUB', amount };
    return slipView({
      coupon,
      session,
      config: demoConfig,
      coefViewId: 0,
      quoting: false,
      quoteFailure: null,
      placementRetrying: false,
      limits,
    });
  };

  it('says the stake room and lets a stake within it be placed', () => {
    const view = slip(10_000, [limit(2, 50_000, 20_000), limit(11, 50_000, 15_000)]);
    expect(view.stakeRoom).toMatchObject({ limitType: 11, left: 15_000, upTo: true });
    expect(view.placeRefusal).toBeNull();
  });

  it('refuses a stake over the room with the limit, so the button says why', () => {
    const view = slip(20_000, [limit(2, 50_000, 20_000), limit(11, 50_000, 15_000)]);
    expect(view.placeRefusal).toMatchObject({ code: 'coupon.limit_exceeded', params: { limitType: 11, left: 15_000, currency: 'RUB' } });
  });

  it('knows no room where no limit counts the currency', () => {
    expect(slip(20_000, [limit(2, 50_000, 1, 'USD')]).stakeRoom).toBeNull();
    expect(slip(20_000, null).placeRefusal).toBeNull();
  });
});
