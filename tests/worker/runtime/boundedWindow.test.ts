import { describe, expect, it } from 'vitest';
import { BoundedWindow, serializedSize } from '../../../src/worker/runtime/boundedWindow';

describe('a window bounded by count and by bytes', () => {
  it('keeps the newest entries up to the count, dropping the oldest first', () => {
    const window = new BoundedWindow<number>({ maxCount: 3, maxBytes: 1_000 });
    const dropped = [1, 2, 3, 4, 5].flatMap((n) => window.push(n, 10));
    expect(window.values()).toEqual([3, 4, 5]);
    expect(dropped).toEqual([1, 2]);
    expect(window.bytes).toBe(30);
  });

  it('lets a few huge entries push old ones out instead of growing past the byte budget', () => {
    const window = new BoundedWindow<string>({ maxCount: 500, maxBytes: 10_000 });
    for (let i = 0; i < 400; i += 1) window.push(`small ${i}`, 20);
    const huge = 'x'.repeat(4_000);
    for (let i = 0; i < 5; i += 1) {
      window.push(huge, serializedSize(huge));
      expect(window.bytes).toBeLessThanOrEqual(10_000);
    }
    expect(window.values().filter((v) => v === huge)).toHaveLength(2);
    expect(window.count).toBeLessThan(405);
  });

  it('always keeps the newest entry, however big, and its total stays exact across many pushes', () => {
    const window = new BoundedWindow<number>({ maxCount: 50, maxBytes: 100 });
    for (let i = 0; i < 1_000; i += 1) window.push(i, i % 7);
    expect(window.bytes).toBe(window.values().reduce((sum, v) => sum + (v % 7), 0));
    window.push(-1, 1_000);
    expect(window.values()).toEqual([-1]);
    expect(window.bytes).toBe(1_000);
  });

  it('estimates an event by its JSON text', () => {
    expect(serializedSize({ seq: 1, type: 'a' })).toBe('{"seq":1,"type":"a"}'.length);
  });
});
