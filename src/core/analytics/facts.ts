import { walletFieldOf } from '../../protocol/schemas/wallet';
import type { AppState } from '../app';
import type { AnalyticsDraft } from './event';

/**
 * The domain facts analytics collects, read from the player's state before
 * and after new events (the worker hears every change of the log, from any
 * tab): one rule per fact, each a pure comparison.
 */
export function analyticsFacts(before: AppState, after: AppState): AnalyticsDraft[] {
  return [
    ...sessionFacts(before, after),
    ...couponFacts(before, after),
    ...couponRequestFacts(before, after),
    ...walletFacts(before, after),
    ...withdrawalFacts(before, after),
    ...settingFacts(before, after),
  ];
}

function sessionFacts(before: AppState, after: AppState): AnalyticsDraft[] {
  const b = before.session;
  const a = after.session;
  const out: AnalyticsDraft[] = [];
  if (a.userId !== null && a.userId !== b.userId) {
    const method = a.signInMethod ?? 'unknown';
    // A session found when the worker starts is no sign-in the player made now.
    if (method === 'registration' || method === 'activation') out.push({ name: 'registration_done', params: { method } });
    else if (method !== 'restored') out.push({ name: 'login_success', params: { method } });
  }
  if (a.userId === null && b.userId !== null) out.push({ name: 'sign_out', params: {} });
  if (a.activationSentAt !== undefined && a.activationSentAt !== b.activationSentAt) {
    out.push({ name: 'registration_activation_sent', params: {} });
  }
  return out;
}

function couponFacts(before: AppState, after: AppState): AnalyticsDraft[] {
  const b = before.coupon;
  const a = after.coupon;
  const out: AnalyticsDraft[] = [];
  if (b.bets !== a.bets) {
    const was = new Set(b.bets.map(betKey));
    const now = new Set(a.bets.map(betKey));
    const added = [...now].filter((k) => !was.has(k)).length;
    const removed = [...was].filter((k) => !now.has(k)).length;
    // A placement that clears the coupon is the accepted fact, not deletions.
    const cleared = a.bets.length === 0 && a.successCoupon !== null && a.successCoupon !== b.successCoupon;
    // A repeat refills the coupon with the placed coupon's bets: one fact, not additions and deletions.
    if (repeated(b, a, was, now)) out.push({ name: 'coupon_repeat', params: { bets: a.bets.length } });
    else {
      for (let i = 0; i < added; i++) out.push({ name: 'coupon_add', params: { bets: a.bets.length } });
      if (!cleared) for (let i = 0; i < removed; i++) out.push({ name: 'coupon_delete', params: { bets: a.bets.length } });
    }
  }
  if (a.pendingPlacement !== null && a.pendingPlacement.refId !== b.pendingPlacement?.refId) {
    // A one-click bet never sat in the coupon: the placement's own bets count.
    out.push({ name: 'coupon_place', params: { bets: a.pendingPlacement.bets.length } });
  }
  if (a.successCoupon !== null && a.successCoupon !== b.successCoupon) out.push({ name: 'coupon_accepted', params: {} });
  if (a.lastError !== null && a.lastError !== b.lastError && a.lastError.code !== b.lastError?.code) {
    out.push({ name: 'coupon_error', params: { code: a.lastError.code } });
  }
  return out;
}

/**
 * The coupon refilled from the last placed coupon (coupon/repeat): its bets
 * are exactly the placed coupon's, none of which it held before, at the
 * placed coupon's type and stake. One bet re-added by hand at the same stake
 * right after placing it looks the same; the coupon keeps no other mark.
 */
function repeated(b: AppState['coupon'], a: AppState['coupon'], was: ReadonlySet<number>, now: ReadonlySet<number>): boolean {
  const placed = a.successCoupon;
  if (placed === null || placed !== b.successCoupon || a.bets.length === 0) return false;
  const placedKeys = new Set(placed.bets.map(betKey));
  if (placedKeys.size !== now.size || [...now].some((k) => !placedKeys.has(k) || was.has(k))) return false;
  return a.typeId === placed.payload.typeId && a.amount === placed.payload.amount;
}

