import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TopicCounts } from '../../../src/worker/feed/refCount';

describe('TopicCounts', () => {
  it('holds a topic while any watcher holds it', () => {
    const counts = new TopicCounts();
    expect(counts.add(['home', 'game:1'])).toBe(true);
    expect(counts.add(['home'])).toBe(false);
    expect(counts.remove(['home'])).toBe(false);
    expect(counts.topics()).toEqual(['game:1', 'home']);
    expect(counts.remove(['home', 'game:1'])).toBe(true);
    expect(counts.topics()).toEqual([]);
    expect(counts.remove(['home'])).toBe(false);
  });

  it('after every watcher leaves, nothing is held, whatever the order', () => {
    const topic = fc.constantFrom('home', 'game:1', 'champ:2', 'sport:1:live');
    fc.assert(
      fc.property(fc.array(fc.array(topic, { maxLength: 4 }), { maxLength: 8 }), fc.integer(), (watchers, seed) => {
        const counts = new TopicCounts();
        for (const w of watchers) counts.add(w);
        const order = watchers.map((w, i) => ({ w, k: (i * 7919 + seed) % 13 })).sort((a, b) => a.k - b.k);
        for (const [i, { w }] of order.entries()) {
          counts.remove(w);
          const still = new Set(order.slice(i + 1).flatMap((o) => o.w));
          expect(counts.topics()).toEqual([...still].sort());
        }
      }),
    );
  });
});
