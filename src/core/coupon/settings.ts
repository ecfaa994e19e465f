import type { CouponEvent, CouponSettings, CouponSettingsPatch } from '../../protocol/coupon';
import { reject, type Rejection } from '../../protocol/rejections';
import type { CouponConfig } from './rules';
import type { CouponState } from './state';

/**
 * A settings change with the interplay of SPEC section 4:
 * - turning drop-on-score-change on turns one-click off (and exact coefficient
 *   on, since dropping on a score change only means something at exact odds);
 * - turning exact coefficient off turns drop-on-score-change off;
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
  const before = state.settings;
  const next: CouponSettings = { ...before, ...changes };
  if (changes.exactCoef === false) next.isDropOnScoreChange = false;
  if (next.isDropOnScoreChange && !before.isDropOnScoreChange) {
    next.isActiveOneClick = false;
    next.exactCoef = true;
  }
  const oneClickTurnsOn = next.isActiveOneClick && !before.isActiveOneClick;
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
  if (Object.keys(diff).length > 0) events.push({ type: 'coupon/settingsChanged', v: 1, payload: { changes: diff as CouponSettingsPatch } });
  return events;
}
