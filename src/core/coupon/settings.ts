import type { CouponEvent, CouponSettings, CouponSettingsPatch } from '../../protocol/coupon';
import { reject, type Rejection } from '../../protocol/rejections';
import type { CouponConfig } from './rules';
import type { CouponState } from './state';
import { amountStepOf } from './stakeSteps';

/**
 * A settings change with the interplay of SPEC section 4:
 * - turning drop-on-score-change on turns one-click off (and exact coefficient
 *   on, since dropping on a score change only means something at exact odds);
 * - turning exact coefficient off turns drop-on-score-change off;
 * - turning one-click on turns drop-on-score-change off: the two never hold
 *   together, and the player's latest choice wins either way (a one-click bet
 *   never sits in the coupon, so there is nothing for a score change to drop);
 * - one change asking for both sides of a rule at once (one-click and
 *   drop-on-score-change on, or exact coefficient off with drop-on-score-change
 *   on) is refused with `coupon.settings_conflict`;
 * - turning one-click on needs the site to show it, and with bets in the
 *   coupon a confirmation (`confirmed`), after which the coupon is cleared.
 * Only real changes become an event.
 */
export function decideSettings(
  state: CouponState,
  changes: CouponSettingsPatch,
  confirmed: boolean,
  config: CouponConfig,
): readonly CouponEvent[] | Rejection {
  if (changes.isDropOnScoreChange === true && changes.isActiveOneClick === true) {
    return reject('coupon.settings_conflict', { setting: 'isActiveOneClick', with: 'isDropOnScoreChange' });
  }
  if (changes.isDropOnScoreChange === true && changes.exactCoef === false) {
    return reject('coupon.settings_conflict', { setting: 'exactCoef', with: 'isDropOnScoreChange' });
  }
  const before = state.settings;
  const next: CouponSettings = { ...before, ...changes };
  // The manual step starts at the step in use, and going back to the currency's own forgets it.
  const manualToggled = changes.isManualAmountStep !== undefined && changes.isManualAmountStep !== before.isManualAmountStep;
  if (manualToggled && changes.amountStepByCurrencyIso === undefined) {
    const steps = { ...before.amountStepByCurrencyIso };
    if (next.isManualAmountStep) steps[state.currencyIso] = amountStepOf(state);
    else delete steps[state.currencyIso];
    next.amountStepByCurrencyIso = steps;
  }
  if (changes.exactCoef === false) next.isDropOnScoreChange = false;
  if (next.isDropOnScoreChange && !before.isDropOnScoreChange) {
    next.isActiveOneClick = false;
    next.exactCoef = true;
  }
  const oneClickTurnsOn = next.isActiveOneClick && !before.isActiveOneClick;
  if (oneClickTurnsOn) next.isDropOnScoreChange = false;
  if (oneClickTurnsOn && !config.bonusSettings.isOneClickShown) return reject('coupon.one_click_unavailable');
  if (oneClickTurnsOn && state.bets.length > 0 && !confirmed) {
    return reject('coupon.one_click_clears_coupon', { bets: state.bets.length });
  }
  const diff: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof CouponSettings)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(before[key])) diff[key] = next[key];
  }
  const events: CouponEvent[] = [];
  if (oneClickTurnsOn && state.bets.length > 0) events.push({ type: 'coupon/cleared', v: 1, payload: { reason: 'one_click' } });
  if (Object.keys(diff).length > 0)
    events.push({ type: 'coupon/settingsChanged', v: 1, payload: { changes: diff as CouponSettingsPatch } });
  return events;
}
