import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCalculation } from '../../../src/core/calculator';
import { antiExpressMaxQuote } from '../../../src/core/coupon';
import { formatOdds } from '../../../src/core/odds';
import { amountText } from '../../../src/core/format/money';
import type { CalculatorInput, CalculatorLine, CalculatorPriced, CalculatorRange } from '../../../src/protocol/calculator';
import { CliError, parseCouponArgs, renderCoupon } from '../../../scripts/coupon';
import { cliCalculationArb } from '../../arbitraries/calculator';

/** The coupon CLI's arguments for the same calculation (`npm run coupon -- ...`), every line listed. */
function cliArgs(input: CalculatorInput): string[] {
  const args = ['--type', String(input.typeId), '--odds', input.legs.map((l) => l.odds).join(','), '--stake', input.stake];
  args.push('--status', input.legs.map((l) => l.status).join(','), '--lines', '200');
  if (input.system !== undefined) args.push('--system', String(input.system));
  const bankers = input.legs.flatMap((l, i) => (l.banker ? [i] : []));
  if (bankers.length > 0) args.push('--bankers', bankers.join(','));
  // Without a quote the calculator prices an anti-express at the margin-free bound: the CLI is given that one.
  if (input.typeId === 6) args.push('--anti', String(antiExpressMaxQuote(input.legs.map((l) => Number(l.odds)))));
  return args;
}

/** The CLI's text, or null when it refuses the coupon. */
function cliText(input: CalculatorInput): string | null {
  try {
    return renderCoupon(parseCouponArgs(cliArgs(input)));
  } catch (e) {
    if (e instanceof CliError) return null;
    throw e;
  }
}

const money = (minor: number) => `${amountText(minor, 2)} RUB`;
const range = (r: CalculatorRange) => (r.current === r.max ? money(r.current) : `${money(r.current)}..${money(r.max)}`);
const STATUS = { open: 'open', lost: 'lost', returned: 'returned', partReturned: 'part returned', won: 'won' } as const;

/** A calculator line in the CLI's words: the numbers must be the same ones. */
function lineText(priced: CalculatorPriced, line: CalculatorLine): string {
  const head = `  #${line.index + 1} ${line.legs.length === 1 ? 'leg' : 'legs'} ${line.legs.join(',')} coef ${formatOdds(line.coef, 0)}`;
  if (!priced.holdsAfterLines) return `${head} stake ${money(line.stake.current)}, ${STATUS[line.status]}, return ${range(line.returns)}`;
  const stake = line.stakesWinnings ? `max (every winning so far: ${range(line.stake)})` : range(line.stake);
  return `${head} stake ${stake}, ${STATUS[line.status]}, holds ${range(line.returns)} after it`;
}

describe('the calculator and `npm run coupon` agree', () => {
  it('on every line, the returns and the coefficient, or both refuse the coupon', () => {
    fc.assert(
      fc.property(cliCalculationArb, (input) => {
        const { outcome } = priceCalculation(input);
        const text = cliText(input);
        if (text === null) {
          expect(outcome.status).toBe('invalid');
          return;
        }
        expect(outcome.status).toBe('ok');
        if (outcome.status !== 'ok') return;
        expect(text).toContain(`current return ${money(outcome.returns.current)}\n`);
        expect(text).toContain(`max return ${money(outcome.returns.max)}\n`);
        expect(text).toContain(`\ncoefficient ${formatOdds(outcome.coef, 0)}\n`);
        const listed = text.split('\n').filter((l) => l.startsWith('  #'));
        expect(listed).toEqual(outcome.lines.map((line) => lineText(outcome, line)));
      }),
      { numRuns: 300 },
    );
  });
});
