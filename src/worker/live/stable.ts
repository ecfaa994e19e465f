/**
 * Equality checks that let the live projection keep yesterday's object when
 * today's has the same content: the host diffs projections by reference, and
 * the tab re-renders only what got a new object.
 */
export function sameIds<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** The same keys holding the same objects. */
export function shallowSame<V>(a: Readonly<Record<string, V>>, b: Readonly<Record<string, V>>): boolean {
  if (a === b) return true;
  const keys = Object.keys(b);
  if (Object.keys(a).length !== keys.length) return false;
  for (const key of keys) if (!Object.prototype.hasOwnProperty.call(a, key) || a[key] !== b[key]) return false;
  return true;
}
