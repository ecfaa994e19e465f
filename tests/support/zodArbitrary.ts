import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries from zod 4 schemas, read from the schemas' own
 * definitions (`schema._zod.def` and the checks' `_zod.bag`): no maintained
 * library does this for zod 4 and fast-check 4.
 *
 * - `valid(schema)`: values the schema accepts (as far as its structure says:
 *   a custom refinement is not known to the generator; a leaf that comes out
 *   refused is replaced by a small sample that passes).
 * - `hostile(schema)`: what an attacker or a broken client sends: boundary
 *   numbers (min, max, max+1, -1, 0, -0, 2^31, 2^53, 1e308), wrong types,
 *   NUL bytes, very long strings, unicode, SQL and HTML payloads, unknown
 *   extra fields, missing required fields, deep nesting, arrays of 10k.
 * - `hostileTagged(schema)`: the same with `refused: true` on the values the
 *   schema's structure says it must refuse (the generator's own tests check
 *   that it does).
 */

export interface Hostile {
  readonly value: unknown;
  /** True when the schema's structure alone says the value must be refused. */
  readonly refused: boolean;
  /** What kind of hostility, for a readable failure. */
  readonly kind: string;
}

interface Bag {
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly length?: number;
  readonly format?: string;
  readonly patterns?: ReadonlySet<RegExp> | undefined;
}

interface Def {
  readonly type: string;
  readonly coerce?: boolean;
  readonly checks?: readonly unknown[];
  readonly values?: readonly unknown[];
  readonly entries?: Readonly<Record<string, unknown>>;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly out?: z.ZodType;
  readonly element?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly shape?: Readonly<Record<string, z.ZodType>>;
  readonly items?: readonly z.ZodType[];
  readonly rest?: z.ZodType | null;
  readonly keyType?: z.ZodType;
  readonly valueType?: z.ZodType;
  readonly getter?: () => z.ZodType;
  readonly left?: z.ZodType;
  readonly right?: z.ZodType;
  readonly catchall?: z.ZodType;
  readonly defaultValue?: unknown;
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

interface CheckDef {
  readonly check?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly value?: number | bigint;
  readonly inclusive?: boolean;
  readonly length?: number;
  readonly format?: string;
  readonly pattern?: RegExp;
}

/**
 * The bounds and formats of a schema, read from its checks (zod 4 fills
 * `_zod.bag` only lazily, so the definitions are the reliable source). A
 * format schema (z.email(), z.int()) carries its format on its own def.
 */
function bagOf(schema: z.ZodType): Bag {
  const def = defOf(schema) as Def & CheckDef;
  const bag: { -readonly [K in keyof Bag]: Bag[K] } = {};
  const patterns = new Set<RegExp>();
  const read = (c: CheckDef): void => {
    if (c.format && c.format !== 'regex') bag.format = c.format;
    if (c.pattern instanceof RegExp) patterns.add(c.pattern);
    if (c.format === 'safeint') {
      bag.minimum = Math.max(Number(bag.minimum ?? -Infinity), Number.MIN_SAFE_INTEGER);
      bag.maximum = Math.min(Number(bag.maximum ?? Infinity), Number.MAX_SAFE_INTEGER);
    }
    if (c.format === 'int32') {
      bag.minimum = Math.max(Number(bag.minimum ?? -Infinity), -(2 ** 31));
      bag.maximum = Math.min(Number(bag.maximum ?? Infinity), 2 ** 31 - 1);
    }
    switch (c.check) {
      case 'min_length':
      case 'min_size':
        bag.minimum = c.minimum;
        break;
      case 'max_length':
      case 'max_size':
        bag.maximum = c.maximum;
        break;
      case 'length_equals':
        bag.length = c.length;
        break;
      case 'greater_than':
        if (c.inclusive) bag.minimum = c.value;
        else bag.exclusiveMinimum = Number(c.value);
        break;
      case 'less_than':
        if (c.inclusive) bag.maximum = c.value;
        else bag.exclusiveMaximum = Number(c.value);
        break;
      default:
        break;
    }
  };
  read(def);
  for (const check of def.checks ?? []) read((check as { _zod: { def: CheckDef } })._zod.def);
  // A string format's own pattern (email, uuid) is the format's business; a regex check's is the value's.
  if (patterns.size > 0 && (bag.format === undefined || def.type !== 'string' || bag.format === 'regex')) bag.patterns = patterns;
  if (bag.format && ['email', 'uuid', 'guid', 'url', 'datetime'].includes(bag.format)) bag.patterns = undefined;
  return bag;
}

function accepts(schema: z.ZodType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

/** Recursion guard for lazy and recursive schemas. */
const MAX_DEPTH = 6;

const SQL = ["' OR 1=1--", "'; DROP TABLE app_user;--", '1 UNION SELECT password_hash FROM app_user', '%', '_', '\\'];
const HTML = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '{{7*7}}', '${7*7}'];
const UNICODE = ['\u202Eevil', 'ＡＢＣ', '💸'.repeat(20), '\uD800', 'e\u0301', '\u200B', 'ا'.repeat(10), '\r\n\t'];
const NUL_STRINGS = ['\u0000', 'a\u0000b', '\u0000'.repeat(8)];
const BOUNDARY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
];
const NUMERIC_STRINGS = ['NaN', 'Infinity', '-0', '1e308', '0x10', '', ' 1', '3000000000', '1.5'];

