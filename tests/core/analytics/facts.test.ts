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

  it("wallet: a refusal about a form's field is a field error with its code, once; a refusal of the whole request is none", () => {
    const creating = withDeposit({});
    const refused = (code: string) => withDeposit({ phase: 'refused', error: { code, params: { min: 500 } } });
    expect(analyticsFacts(creating, refused('wallet.amount_below_min'))).toEqual([
      { name: 'deposit_settled', params: { status: 'refused', currency: 'EUR' } },
      { name: 'field_error', params: { form: 'deposit', field: 'amount', code: 'wallet.amount_below_min' } },
    ]);
    expect(names(creating, refused('wallet.unknown_method'))).toEqual(['deposit_settled', 'field_error']);
    expect(names(creating, refused('wallet.limit_exceeded'))).toEqual(['deposit_settled']);
    expect(names(creating, refused('network_error'))).toEqual(['deposit_settled']);
    expect(names(refused('wallet.amount_below_min'), refused('wallet.amount_below_min'))).toEqual([]);

    type Ask = AppState['wallet']['asks'][number];
    const ask = (over: Partial<Ask>): Ask => ({
      key: 'w1',
      kind: 'request',
      accountId: 7,
      methodId: 'card',
      amount: 1_000,
      currencyIso: 'EUR',
      phase: 'sending',
      withdrawalId: null,
      status: null,
      error: null,
      at: 1,
      ...over,
    });
    const withAsks = (asks: Ask[]): AppState => ({ ...initialAppState, wallet: { ...initialAppState.wallet, asks } });
    const sending = withAsks([ask({})]);
    const tooPrecise = withAsks([ask({ phase: 'refused', error: { code: 'wallet.amount_too_precise', params: { digits: 2 } } })]);
    expect(analyticsFacts(sending, tooPrecise)).toEqual([
      { name: 'field_error', params: { form: 'withdrawal', field: 'amount', code: 'wallet.amount_too_precise' } },
    ]);
    expect(names(tooPrecise, withAsks([...tooPrecise.wallet.asks, ask({ key: 'w2' })]))).toEqual([]);
    const notWithdrawable = withAsks([ask({ phase: 'refused', error: { code: 'wallet.insufficient_withdrawable', params: {} } })]);
    expect(names(sending, notWithdrawable)).toEqual([]);
  });
});

describe('the coupon flow after placing, and the settings', () => {
  const placed = (bets: Coupon['bets'], typeId: number, amount: number) =>
    ({ id: 'c1', bets, payload: { typeId, amount } }) as unknown as Coupon['successCoupon'];

  it('a sale (cash-out) and an insurance are one event per answer of the server, with its result', () => {
    const status = (lastOutcome: unknown): Coupon['placedCouponStatus'] => ({
      c1: { soldAmount: null, insuredAmount: null, lastOutcome } as Coupon['placedCouponStatus'][string],
    });
    const requested = withCoupon({ placedCouponStatus: status(null) });
    const sold = withCoupon({ placedCouponStatus: status({ status: 'sold', requestId: 'r1', amount: 5 }) });
    const failed = withCoupon({
      placedCouponStatus: status({ status: 'sellFailed', requestId: 'r2', code: 'coupon.sell_closed', params: {} }),
    });
    const insured = withCoupon({ placedCouponStatus: status({ status: 'insured', requestId: 'r3', amount: 5 }) });
    const facts = (b: AppState, a: AppState) => analyticsFacts(b, a).map((f) => [f.name, f.params.result]);
    expect(facts(requested, sold)).toEqual([['coupon_sell', 'sold']]);
    expect(facts(sold, failed)).toEqual([['coupon_sell', 'coupon.sell_closed']]);
    expect(facts(failed, insured)).toEqual([['coupon_insurance', 'insured']]);
    // The same outcome again (another coupon moved): nothing new for this one.
    expect(facts(insured, withCoupon({ placedCouponStatus: { ...insured.coupon.placedCouponStatus } }))).toEqual([]);
  });

  it("a repeat (the coupon refilled with the placed coupon's bets, type and stake) is one event, not additions", () => {
    const bets = [couponBet(1, 2), couponBet(2, 3)];
    const afterPlacing = withCoupon({ bets: [], successCoupon: placed(bets, 2, 500), typeId: 1, amount: 100 });
    const repeated = withCoupon({ bets: [couponBet(1, 2), couponBet(2, 3)], typeId: 2, amount: 500 }, afterPlacing);
    expect(analyticsFacts(afterPlacing, repeated)).toEqual([{ name: 'coupon_repeat', params: { bets: 2 } }]);
    // Another bet added by hand after placing is an addition.
    const other = withCoupon({ bets: [couponBet(9, 2)], typeId: 2, amount: 500 }, afterPlacing);
    expect(names(afterPlacing, other)).toEqual(['coupon_add']);
    // The placed coupon's bets at another stake were added by hand.
    const byHand = withCoupon({ bets: [couponBet(1, 2), couponBet(2, 3)], typeId: 2, amount: 100 }, afterPlacing);
    expect(names(afterPlacing, byHand)).toEqual(['coupon_add', 'coupon_add']);
  });

  it('a setting changed is one event per setting; a personal value stays out, the cookie answer is no setting', () => {
    const prefs = (over: Partial<AppState['preferences']>): AppState => ({
      ...initialAppState,
      preferences: { ...initialAppState.preferences, ...over },
    });
    const before = prefs({ compactView: false, timeZone: 0, cookiesAgreeType: null });
    expect(analyticsFacts(before, prefs({ compactView: true, timeZone: 3, cookiesAgreeType: 2 }))).toEqual([
      { name: 'setting_changed', params: { setting: 'compactView', value: true } },
      { name: 'setting_changed', params: { setting: 'timeZone' } },
    ]);
    expect(analyticsFacts(before, prefs({ compactView: false, timeZone: 0, cookiesAgreeType: 2 }))).toEqual([]);
  });
});
