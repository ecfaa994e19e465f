/**
 * Returns `next`, but with every subtree of it that is deeply equal to the
 * same place in `prev` replaced by `prev`'s, so components selecting an
 * unchanged part keep the same reference and skip rendering; `prev` itself
 * when nothing changed. `next` is adopted, not copied: its arrays and objects
 * are written in place, which is safe because every value given here has
 * just crossed postMessage (a fresh structured clone nobody else holds), and
 * saves allocating a second copy of every changed game at thousands of odds
 * changes a second. Values crossing postMessage are plain data (no cycles).
 */
export function structuralShare<T>(prev: T, next: T): T {
  if (Object.is(prev, next)) return prev;
  if (Array.isArray(prev) && Array.isArray(next)) {
    let same = prev.length === next.length;
    for (let i = 0; i < next.length; i += 1) {
      const item: unknown = next[i];
      const shared = structuralShare<unknown>(prev[i], item);
      if (shared !== item) next[i] = shared;
      if (!Object.is(shared, prev[i])) same = false;
    }
    return same ? prev : next;
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    let same = true;
    let nextKeys = 0;
    for (const key in next) {
      if (!Object.hasOwn(next, key)) continue;
      nextKeys += 1;
      const had = Object.hasOwn(prev, key);
      const item = next[key];
      const shared = structuralShare(had ? prev[key] : undefined, item);
      // An own "__proto__" key is data here (set as such by the structured clone), so plain assignment keeps it data.
      if (shared !== item) (next as Record<string, unknown>)[key] = shared;
      if (!had || !Object.is(shared, prev[key])) same = false;
    }
    if (same) for (const key in prev) if (Object.hasOwn(prev, key)) nextKeys -= 1;
    return same && nextKeys === 0 ? prev : next;
  }
  return next;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
