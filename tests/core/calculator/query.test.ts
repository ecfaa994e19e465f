import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatorInputSchema, decodeCalculation, encodeCalculation } from '../../../src/core/calculator';
import { anyCalculationArb } from '../../arbitraries/calculator';

describe("the calculator's address query", () => {
  it('decodes to the calculation it encodes, whatever its fields hold', () => {
    fc.assert(
      fc.property(anyCalculationArb, (input) => {
        expect(decodeCalculation(encodeCalculation(input))).toEqual(input);
      }),
    );
  });

  it('is canonical: a decoded query encodes to the same text again', () => {
    fc.assert(
      fc.property(anyCalculationArb, (input) => {
        const query = encodeCalculation(input);
        const again = decodeCalculation(`?${query}`);
        expect(again && encodeCalculation(again)).toBe(query);
      }),
    );
  });

  it('reads any text as a calculation the schema accepts, or as none', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const decoded = decodeCalculation(text);
        if (decoded !== null) expect(calculatorInputSchema.safeParse(decoded).success).toBe(true);
      }),
    );
  });

  it('holds the 2-from-4 system in a short, readable query', () => {
    const query = encodeCalculation({
      typeId: 2,
      system: 2,
      stake: '600',
      format: 0,
      legs: ['1.5', '2', '2.5', '3'].map((odds) => ({ odds, status: -2, banker: false })),
    });
    expect(query).toBe('t=2&k=2&s=600&f=0&o=1.5&o=2&o=2.5&o=3');
  });

  it.each([
    ['no type', 's=1&f=0&o=2'],
    ['a type outside 0..9', 't=12&s=1&f=0&o=2'],
    ['an unknown odds format', 't=1&s=1&f=9&o=2&o=3'],
    ['statuses not one per leg', 't=1&s=1&f=0&o=2&o=3&st=1'],
    ['a status outside SPEC', 't=1&s=1&f=0&o=2&o=3&st=1,7'],
    ['a banker that is no leg', 't=2&k=2&s=1&f=0&o=2&o=3&o=4&o=5&b=4'],
    ['more legs than a coupon holds', `t=9&s=1&f=0${'&o=2'.repeat(51)}`],
    ['a field too long to be odds', `t=0&s=1&f=0&o=${'1'.repeat(25)}`],
  ])('holds no calculation with %s', (_, query) => {
    expect(decodeCalculation(query)).toBeNull();
  });
});
