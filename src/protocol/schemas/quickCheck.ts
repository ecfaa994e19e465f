import { z } from 'zod';

/** A plain predicate that answers exactly what `schema.safeParse(value).success` answers. */
export type QuickCheck = (value: unknown) => boolean;

/**
 * Compiles the simple field schemas that replay meets millions of times
 * (booleans, enums, literals, bounded numbers, and those nullable) into plain
 * predicates; anything else falls back to the schema itself. The schema stays
 * the one rule: the predicate is derived from it, and
 * tests/protocol/quickCheck.property.test.ts checks they agree.
 */
export function quickCheck(schema: z.ZodType): QuickCheck {
  if (schema instanceof z.ZodNullable) {
    const inner = quickCheck(schema.unwrap() as z.ZodType);
    return (v) => v === null || inner(v);
  }
  if (schema instanceof z.ZodBoolean) return (v) => typeof v === 'boolean';
  if (schema instanceof z.ZodEnum) {
    const options = new Set<unknown>(schema.options);
    return (v) => typeof v === 'string' && options.has(v);
  }
  if (schema instanceof z.ZodLiteral) {
    const values = new Set<unknown>(schema.values);
    return (v) => values.has(v);
  }
  const bounds = schema instanceof z.ZodNumber ? numberBounds(schema) : null;
  if (bounds) {
    const { min, above, max, below, int } = bounds;
    return (v) =>
      typeof v === 'number' && Number.isFinite(v) && (!int || Number.isSafeInteger(v)) && v >= min && v > above && v <= max && v < below;
  }
  return (v) => schema.safeParse(v).success;
}

interface NumberBounds {
  min: number;
  above: number;
  max: number;
  below: number;
  int: boolean;
}

/**
 * The bounds of a number schema whose checks are bounds and whole numbers only
 * (no multipleOf, no int32 or float32 ...), else null. Read from the checks'
 * definitions, not from the derived getters (minValue ...): those go through
 * zod's JSON Schema generator, which the worker's build leaves out
 * (scripts/zodWithoutJsonSchema.ts). A format schema (z.int()) is its own first check.
 */
function numberBounds(schema: z.ZodNumber): NumberBounds | null {
  const own = schema._zod.traits.has('$ZodCheck') ? [schema._zod.def as unknown as CheckDef] : [];
  const checks = [...own, ...(schema._zod.def.checks ?? []).map((c) => c._zod.def as unknown as CheckDef)];
  const bounds: NumberBounds = { min: -Infinity, above: -Infinity, max: Infinity, below: Infinity, int: false };
  for (const check of checks) {
    if (check.check === 'number_format' && check.format === 'safeint') bounds.int = true;
    else if (check.check === 'greater_than' && typeof check.value === 'number') {
      if (check.inclusive) bounds.min = Math.max(bounds.min, check.value);
      else bounds.above = Math.max(bounds.above, check.value);
    } else if (check.check === 'less_than' && typeof check.value === 'number') {
      if (check.inclusive) bounds.max = Math.min(bounds.max, check.value);
      else bounds.below = Math.min(bounds.below, check.value);
    } else return null;
  }
  return bounds;
}

interface CheckDef {
  readonly check?: string;
  readonly format?: string;
  readonly value?: unknown;
  readonly inclusive?: boolean;
}