/** Anything at all, of every JSON type: the wrong type for most schemas. */
export function junk(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>(null, true, false, 0, -1, 1e308, '', 'x', [], {}, [null], { '': null }),
    fc.constantFrom<unknown>(...SQL, ...HTML, ...UNICODE, ...NUL_STRINGS, ...NUMERIC_STRINGS, ...BOUNDARY_NUMBERS),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

/** Values that stress a server as a whole rather than one field. */
function monsters(): fc.Arbitrary<Hostile> {
  return fc.constantFrom<Hostile>(
    { value: deepNest(40, 'array'), refused: false, kind: 'deep array' },
    { value: deepNest(40, 'object'), refused: false, kind: 'deep object' },
    { value: Array.from({ length: 10_000 }, (_, i) => i), refused: false, kind: 'array of 10k' },
    { value: 'x'.repeat(70_000), refused: false, kind: 'very long string' },
    { value: Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i])), refused: false, kind: 'many keys' },
    {
      value: JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}') as unknown,
      refused: false,
      kind: 'prototype keys',
    },
  );
}

export function deepNest(depth: number, as: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = as === 'array' ? [value] : { a: value };
  return value;
}

export function valid(schema: z.ZodType): fc.Arbitrary<unknown> {
  return validAt(schema, 0);
}

