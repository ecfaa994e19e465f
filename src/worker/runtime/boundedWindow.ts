/**
 * The newest entries of a stream, bounded by count and by an estimate of their
 * bytes: a few huge entries push old ones out instead of growing the heap. The
 * newest entry always stays, however big.
 */
export class BoundedWindow<T> {
  private items: T[] = [];
  private sizes: number[] = [];
  private head = 0;
  private total = 0;

  constructor(private readonly limits: { readonly maxCount: number; readonly maxBytes: number }) {}

  /** Adds `value`, whose size is estimated once as `bytes`; answers what fell out, oldest first. */
  push(value: T, bytes: number): T[] {
    this.items.push(value);
    this.sizes.push(bytes);
    this.total += bytes;
    const dropped: T[] = [];
    while (this.count > 1 && (this.count > this.limits.maxCount || this.total > this.limits.maxBytes)) {
      dropped.push(this.items[this.head] as T);
      this.total -= this.sizes[this.head] as number;
      this.head += 1;
    }
    // Dropping moves an index; the arrays are cut down once the dead head outweighs the live part.
    if (this.head > 64 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.sizes = this.sizes.slice(this.head);
      this.head = 0;
    }
    return dropped;
  }

  values(): T[] {
    return this.items.slice(this.head);
  }

  get count(): number {
    return this.items.length - this.head;
  }

  get bytes(): number {
    return this.total;
  }

  clear(): void {
    this.items = [];
    this.sizes = [];
    this.head = 0;
    this.total = 0;
  }
}

/** The size of a value as JSON text, in UTF-16 code units: close enough to what it holds on the heap. */
export function serializedSize(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}
