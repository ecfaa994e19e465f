import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { preferencesSchema } from '../../src/protocol/preferences';
import { quickCheck } from '../../src/protocol/schemas/quickCheck';
import { preferenceValueArbs } from '../arbitraries/events';

/** Values of every kind, near every bound the schemas use. */
const anyValue = fc.oneof(
  fc.anything(),
  fc.integer({ min: -20, max: 20 }),
  fc.double(),
  fc.constantFrom(NaN, Infinity, -Infinity, 0.5, 2 ** 53, -(2 ** 53), null, undefined, '0', 'small', 'large', 'en', 'EN', true, false),
);

const fields = Object.entries(preferencesSchema.shape) as [string, z.ZodType][];

describe('quickCheck agrees with the schema it is derived from (property)', () => {
  for (const [field, schema] of fields) {
    it(`preference ${field}`, () => {
      const check = quickCheck(schema);
      const valid = preferenceValueArbs[field as keyof typeof preferenceValueArbs] as fc.Arbitrary<unknown>;
      fc.assert(
        fc.property(fc.oneof(anyValue, valid), (value) => {
          expect(check(value)).toBe(schema.safeParse(value).success);
        }),
        { numRuns: 300 },
      );
    });
  }

  it('compiles inclusive and exclusive bounds and whole numbers as the schema reads them', () => {
    const schemas = [
      z.number().gt(0).lt(5),
      z.number().gte(-1).lte(1),
      z.int().min(-3).max(3),
      z.number().int().positive(),
      z.number().nonnegative(),
      z.number().nullable(),
      z.int().gt(2).nullable(),
    ];
    for (const schema of schemas) {
      const check = quickCheck(schema);
      fc.assert(
        fc.property(fc.oneof(anyValue, fc.constantFrom(-3, -1, 0, 1, 2, 3, 5, 5.5, 0.000001)), (value) => {
          expect(check(value)).toBe(schema.safeParse(value).success);
        }),
        { numRuns: 300 },
      );
    }
  });

  it('falls back to the schema for what it does not compile (a multipleOf, a regex)', () => {
    for (const schema of [z.number().multipleOf(2), z.string().regex(/^a+$/), z.object({ a: z.boolean() })]) {
      const check = quickCheck(schema);
      fc.assert(
        fc.property(anyValue, (value) => {
          expect(check(value)).toBe(schema.safeParse(value).success);
        }),
        { numRuns: 200 },
      );
      expect(check(4)).toBe(schema.safeParse(4).success);
    }
  });
});
