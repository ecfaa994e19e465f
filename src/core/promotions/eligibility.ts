import { PROMOTION_INELIGIBILITY, type PromotionIneligibility } from '../../protocol/constants/promotions';
import type { PromotionEligibility, PromotionRules } from '../../protocol/schemas/promotions';
import { phaseOf, type PromotionWindow } from './window';

/** What is known of the caller when their eligibility is judged; a guest is `null`. */
export interface PlayerFacts {
  readonly hasDeposit: boolean;
  /** The main account's currency; null when the player has none yet. */
  readonly currency: string | null;
  /** A time-out or self-exclusion is running (server/limits). */
  readonly playBlocked: boolean;
  readonly optedIn: boolean;
}

/**
 * Every reason the caller may not opt in now, in PROMOTION_INELIGIBILITY's
 * order; empty when they may. The dates and signing in are told to a guest
 * too; the rest needs the player's facts.
 */
export function ineligibilityOf(
  rules: PromotionRules,
  window: PromotionWindow,
  player: PlayerFacts | null,
  now: number,
): PromotionIneligibility[] {
  const reasons = new Set<PromotionIneligibility>();
  const phase = phaseOf(window, now);
  if (phase === 'upcoming') reasons.add('not_started');
  if (phase === 'ended') reasons.add('ended');
  if (player === null) reasons.add('sign_in');
  else {
    if (player.playBlocked) reasons.add('play_blocked');
    if (rules.deposit === 'made' && !player.hasDeposit) reasons.add('deposit_needed');
    if (rules.deposit === 'none_yet' && player.hasDeposit) reasons.add('first_deposit_only');
    if (rules.currencies.length > 0 && (player.currency === null || !rules.currencies.includes(player.currency))) reasons.add('currency');
    if (player.optedIn) reasons.add('opted_in');
  }
  return PROMOTION_INELIGIBILITY.filter((reason) => reasons.has(reason));
}

/** The answer's shape of ineligibilityOf: eligible, or the reasons. */
export function eligibilityOf(
  rules: PromotionRules,
  window: PromotionWindow,
  player: PlayerFacts | null,
  now: number,
): PromotionEligibility {
  const [first, ...rest] = ineligibilityOf(rules, window, player, now);
  return first === undefined ? { eligible: true } : { eligible: false, reasons: [first, ...rest] };
}
