import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lanesOf } from '../../../server/payprovider/delivery';

const row = (id: number, object: string) => ({
  id,
  event_id: `evt_${String(id).padStart(8, '0')}`,
  body: JSON.stringify(object.startsWith('w') ? { data: { withdrawalId: Number(object.slice(1)) } } : { data: { intentId: object } }),
});

describe('the delivery pass lanes', () => {
  it("keeps one payment's events in one lane, in queue order, or newest first under the reorder switch", () => {
    const rows = [row(3, 'pi_a'), row(1, 'pi_a'), row(2, 'pi_b'), row(4, 'w7'), row(5, 'pi_a')];
    expect(lanesOf(rows, 16, false).map((lane) => lane.map((r) => r.id))).toEqual([[1, 3, 5], [2], [4]]);
    expect(lanesOf(rows, 16, true).map((lane) => lane.map((r) => r.id))).toEqual([[5, 3, 1], [4], [2]]);
  });

  it('never uses more lanes than asked, loses no event, and keeps every object in one lane in the promised order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({ id: fc.integer({ min: 1, max: 10_000 }), object: fc.constantFrom('pi_a', 'pi_b', 'pi_c', 'w1', 'w2', 'x') }),
          {
            selector: (r) => r.id,
            maxLength: 80,
          },
        ),
        fc.integer({ min: 1, max: 20 }),
        fc.boolean(),
        (spec, laneCount, newestFirst) => {
          const rows = spec.map((s) => row(s.id, s.object));
          const lanes = lanesOf(rows, laneCount, newestFirst);
          expect(lanes.length).toBeLessThanOrEqual(laneCount);
          expect(
            lanes
              .flat()
              .map((r) => r.id)
              .sort((a, b) => a - b),
          ).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
          for (const object of new Set(spec.map((s) => s.object))) {
            const holding = lanes.filter((lane) => lane.some((r) => r.body === row(0, object).body));
            expect(holding.length).toBeLessThanOrEqual(1);
            const ids = (holding[0] ?? []).filter((r) => r.body === row(0, object).body).map((r) => r.id);
            expect(ids).toEqual([...ids].sort((a, b) => (newestFirst ? b - a : a - b)));
          }
        },
      ),
    );
  });

  it('gives a body without a payment or payout its own lane', () => {
    const odd = [
      { id: 1, event_id: 'evt_a', body: 'not json' },
      { id: 2, event_id: 'evt_b', body: 'not json' },
    ];
    expect(lanesOf(odd, 4, false)).toHaveLength(2);
  });
});
