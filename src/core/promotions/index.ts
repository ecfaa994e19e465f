/** The promotion catalogue's rules (server/promotions/README.md): who may opt in, and the countdown. Pure: `now` is an argument. */
export { countdownOf, type PromotionCountdown } from './countdown';
export { eligibilityOf, ineligibilityOf, type PlayerFacts } from './eligibility';
export { phaseOf, type PromotionPhase, type PromotionWindow } from './window';
