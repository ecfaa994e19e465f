import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as authSchemas from '../../src/protocol/schemas/auth';
import * as betSchemas from '../../src/protocol/schemas/bets';
import * as limitSchemas from '../../src/protocol/schemas/limits';
import * as walletSchemas from '../../src/protocol/schemas/wallet';
import { int4, minorUnits, rowId } from '../../src/protocol/schemas/bounded';
import { hostile, hostileTagged, sample, valid } from './zodArbitrary';

const Leaf = z.lazy((): z.ZodType => z.union([z.string().max(4), z.array(Leaf).max(3)]));

/** One of each construct the generator reads. */
const SHAPES: Readonly<Record<string, z.ZodType>> = {
  string: z.string().min(2).max(10),
  regex: z.string().regex(/^[A-Z]{3}$/),
  email: z.email(),
  uuid: z.uuid(),
  int: z.number().int().min(-5).max(5),
  zint: z.int(),
  double: z.number().gt(0).lte(2.5),
  bounded: z.object({ id: rowId(), n: int4(), money: minorUnits() }),
  bigint: z.bigint().min(0n).max(10n),
  boolean: z.boolean(),
  enum: z.enum(['a', 'b']),
  literal: z.literal('x'),
  union: z.union([z.string(), z.number()]),
  discriminated: z.discriminatedUnion('t', [
    z.object({ t: z.literal('a'), a: z.number() }),
    z.object({ t: z.literal('b'), b: z.string() }),
  ]),
  array: z.array(z.number()).min(1).max(3),
  tuple: z.tuple([z.string(), z.boolean()]),
  record: z.record(z.string(), z.number()),
  optional: z.object({ a: z.string().optional(), b: z.number().nullable(), c: z.boolean().default(true) }),
  strict: z.strictObject({ a: z.string() }),
  pipe: z
    .string()
    .transform((s) => s.length)
    .pipe(z.number()),
  coerce: z.coerce.number().int().min(0),
  lazy: Leaf,
};

const ROUTE_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  place: betSchemas.placeRequestSchema,
  sell: betSchemas.sellRequestSchema,
  deposit: walletSchemas.depositRequestSchema,
  withdrawal: walletSchemas.withdrawalRequestSchema,
  limits: limitSchemas.setLimitsRequestSchema,
  register: authSchemas.registerRequestSchema,
  login: authSchemas.loginByEmailRequestSchema,
};

describe('zod to fast-check', () => {
  for (const [name, schema] of Object.entries(SHAPES)) {
    it(`valid values of ${name} parse`, () => {
      fc.assert(
        fc.property(valid(schema), (value) => schema.safeParse(value).success),
        { numRuns: 200, seed: 42 },
      );
    });
    it(`hostile values of ${name} it must refuse are refused`, () => {
      fc.assert(
        fc.property(hostileTagged(schema), (h) => {
          if (h.refused) expect(schema.safeParse(h.value).success, `${h.kind}: ${JSON.stringify(h.value)?.slice(0, 80)}`).toBe(false);
        }),
        { numRuns: 300, seed: 42 },
      );
    });
  }

  for (const [name, schema] of Object.entries(ROUTE_SCHEMAS)) {
    it(`most valid values of the ${name} request parse, and its refusals hold`, () => {
      const values = fc.sample(valid(schema), { numRuns: 100, seed: 7 });
      const parsed = values.filter((v) => schema.safeParse(v).success).length;
      // Custom refinements (a coupon's own rules) are unknown to the generator; the structure is.
      expect(parsed).toBeGreaterThanOrEqual(50);
      fc.assert(
        fc.property(hostileTagged(schema), (h) => {
          if (h.refused) expect(schema.safeParse(h.value).success, `${h.kind}: ${JSON.stringify(h.value)?.slice(0, 80)}`).toBe(false);
        }),
        { numRuns: 200, seed: 7 },
      );
    });
  }

  it('sends every kind of hostility the server must survive', () => {
    const kinds = new Set(
      fc
        .sample(hostileTagged(z.object({ id: rowId(), name: z.string().max(20) })), { numRuns: 2_000, seed: 3 })
        .map((h) => h.kind.replace(/^[a-z]+: /, '')),
    );
    for (const kind of [
      'NUL',
      'payload',
      'deep array',
      'array of 10k',
      'very long string',
      'wrong type for number',
      'max, max+1',
      'missing',
      'unknown field',
    ]) {
      expect(
        [...kinds].some((k) => k.includes(kind)),
        kind,
      ).toBe(true);
    }
    const values = fc.sample(hostile(z.object({ a: z.string() })), { numRuns: 500, seed: 3 });
    expect(values.some((v) => typeof v === 'object' && v !== null && !('a' in v))).toBe(true);
    expect(sample(SHAPES.regex as z.ZodType)).toMatch(/^[A-Z]{3}$/);
  });
});