function validAt(schema: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const bag = bagOf(schema);
  switch (def.type) {
    case 'string':
      return orSample(schema, stringArb(bag));
    case 'number':
    case 'int':
      return orSample(schema, numberArb(bag, isInteger(schema)));
    case 'bigint':
      return orSample(schema, fc.bigInt({ min: toBig(bag.minimum, -(2n ** 63n)), max: toBig(bag.maximum, 2n ** 63n) }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'date':
      return fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true });
    case 'any':
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
    case 'optional':
      return fc.option(validAt(def.innerType as z.ZodType, depth), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(validAt(def.innerType as z.ZodType, depth), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(validAt(def.innerType as z.ZodType, depth), { nil: undefined, freq: 4 });
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return validAt(def.innerType as z.ZodType, depth);
    case 'pipe':
      // A transform's output is not an input: generate for what goes in.
      return defOf(def.in as z.ZodType).type === 'transform'
        ? validAt(def.out as z.ZodType, depth)
        : orSample(schema, validAt(def.in as z.ZodType, depth));
    case 'lazy':
      return depth >= MAX_DEPTH ? fc.constant(sample(schema)) : validAt((def.getter as () => z.ZodType)(), depth + 1);
    case 'union': {
      const options = def.options ?? [];
      return fc.oneof(...options.map((o) => validAt(o, depth + 1)));
    }
    case 'intersection':
      return orSample(schema, validAt(def.left as z.ZodType, depth + 1));
    case 'object':
      return objectArb(def, depth);
    case 'array': {
      const min = Number(bag.minimum ?? 0);
      const max = Math.min(Number(bag.maximum ?? min + 4), min + 4);
      return depth >= MAX_DEPTH && min === 0
        ? fc.constant([])
        : fc.array(validAt(def.element as z.ZodType, depth + 1), { minLength: min, maxLength: max });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((i) => validAt(i, depth + 1)));
    case 'record':
      return depth >= MAX_DEPTH
        ? fc.constant({})
        : orSample(
            schema,
            fc.dictionary(
              validAt(def.keyType as z.ZodType, depth + 1) as fc.Arbitrary<string>,
              validAt(def.valueType as z.ZodType, depth + 1),
              {
                maxKeys: 3,
              },
            ),
          );
    default:
      return fc.constant(sample(schema));
  }
}

function objectArb(def: Def, depth: number): fc.Arbitrary<unknown> {
  const shape = def.shape ?? {};
  const keys = Object.keys(shape);
  const parts = Object.fromEntries(keys.map((k) => [k, validAt(shape[k] as z.ZodType, depth + 1)]));
  return fc.record(parts).map((value) => {
    // An optional field generated as undefined is left out, as JSON would.
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = v;
    return out;
  });
}

function isInteger(schema: z.ZodType): boolean {
  const format = bagOf(schema).format;
  return defOf(schema).type === 'int' || format === 'safeint' || format === 'int32' || format === 'uint32' || format === 'int64';
}

function toBig(value: number | bigint | undefined, fallback: bigint): bigint {
  return value === undefined ? fallback : BigInt(value);
}

function numberArb(bag: Bag, integer: boolean): fc.Arbitrary<number> {
  const step = (x: number, up: boolean): number =>
    integer
      ? up
        ? Math.floor(x) + 1
        : Math.ceil(x) - 1
      : up
        ? x + Math.max(Math.abs(x) * 1e-12, 1e-9)
        : x - Math.max(Math.abs(x) * 1e-12, 1e-9);
  const lo = Math.max(
    Number(bag.minimum ?? -1e9),
    bag.exclusiveMinimum === undefined ? -Infinity : step(bag.exclusiveMinimum, true),
    -1e15,
  );
  const hi = Math.min(Number(bag.maximum ?? 1e9), bag.exclusiveMaximum === undefined ? Infinity : step(bag.exclusiveMaximum, false), 1e15);
  const min = Number(bag.minimum ?? bag.exclusiveMinimum ?? -1e9) < -1e9 && hi > -1e9 ? Math.max(lo, -1e9) : lo;
  const max = Number(bag.maximum ?? bag.exclusiveMaximum ?? 1e9) > 1e9 && lo < 1e9 ? Math.min(hi, 1e9) : hi;
  if (integer) {
    const imin = Math.ceil(min);
    const imax = Math.floor(max);
    return fc.oneof(fc.integer({ min: imin, max: imax }), fc.constantFrom(imin, imax, Math.max(imin, Math.min(imax, 1))));
  }
  return fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(min, max));
}

/**
 * Strings a regex matches. fast-check refuses some flags: without `i` the
 * strings still match (a case-sensitive match is also a case-insensitive
 * one); a regex it cannot read at all gives null (plain strings then).
 */
function matchingArb(pattern: RegExp): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern.source, pattern.flags.replace(/[igmyd]/g, '')));
  } catch {
    return null;
  }
}

function stringArb(bag: Bag): fc.Arbitrary<string> {
  const patterns = [...(bag.patterns ?? [])];
  const first = patterns[0];
  if (bag.format === 'email') return fc.emailAddress();
  if (bag.format === 'uuid' || bag.format === 'guid') return fc.uuid();
  if (bag.format === 'url') return fc.webUrl();
  if (bag.format === 'datetime') return fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((d) => d.toISOString());
  const matching = first ? matchingArb(first) : null;
  if (matching) return matching;
  const min = Number(bag.length ?? bag.minimum ?? 0);
  const max = Number(bag.length ?? bag.maximum ?? min + 16);
  return fc.oneof(
    fc.string({ minLength: min, maxLength: Math.min(max, min + 32) }),
    fc.constantFrom('a'.repeat(min), 'a'.repeat(Math.min(max, min + 64))),
  );
}

