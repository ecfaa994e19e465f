import { describe, expect, it } from 'vitest';
import { analyticsFacts } from '../../../src/core/analytics';
import { initialAppState, type AppState } from '../../../src/core/app';
import { couponBet } from '../../support/bets';

type Coupon = AppState['coupon'];
type Session = AppState['session'];
type Deposit = NonNullable<AppState['wallet']['deposit']>;

const withCoupon = (over: Partial<Coupon>, base: AppState = initialAppState): AppState => ({
  ...base,
  coupon: { ...base.coupon, ...over },
});
const withSession = (over: Partial<Session>): AppState => ({ ...initialAppState, session: { ...initialAppState.session, ...over } });
const withDeposit = (over: Partial<Deposit> | null): AppState => ({
  ...initialAppState,
  wallet: {
    ...initialAppState.wallet,
    deposit:
      over === null
        ? null
        : {
            key: 'd1',
            accountId: 7,
            methodId: 'card',
            amount: 1_000,
            currencyIso: 'EUR',
            lang: 'en',
            phase: 'creating',
            intentId: null,
            redirectUrl: null,
            status: null,
            reason: null,
            error: null,
            startedAt: 1,
            ...over,
          },
  },
});
const names = (before: AppState, after: AppState) => analyticsFacts(before, after).map((f) => f.name);

describe('the facts analytics collects, from state before and after', () => {
  it('coupon: each bet added or deleted, a placement, its acceptance or error', () => {
    const one = withCoupon({ bets: [couponBet(1, 2)] });
    const two = withCoupon({ bets: [couponBet(1, 2), couponBet(2, 3)] });
    expect(names(initialAppState, two)).toEqual(['coupon_add', 'coupon_add']);
    expect(names(two, one)).toEqual(['coupon_delete']);
    // Same bets in a new array (a coefficient moved): nothing.
    expect(names(one, withCoupon({ bets: [couponBet(1, 2.1)] }))).toEqual([]);

    const placing = withCoupon(
      { pendingPlacement: { refId: 'r1', bets: [couponBet(1, 2)] } as unknown as Coupon['pendingPlacement'] },
      one,
    );
    expect(names(one, placing)).toEqual(['coupon_place']);
    const accepted = withCoupon(
      { bets: [], pendingPlacement: null, successCoupon: { id: 'c1' } as unknown as Coupon['successCoupon'] },
      placing,
    );
    expect(names(placing, accepted)).toEqual(['coupon_accepted']);
    const failed = withCoupon({ pendingPlacement: null, lastError: { code: 'odds_changed', params: {} } }, placing);
    expect(analyticsFacts(placing, failed)).toEqual([{ name: 'coupon_error', params: { code: 'odds_changed' } }]);
  });

  it('session: a sign-in, a registration, a sign-out; a restored session is none', () => {
    expect(analyticsFacts(initialAppState, withSession({ userId: 5, signInMethod: 'password' }))).toEqual([
      { name: 'login_success', params: { method: 'password' } },
    ]);
    expect(names(initialAppState, withSession({ userId: 5, signInMethod: 'registration' }))).toEqual(['registration_done']);
    expect(names(initialAppState, withSession({ userId: 5, signInMethod: 'restored' }))).toEqual([]);
    expect(names(withSession({ userId: 5, signInMethod: 'password' }), initialAppState)).toEqual(['sign_out']);
    expect(names(initialAppState, withSession({ activationSentAt: 9 }))).toEqual(['registration_activation_sent']);
  });

  it('wallet: a deposit started, then settled once', () => {
    const creating = withDeposit({});
    expect(analyticsFacts(withDeposit(null), creating)).toEqual([{ name: 'deposit_started', params: { currency: 'EUR' } }]);
    const waiting = withDeposit({ phase: 'waiting' });
    expect(names(creating, waiting)).toEqual([]);
    const settled = withDeposit({ phase: 'settled', status: 'succeeded' as Deposit['status'] });
    expect(analyticsFacts(waiting, settled)).toEqual([{ name: 'deposit_settled', params: { status: 'succeeded', currency: 'EUR' } }]);
    expect(names(settled, withDeposit({ phase: 'settled', status: 'succeeded' as Deposit['status'], reason: 'x' }))).toEqual([]);
  });
});