/** Sells (cash-out) and insurances of placed coupons: each answer the server gave, by its request. */
function couponRequestFacts(before: AppState, after: AppState): AnalyticsDraft[] {
  const b = before.coupon.placedCouponStatus;
  const a = after.coupon.placedCouponStatus;
  if (a === b) return [];
  const out: AnalyticsDraft[] = [];
  for (const [couponId, status] of Object.entries(a)) {
    const outcome = status.lastOutcome;
    if (outcome === null || outcome === b[couponId]?.lastOutcome) continue;
    const name = outcome.status === 'sold' || outcome.status === 'sellFailed' ? 'coupon_sell' : 'coupon_insurance';
    const result = 'code' in outcome ? outcome.code : outcome.status;
    out.push({ name, params: { result } });
  }
  return out;
}

/** Settings whose value says something of the player (where they live): only their name is collected. */
const PERSONAL_SETTINGS: ReadonlySet<string> = new Set(['timeZone']);
/** The cookie answer is consent itself, told by whether analytics runs at all. */
const NOT_SETTINGS: ReadonlySet<string> = new Set(['cookiesAgreeType']);

function settingFacts(before: AppState, after: AppState): AnalyticsDraft[] {
  const b = before.preferences as Readonly<Record<string, unknown>>;
  const a = after.preferences as Readonly<Record<string, unknown>>;
  if (a === b) return [];
  const out: AnalyticsDraft[] = [];
  for (const [setting, value] of Object.entries(a)) {
    if (NOT_SETTINGS.has(setting) || Object.is(value, b[setting])) continue;
    const shown = !PERSONAL_SETTINGS.has(setting) && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean');
    out.push({ name: 'setting_changed', params: shown ? { setting, value } : { setting } });
  }
  return out;
}

function walletFacts(before: AppState, after: AppState): AnalyticsDraft[] {
  const b = before.wallet.deposit;
  const a = after.wallet.deposit;
  if (a === null || a === b) return [];
  const out: AnalyticsDraft[] = [];
  if (a.key !== b?.key) out.push({ name: 'deposit_started', params: { currency: a.currencyIso } });
  const ended = a.phase === 'settled' || a.phase === 'refused';
  const endedBefore = b?.key === a.key && (b.phase === 'settled' || b.phase === 'refused');
  if (ended && !endedBefore) {
    out.push({
      name: 'deposit_settled',
      params: { status: a.phase === 'refused' ? 'refused' : (a.status ?? 'unknown'), currency: a.currencyIso },
    });
    if (a.phase === 'refused' && a.error) out.push(...walletFieldErrors('deposit', a.error.code));
  }
  return out;
}

/** A withdrawal the server refused for one of its fields (the withdrawal form's field errors). */
function withdrawalFacts(before: AppState, after: AppState): AnalyticsDraft[] {
  const b = before.wallet.asks;
  const a = after.wallet.asks;
  if (a === b) return [];
  const refusedBefore = new Set(b.filter((ask) => ask.phase === 'refused').map((ask) => ask.key));
  return a
    .filter((ask) => ask.phase === 'refused' && !refusedBefore.has(ask.key) && ask.error)
    .flatMap((ask) => walletFieldErrors('withdrawal', ask.error?.code ?? ''));
}

/** A wallet refusal about a field of its form: the field and the code, never the value. */
function walletFieldErrors(form: 'deposit' | 'withdrawal', code: string): AnalyticsDraft[] {
  const field = walletFieldOf(code);
  return field === null ? [] : [{ name: 'field_error', params: { form, field, code } }];
}

function betKey(bet: AppState['coupon']['bets'][number]): number {
  return bet.market.id;
}
