/**
 * zod as the worker's build sees it (`scripts/zodDeferred.ts` points the
 * worker's `zod` imports here): the schemas the protocol and the contexts
 * declare at module level are built when first used, not while the worker's
 * script is evaluated. Classic zod builds every schema eagerly, each with its
 * own copies of some fifty methods; built at once they were over half of the
 * worker's module evaluation, time a returning player waits for the first
 * projection while most of those schemas (answers of pages not open, games
 * not played) are never used in the visit.
 *
 * A factory of namespace.ts (`z.object(…)`) and a builder called on what it
 * returns (`.int()`, `.optional()`, `.extend(…)`) return a stand-in that
 * records the call. Anything else read from a stand-in (`safeParse`, `shape`,
 * `_zod`) builds the schema first, then reads it from the real one. When a
 * schema is built, the stand-ins among its arguments (an object's shape, a
 * union's options) are built too and passed as the real schemas, so parsing
 * below the top level never goes through a stand-in.
 *
 * Types are zod's own: the stand-ins are typed as what they stand for, and
 * the tests compare every protocol schema built through here with the same
 * schema built eagerly.
 */

type Schema = object;
type Callable = (...args: unknown[]) => unknown;

/** A stand-in's own state, which is also its proxy's target: one handler serves every stand-in. */
interface Pending {
  make: (() => Schema) | null;
  schema: Schema | null;
}

/** Read from a stand-in, its Pending; from anything else, undefined. */
const PENDING = Symbol('deferred zod schema');

/**
 * Methods of a schema that return another schema and have no effect of their
 * own: called on a stand-in not yet built, they make another stand-in. A
 * method not named here builds the schema and runs at once, which is always
 * correct, only not deferred.
 */
const DEFERRED_METHODS = new Set([
  'optional',
  'nullable',
  'nullish',
  'array',
  'or',
  'and',
  'min',
  'max',
  'length',
  'int',
  'positive',
  'nonnegative',
  'negative',
  'nonpositive',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'finite',
  'safe',
  'regex',
  'includes',
  'startsWith',
  'endsWith',
  'trim',
  'toLowerCase',
  'toUpperCase',
  'nonempty',
  'email',
  'url',
  'datetime',
  'refine',
  'superRefine',
  'transform',
  'default',
  'catch',
  'pipe',
  'readonly',
  'extend',
  'pick',
  'omit',
  'partial',
  'required',
  'strict',
  'strip',
  'passthrough',
  'catchall',
  'keyof',
  'unwrap',
]);

function pendingOf(value: unknown): Pending | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return (value as { [PENDING]?: Pending })[PENDING];
}

function build(pending: Pending): Schema {
  if (pending.make !== null) {
    pending.schema = pending.make();
    pending.make = null;
  }
  return pending.schema!;
}

export function isStandIn(value: unknown): boolean {
  return pendingOf(value) !== undefined;
}

/** Whether a stand-in's schema has been built (for the tests; a real schema counts as built). */
export function isBuilt(value: unknown): boolean {
  return pendingOf(value)?.make == null;
}

/** The real value of an argument: stand-ins built, and the stand-ins inside an array or a plain object's values. */
function real(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const pending = pendingOf(value);
  if (pending) return build(pending);
  if (Array.isArray(value)) return value.some(isStandIn) ? value.map(real) : value;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  // A shape's getters (zod's way to a recursive schema) stay getters: only plain values are replaced.
  const descriptors = Object.getOwnPropertyDescriptors(value);
  let changed = false;
  for (const descriptor of Object.values(descriptors)) {
    if ('value' in descriptor && isStandIn(descriptor.value)) {
      descriptor.value = real(descriptor.value);
      changed = true;
    }
  }
  return changed ? Object.create(proto as object | null, descriptors) : value;
}

const handler: ProxyHandler<Pending> = {
  get(pending, key) {
    if (key === PENDING) return pending;
    if (pending.make !== null && key === 'shape') return deferredShape(pending);
    if (pending.make !== null && typeof key === 'string' && DEFERRED_METHODS.has(key)) {
      return (...args: unknown[]) => standIn(() => (Reflect.get(build(pending), key) as Callable)(...args.map(real)) as Schema);
    }
    return Reflect.get(build(pending), key);
  },
  has: (pending, key) => Reflect.has(build(pending), key),
  set: (pending, key, value) => Reflect.set(build(pending), key, value),
  getPrototypeOf: (pending) => Reflect.getPrototypeOf(build(pending)),
};

/**
 * An object schema's shape read before the schema is built (`other.shape.field` in another schema): a field read
 * from it is a stand-in for that field; listing or testing its keys builds the schema.
 */
function deferredShape(pending: Pending): object {
  const shape = (): object => Reflect.get(build(pending), 'shape') as object;
  return new Proxy(Object.create(null) as object, {
    get: (_target, key) =>
      typeof key === 'string' && pending.make !== null ? standIn(() => Reflect.get(shape(), key) as Schema) : Reflect.get(shape(), key),
    has: (_target, key) => Reflect.has(shape(), key),
    ownKeys: () => Reflect.ownKeys(shape()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(shape(), key),
  });
}

function standIn(make: () => Schema): Schema {
  return new Proxy<Pending>({ make, schema: null }, handler);
}

/** A zod factory whose schemas are built on first use: typed as the factory itself. */
export function deferredFactory<F extends (...args: never[]) => unknown>(factory: F): F {
  const call = factory as unknown as Callable;
  const deferred: Callable = (...args) => standIn(() => call(...args.map(real)) as Schema);
  return deferred as unknown as F;
}
