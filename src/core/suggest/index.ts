/** Coupons the site suggests from the catalogue: the accumulator of the day and the bet generator's proposals. */
export { accumulatorOfDay, ACCUMULATOR_COEF, ACCUMULATOR_LEGS, type AccumulatorDay } from './accumulator';
export { checkGeneratorAsk, generateCoupon, GENERATOR_LIMITS, type GeneratorAsk, type GeneratorCheck } from './generator';
export { favouriteOf, newBetOf, openGames, suggestedCoupon, type Choice, type LegNames } from './legs';
export { dayOf } from './day';
export { seededRandom } from './prng';
