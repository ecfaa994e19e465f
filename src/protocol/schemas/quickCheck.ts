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
  if (schema instanceof z.ZodNumber && onlyBoundsAndInt(schema)) {
    const min = schema.minValue ?? -Infinity;
    const max = schema.maxValue ?? Infinity;
    const int = schema.isInt === true;
    return (v) => typeof v === 'number' && Number.isFinite(v) && (!int || Number.isSafeInteger(v)) && v >= min && v <= max;
  }
  return (v) => schema.safeParse(v).success;
}

/** A number schema whose checks are bounds and whole numbers only (no multipleOf, no float32 ...). */
function onlyBoundsAndInt(schema: z.ZodNumber): boolean {
  const checks = (schema._zod.def.checks ?? []).map((c) => c._zod.def.check);
  return (
    (schema.format === null || schema.format === 'safeint') &&
    checks.every((c) => c === 'number_format' || c === 'greater_than' || c === 'less_than')
  );
}
