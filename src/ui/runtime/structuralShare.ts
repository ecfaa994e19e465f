/**
 * Returns `next`, but reuses every subtree of `prev` that is deeply equal, so
 * components selecting an unchanged part keep the same reference and skip
 * rendering. Values crossing postMessage are plain data (no cycles).
 */
export function structuralShare<T>(prev: T, next: T): T {
  if (Object.is(prev, next)) return prev;
  if (Array.isArray(prev) && Array.isArray(next)) {
    let same = prev.length === next.length;
    const out = next.map((item, i) => {
      const shared = structuralShare(prev[i], item);
      if (!Object.is(shared, prev[i])) same = false;
      return shared;
    });
    return (same ? prev : out) as T;
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    const prevKeys = Object.keys(prev);
    const nextKeys = Object.keys(next);
    let same = prevKeys.length === nextKeys.length;
    const out: Record<string, unknown> = {};
    for (const key of nextKeys) {
      const had = Object.prototype.hasOwnProperty.call(prev, key);
      const shared = structuralShare(had ? prev[key] : undefined, next[key]);
      // defineProperty: a key named "__proto__" in the data must stay data, not become a prototype.
      Object.defineProperty(out, key, { value: shared, enumerable: true, writable: true, configurable: true });
      if (!had || !Object.is(shared, prev[key])) same = false;
    }
    return (same ? prev : out) as T;
  }
  return next;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