/** A generated value the schema refuses (a custom refinement, a regex the generator missed) falls back to a small sample that passes. */
function orSample(schema: z.ZodType, arb: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  let fallback: unknown;
  let known = false;
  return arb.map((value) => {
    if (accepts(schema, value)) return value;
    if (!known) {
      fallback = sample(schema);
      known = true;
    }
    return fallback;
  });
}

/**
 * One small value of the schema, deterministically (the first of fast-check's
 * shrink order where it can). `known` gives the value of a field by its key
 * (a rule the generator cannot guess), so a probe can change one leaf at a
 * time and every other field still passes.
 */
export function sample(schema: z.ZodType, known: Readonly<Record<string, unknown>> = {}, key = '', depth = 0): unknown {
  if (key in known) return known[key];
  const def = defOf(schema);
  const bag = bagOf(schema);
  switch (def.type) {
    case 'string': {
      const pattern = [...(bag.patterns ?? [])][0];
      if (bag.format === 'email') return 'player@example.com';
      if (bag.format === 'uuid' || bag.format === 'guid') return '00000000-0000-4000-8000-000000000000';
      const matching = pattern ? matchingArb(pattern) : null;
      if (matching) return fc.sample(matching, { numRuns: 1, seed: 1 })[0];
      return 'a'.repeat(Math.max(Number(bag.length ?? bag.minimum ?? 1), 1));
    }
    case 'number':
    case 'int':
      return Math.max(Number(bag.minimum ?? 1), Math.min(1, Number(bag.maximum ?? 1)));
    case 'bigint':
      return toBig(bag.minimum, 1n);
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
      return sample(def.innerType as z.ZodType, known, key, depth);
    case 'pipe':
      return sample(def.in as z.ZodType, known, key, depth);
    case 'lazy':
      return depth >= MAX_DEPTH ? null : sample((def.getter as () => z.ZodType)(), known, key, depth + 1);
    case 'union':
      return sample((def.options ?? [])[0] as z.ZodType, known, key, depth + 1);
    case 'array':
      return bag.minimum ? Array.from({ length: Number(bag.minimum) }, () => sample(def.element as z.ZodType, known, '', depth + 1)) : [];
    case 'tuple':
      return (def.items ?? []).map((i) => sample(i, known, '', depth + 1));
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, v]) => [k, sample(v, known, k, depth + 1)]));
    case 'record':
      return {};
    default:
      return null;
  }
}

export function hostile(schema: z.ZodType): fc.Arbitrary<unknown> {
  return hostileTagged(schema).map((h) => h.value);
}

export function hostileTagged(schema: z.ZodType): fc.Arbitrary<Hostile> {
  return fc.oneof({ arbitrary: hostileAt(schema, 0), weight: 6 }, { arbitrary: monsters(), weight: 1 });
}

/** The base type a schema wants, under its wrappers; null when it takes several (unions) or is lenient. */
function coreOf(schema: z.ZodType): { schema: z.ZodType; optional: boolean; nullable: boolean; lenient: boolean } {
  let current = schema;
  let optional = false;
  let nullable = false;
  let lenient = false;
  for (let i = 0; i < 20; i++) {
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') optional = true;
    else if (def.type === 'nullable') nullable = true;
    else if (def.type === 'catch') lenient = true;
    else if (def.type !== 'readonly' && def.type !== 'nonoptional') break;
    current = def.innerType as z.ZodType;
  }
  const def = defOf(current);
  if (def.coerce || ['union', 'any', 'unknown', 'custom', 'lazy', 'intersection', 'transform'].includes(def.type)) lenient = true;
  return { schema: current, optional, nullable, lenient };
}

