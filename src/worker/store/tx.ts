/** What every transaction of the store does around its requests: none of it knows the log. */

export const noop = (): void => undefined;

/** tx.done, already marked handled so an abort nobody awaits is not an unhandled rejection. */
export function doneOf(tx: { readonly done: Promise<void> }): Promise<void> {
  const done = tx.done;
  done.catch(noop);
  return done;
}

/**
 * Marks a request's promise handled as soon as it exists: if a later request in
 * the same transaction throws before Promise.all is reached, the abort that
 * follows must not surface as an unhandled rejection.
 */
export function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(noop);
  return promise;
}

export function abortQuietly(tx: { abort(): void }): void {
  try {
    tx.abort();
  } catch {
    // already finished or aborted
  }
}

/** The key range of the log after `seq`. */
export function after(seq: number): IDBKeyRange {
  return IDBKeyRange.lowerBound(seq, true);
}
