import type { FairDraws } from '../../../../src/core/casino/fair';

/** Draws that hand out chosen whole numbers in order, so a test can walk every stop combination through the real play(). */
export function scriptedDraws(ints: readonly number[]): FairDraws {
  let read = 0;
  return {
    float: () => {
      throw new Error('the slot reads whole numbers only');
    },
    int(n) {
      const value = ints[read];
      if (value === undefined || value >= n) throw new Error(`draw ${read}: ${String(value)} is not below ${n}`);
      read += 1;
      return value;
    },
    get count() {
      return read;
    },
  };
}

/** Every combination of one index below each length, in order. */
export function* combinations(lengths: readonly number[]): Generator<number[]> {
  const at = lengths.map(() => 0);
  if (lengths.some((n) => n === 0)) return;
  for (;;) {
    yield [...at];
    let i = lengths.length - 1;
    while (i >= 0 && (at[i] ?? 0) + 1 === lengths[i]) at[i--] = 0;
    if (i < 0) return;
    at[i] = (at[i] ?? 0) + 1;
  }
}
