/** A promotion's countdown for the pages (they import the core's display helpers from here only). */
export { countdownOf, type PromotionCountdown } from '../promotions/countdown';
export { durationParts, type DurationParts } from './duration';