const WRONG_FOR: Readonly<Record<string, readonly unknown[]>> = {
  string: [0, 1e308, true, null, [], {}, ['a']],
  number: ['1', 'NaN', true, null, [], {}, [1]],
  int: ['1', 'NaN', true, null, [], {}],
  boolean: ['true', 1, 0, null, [], {}],
  object: ['{}', 1, true, null, [], [{}]],
  array: ['[]', 1, true, null, {}, { 0: 1 }],
  enum: [0, true, null, [], {}],
  literal: [[], {}],
  record: ['{}', 1, true, null, []],
  tuple: ['[]', 1, null, {}],
  bigint: [true, null, [], {}, 'x'],
  date: [true, null, [], {}],
};

function hostileAt(schema: z.ZodType, depth: number): fc.Arbitrary<Hostile> {
  const core = coreOf(schema);
  const def = defOf(core.schema);
  const bag = bagOf(core.schema);
  // A pipe's input side decides what is refused first.
  if (def.type === 'pipe') {
    const inner = hostileAt(def.in as z.ZodType, depth);
    return inner.map((h) => ({
      ...h,
      refused: h.refused && !(core.optional && h.value === undefined) && !(core.nullable && h.value === null),
    }));
  }
  const tag = (value: unknown, refused: boolean, kind: string): Hostile => ({
    value,
    kind,
    refused:
      refused &&
      !core.lenient &&
      !(core.optional && value === undefined) &&
      !(core.nullable && value === null) &&
      !accepts_literal(def, value),
  });
  const arbs: fc.Arbitrary<Hostile>[] = [junk().map((value) => tag(value, false, 'junk'))];
  const wrong = WRONG_FOR[def.type];
  if (wrong) arbs.push(fc.constantFrom(...wrong).map((value) => tag(value, true, `wrong type for ${def.type}`)));

  switch (def.type) {
    case 'string': {
      const max = bag.length ?? bag.maximum;
      const min = bag.length ?? bag.minimum;
      const valueArb = valid(core.schema) as fc.Arbitrary<string>;
      arbs.push(
        fc.constantFrom(...SQL, ...HTML, ...UNICODE).map((value) => tag(value, false, 'payload')),
        fc.constantFrom(...NUL_STRINGS).map((value) => tag(value, false, 'NUL')),
        valueArb.map((value) => tag(`${value}\u0000`, false, 'NUL suffix')),
        fc.constantFrom(...NUMERIC_STRINGS).map((value) => tag(value, false, 'numeric string')),
        fc.constant(tag('x'.repeat(10_000), max !== undefined && Number(max) < 10_000, 'long string')),
      );
      if (max !== undefined) arbs.push(fc.constant(tag('a'.repeat(Number(max) + 1), true, 'max length + 1')));
      if (min !== undefined && Number(min) > 0) arbs.push(fc.constant(tag('a'.repeat(Number(min) - 1), true, 'min length - 1')));
      break;
    }
    case 'number':
    case 'int': {
      const integer = isInteger(core.schema);
      const max = bag.maximum === undefined ? undefined : Number(bag.maximum);
      const min = bag.minimum === undefined ? undefined : Number(bag.minimum);
      arbs.push(fc.constantFrom(...BOUNDARY_NUMBERS).map((value) => tag(value, false, 'boundary number')));
      arbs.push(fc.constantFrom(...NUMERIC_STRINGS).map((value) => tag(value, true, 'number as string')));
      if (max !== undefined) arbs.push(fc.constantFrom(max, max + 1, max * 2 + 1).map((value) => tag(value, value > max, 'max, max+1')));
      if (min !== undefined) arbs.push(fc.constantFrom(min, min - 1, -1, 0).map((value) => tag(value, value < min, 'min, min-1')));
      if (integer)
        arbs.push(fc.constantFrom(0.5, 1.000001, 2 ** 53 + 0.5).map((value) => tag(value, !Number.isInteger(value), 'fraction')));
      break;
    }
    case 'enum':
    case 'literal':
      arbs.push(
        fc.constantFrom('', 'unknown', ...SQL.slice(0, 2), ...HTML.slice(0, 1)).map((value) => tag(value, true, 'not a member')),
        fc
          .constantFrom(...(def.type === 'enum' ? Object.values(def.entries ?? {}) : (def.values ?? [])))
          .map((value) => tag(typeof value === 'string' ? value.toUpperCase() + ' ' : value, typeof value === 'string', 'member altered')),
      );
      break;
    case 'object': {
      if (depth < MAX_DEPTH) arbs.push(objectHostile(core.schema, def, depth), objectHostile(core.schema, def, depth));
      break;
    }
    case 'array': {
      const max = bag.maximum === undefined ? undefined : Number(bag.maximum);
      const element = def.element as z.ZodType;
      const item = sample(element);
      if (max !== undefined)
        arbs.push(
          fc.constant(
            tag(
              Array.from({ length: max + 1 }, () => item),
              true,
              'max items + 1',
            ),
          ),
        );
      arbs.push(
        fc.constant(
          tag(
            Array.from({ length: 10_000 }, () => item),
            max !== undefined && max < 10_000,
            'array of 10k',
          ),
        ),
      );
      if (depth < MAX_DEPTH)
        arbs.push(
          fc
            .tuple(fc.array(validAt(element, depth + 1), { maxLength: 2 }), hostileAt(element, depth + 1))
            .map(([rest, bad]) => tag([...rest, bad.value], bad.refused, `element: ${bad.kind}`)),
        );
      break;
    }
    case 'union':
      if (depth < MAX_DEPTH) arbs.push(...(def.options ?? []).map((o) => hostileAt(o, depth + 1).map((h) => ({ ...h, refused: false }))));
      break;
    case 'lazy':
      if (depth < MAX_DEPTH) arbs.push(hostileAt((def.getter as () => z.ZodType)(), depth + 1).map((h) => ({ ...h, refused: false })));
      break;
    case 'record':
      arbs.push(
        fc
          .constantFrom<unknown>({ '': 1 }, { '\u0000': 1 }, { "' OR 1=1--": '<script>' }, { ['x'.repeat(10_000)]: 1 })
          .map((value) => tag(value, false, 'record keys')),
      );
      break;
    default:
      break;
  }
  return fc.oneof(...arbs);
}

