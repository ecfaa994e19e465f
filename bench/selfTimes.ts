/** One ranked row: what it is, its self time summed (in the caller's unit) and how many times it was added. */
export interface SelfTime<T> {
  readonly item: T;
  readonly self: number;
  readonly count: number;
}

/**
 * Self time summed per item and the items that spent the most, costliest
 * first (ties in the order first seen): the ranking of both "top costs"
 * readers, a CPU profile's samples (devtools.ts) and a trace's slices
 * (traceCosts.ts). Each rounds its own unit into its own table.
 */
export class SelfTimes<T> {
  private readonly rows = new Map<string, { item: T; self: number; count: number }>();

  /** `keyOf`: items with the same key are one row. */
  constructor(private readonly keyOf: (item: T) => string) {}

  add(item: T, self: number): void {
    const key = this.keyOf(item);
    const row = this.rows.get(key) ?? { item, self: 0, count: 0 };
    row.self += self;
    row.count += 1;
    this.rows.set(key, row);
  }

  top(limit: number): SelfTime<T>[] {
    return [...this.rows.values()].sort((a, b) => b.self - a.self).slice(0, limit);
  }
}
