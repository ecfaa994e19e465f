import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TimerIntent } from '../../../src/protocol/timers';
import { Scheduler } from '../../../src/worker/scheduler/scheduler';
import { VirtualClock } from '../../support/virtualClock';

function setup(start = 0) {
  const clock = new VirtualClock(start);
  const fired: [string, number][] = [];
  const errors: [string, unknown][] = [];
  const scheduler = new Scheduler(clock, {
    onFire: (key) => {
      fired.push([key, clock.now()]);
    },
    onError: (key, error) => errors.push([key, error]),
  });
  return { clock, fired, errors, scheduler };
}

const at = (key: string, t: number): TimerIntent => ({ key, kind: 'at', at: t });
const every = (key: string, ms: number): TimerIntent => ({ key, kind: 'every', everyMs: ms });

describe('Scheduler.reconcile', () => {
  it('fires an `at` intent once at its time, and at once when already past', () => {
    const { clock, fired, scheduler } = setup(1000);
    scheduler.reconcile([at('logoff', 5000), at('late', 10)]);
    clock.advance(10_000);
    expect(fired).toEqual([
      ['late', 1000],
      ['logoff', 5000],
    ]);
    expect(scheduler.pendingKeys()).toEqual([]);
  });

  it('fires an `every` intent each period, the first after one period', () => {
    const { clock, fired, scheduler } = setup();
    scheduler.reconcile([every('ping', 30_000)]);
    clock.advance(95_000);
    expect(fired).toEqual([
      ['ping', 30_000],
      ['ping', 60_000],
      ['ping', 90_000],
    ]);
  });

  it('keeps the phase of unchanged intents across reconciles', () => {
    const { clock, fired, scheduler } = setup();
    scheduler.reconcile([every('ping', 30_000)]);
    clock.advance(20_000);
    scheduler.reconcile([every('ping', 30_000), at('x', 100_000)]);
    clock.advance(15_000);
    expect(fired).toEqual([['ping', 30_000]]);
  });

  it('cancels keys that are no longer wanted', () => {
    const { clock, fired, scheduler } = setup();
    scheduler.reconcile([every('ping', 1000), at('once', 500)]);
    scheduler.reconcile([]);
    clock.advance(10_000);
    expect(fired).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it('restarts a key whose intent changed', () => {
    const { clock, fired, scheduler } = setup();
    scheduler.reconcile([every('ping', 1000)]);
    clock.advance(500);
    scheduler.reconcile([every('ping', 2000)]);
    clock.advance(3000);
    expect(fired).toEqual([['ping', 2500]]);

    scheduler.reconcile([at('ping', 4000)]); // kind changed too
    clock.advance(2000);
    expect(fired).toEqual([
      ['ping', 2500],
      ['ping', 4000],
    ]);
    expect(clock.pending).toBe(0);
  });

  it('does not fire an `at` twice when the same intent is reconciled again after it fired', () => {
    const { clock, fired, scheduler } = setup();
    scheduler.reconcile([at('a', 100)]);
    clock.advance(200);
    scheduler.reconcile([at('a', 100)]);
    clock.advance(200);
    expect(fired).toEqual([['a', 100]]);
    scheduler.reconcile([at('a', 900)]);
    clock.advance(1000);
    expect(fired).toEqual([
      ['a', 100],
      ['a', 900],
    ]);
  });

  it('uses the last intent when a key appears twice', () => {
    const { clock, fired, scheduler } = setup();
    scheduler.reconcile([at('a', 100), at('a', 300)]);
    clock.advance(1000);
    expect(fired).toEqual([['a', 300]]);
  });

  it('keeps an `every` going when onFire throws or rejects, and reports it', () => {
    const clock = new VirtualClock();
    const errors: string[] = [];
    let n = 0;
    const scheduler = new Scheduler(clock, {
      onFire: () => {
        n++;
        if (n === 1) throw new Error('boom');
        if (n === 2) return Promise.reject(new Error('async boom'));
      },
      onError: (_key, error) => errors.push((error as Error).message),
    });
    scheduler.reconcile([every('p', 100)]);
    return clock.advanceAsync(300).then(() => {
      expect(n).toBe(3);
      expect(errors).toEqual(['boom', 'async boom']);
    });
  });

  it('fires a frozen `every` once for the missed slots, then back on its grid', () => {
    const clock = new VirtualClock();
    const fired: number[] = [];
    const scheduler = new Scheduler(clock, { onFire: () => void fired.push(clock.now()) });
    scheduler.reconcile([every('p', 1000)]);
    // A frozen worker: the timer runs late, at 3500, when the clock has jumped.
    clock.advance(999);
    clock.jump(2501);
    clock.advance(0);
    clock.advance(1000);
    expect(fired).toEqual([3500, 4000]);
  });

  it('dispose stops everything', () => {
    const { clock, fired, scheduler } = setup();
    scheduler.reconcile([every('a', 10), at('b', 20)]);
    scheduler.dispose();
    clock.advance(100);
    expect(fired).toEqual([]);
    expect(scheduler.pendingKeys()).toEqual([]);
  });

  it('property: after any reconcile sequence, exactly the last intents run, on time', () => {
    const key = fc.constantFrom('a', 'b', 'c', 'd');
    const intentArb = fc.oneof(
      fc.record({ key, kind: fc.constant('at' as const), at: fc.integer({ min: 0, max: 8000 }) }),
      fc.record({ key, kind: fc.constant('every' as const), everyMs: fc.integer({ min: 50, max: 3000 }) }),
    );
    const steps = fc.array(fc.tuple(fc.array(intentArb, { maxLength: 5 }), fc.integer({ min: 0, max: 2000 })), {
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(steps, (plan) => {
        const { clock, fired, scheduler } = setup();
        let last: readonly TimerIntent[] = [];
        for (const [intents, gap] of plan) {
          scheduler.reconcile(intents);
          last = intents;
          clock.advance(gap);
        }
        const wanted = new Map(last.map((i) => [i.key, i]));
        const from = clock.now();
        const mark = fired.length;
        const horizon = 10_000;
        clock.advance(horizon);
        const tail = fired.slice(mark);
        for (const [k] of tail) expect(wanted.has(k)).toBe(true);
        for (const intent of wanted.values()) {
          const times = tail.filter(([k]) => k === intent.key).map(([, t]) => t);
          if (intent.kind === 'at') {
            // Past ones fired during the plan already; future ones fire exactly once, on time.
            expect(times).toEqual(intent.at > from ? [intent.at] : []);
          } else {
            expect(times.length).toBeGreaterThanOrEqual(Math.floor(horizon / intent.everyMs) - 1);
            expect(times.length).toBeLessThanOrEqual(Math.ceil(horizon / intent.everyMs) + 1);
            times.forEach((t, i) => i > 0 && expect(t - (times[i - 1] ?? 0)).toBe(intent.everyMs));
          }
        }
        scheduler.dispose();
        expect(clock.pending).toBe(0);
      }),
    );
  });
});