/** A literal schema of `null` accepts the wrong-type null: no refusal to expect there. */
function accepts_literal(def: Def, value: unknown): boolean {
  return def.type === 'literal' && (def.values ?? []).includes(value);
}

function objectHostile(schema: z.ZodType, def: Def, depth: number): fc.Arbitrary<Hostile> {
  const shape = def.shape ?? {};
  const keys = Object.keys(shape);
  const base = objectArb(def, depth) as fc.Arbitrary<Record<string, unknown>>;
  const strict = def.catchall !== undefined && defOf(def.catchall).type === 'never';
  const ways: fc.Arbitrary<Hostile>[] = [
    fc
      .tuple(base, fc.constantFrom('extra', '__proto__', 'constructor', "' OR 1=1--", '<b>', 'is_admin', '\u0000'), junk())
      .map(([value, key, extra]) => {
        const out = { ...value };
        Object.defineProperty(out, key, { value: extra, enumerable: true, configurable: true, writable: true });
        return { value: out, refused: strict && key !== '__proto__', kind: `unknown field ${key}` };
      }),
  ];
  if (keys.length > 0) {
    ways.push(
      fc.tuple(base, fc.constantFrom(...keys)).map(([value, key]) => {
        const out = { ...value };
        delete out[key];
        const field = coreOf(shape[key] as z.ZodType);
        const required = !field.optional && !field.lenient && defOf(field.schema).type !== 'undefined';
        return { value: out, refused: required && !accepts_literal(defOf(field.schema), undefined), kind: `missing ${key}` };
      }),
      fc.constantFrom(...keys).chain((key) =>
        fc.tuple(fc.constant(key), base, hostileAt(shape[key] as z.ZodType, depth + 1)).map(([k, value, bad]) => ({
          value: { ...value, [k]: bad.value },
          refused: bad.refused && bad.value !== undefined,
          kind: `${k}: ${bad.kind}`,
        })),
      ),
    );
  }
  void schema;
  return fc.oneof(...ways);
}
