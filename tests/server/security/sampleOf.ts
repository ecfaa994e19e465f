import type { z } from 'zod';

/**
 * A small valid value of a request schema (zod 4), so a probe can change one
 * field at a time and every other field still passes: hostile values must
 * reach the handler, not stop at the first schema error. Fields whose rules a
 * generator cannot guess (regexes, formats) come from `known` by key name.
 */
export function sampleOf(schema: z.ZodType, known: Readonly<Record<string, unknown>> = {}, key = ''): unknown {
  if (key in known) return known[key];
  const def = (schema as unknown as { _zod: { def: Def; bag: Bag } })._zod.def;
  const bag = (schema as unknown as { _zod: { bag: Bag } })._zod.bag;
  switch (def.type) {
    case 'string':
      return 'a'.repeat(Math.max(1, bag.minimum ?? 1));
    case 'number':
      return Math.max(1, typeof bag.minimum === 'number' ? bag.minimum : 1);
    case 'boolean':
      return false;
    case 'literal':
      return def.values?.[0];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'null':
      return null;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return sampleOf(def.innerType as z.ZodType, known, key);
    case 'pipe':
      return sampleOf(def.in as z.ZodType, known, key);
    case 'array':
      return bag.minimum ? [sampleOf(def.element as z.ZodType, known)] : [];
    case 'record':
      return {};
    case 'union':
      return sampleOf((def.options as z.ZodType[])[0] as z.ZodType, known, key);
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, z.ZodType>).map(([k, v]) => [k, sampleOf(v, known, k)] as const),
      );
    default:
      return null;
  }
}

interface Def {
  readonly type: string;
  readonly values?: readonly unknown[];
  readonly entries?: Readonly<Record<string, unknown>>;
  readonly innerType?: unknown;
  readonly in?: unknown;
  readonly element?: unknown;
  readonly options?: unknown;
  readonly shape?: unknown;
}

interface Bag {
  readonly minimum?: number;
}

/** Every path to a leaf (string, number, boolean, null) of a JSON value, arrays included. */
export function leafPaths(value: unknown, at: readonly (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, [...at, i]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...at, k]));
  return [[...at]];
}

/** A deep copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: readonly (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? withLeaf(item, rest, leaf) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: withLeaf(record[head], rest, leaf) };
}
