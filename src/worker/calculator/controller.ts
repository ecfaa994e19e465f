import type { CalculatorAnswer, CalculatorQuery } from '../../protocol/calculator';
import type { Controller } from '../runtime/controller';
import { onFirstUse } from '../runtime/onFirstUse';
import type { Logger } from '../runtime/ports';

/**
 * The public betting calculator's arithmetic (SPEC 2): the page sends its
 * address's query or its form, and gets the lines, stake split and returns
 * priced on the coupon core, with the canonical query for its address. No
 * state and no server: one calculation is one question. Few visitors open
 * the calculator, so its code loads on first use.
 */
export class CalculatorController implements Controller {
  readonly name = 'calculator';
  readonly queries = { bettingCalculator: (question: CalculatorQuery) => this.answer(question) };
  private readonly calculator = onFirstUse(() => import('../../core/calculator'));

  constructor(private readonly deps: { readonly log: Logger }) {}

  attach(): void {}

  async answer(question: CalculatorQuery): Promise<CalculatorAnswer> {
    let calculator: Awaited<ReturnType<typeof this.calculator>>;
    try {
      calculator = await this.calculator();
    } catch (error) {
      this.deps.log.warn('the betting calculator could not be loaded', error);
      return { status: 'unavailable' };
    }
    return calculator.answerCalculator(question);
  }
}
