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
