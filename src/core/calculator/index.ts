/**
 * The public betting calculator (SPEC 2, /{lng}/betting-calculator): a
 * calculation in an address's query and back, and its price on the coupon
 * core. Pure: the worker answers the page's questions with it.
 */
import type { CalculatorQuery, CalculatorResult } from '../../protocol/calculator';
import { priceCalculation } from './price';
import { decodeCalculation, encodeCalculation, holdsNoCalculation } from './query';
import { calculatorInputSchema, DEFAULT_CALCULATION } from './schema';

export { priceCalculation } from './price';
export { decodeCalculation, encodeCalculation } from './query';
export { calculatorInputSchema, DEFAULT_CALCULATION } from './schema';

/**
 * The page's question answered: a query decoded (the default calculation
 * when it holds none, with no complaint; a broken one is said), or
 * a form checked against the schema, then priced, with its canonical query.
 */
export function answerCalculator(question: CalculatorQuery): CalculatorResult {
  let input = DEFAULT_CALCULATION;
  let badQuery = false;
  if ('query' in question) {
    const empty = holdsNoCalculation(question.query);
    const decoded = empty ? null : decodeCalculation(question.query);
    badQuery = !empty && decoded === null;
    input = decoded ?? DEFAULT_CALCULATION;
  } else {
    const parsed = calculatorInputSchema.safeParse(question.input);
    badQuery = !parsed.success;
    input = parsed.success ? parsed.data : DEFAULT_CALCULATION;
  }
  const { decimals, outcome } = priceCalculation(input);
  return { status: 'ok', input, query: encodeCalculation(input), badQuery, decimals, outcome };
}
