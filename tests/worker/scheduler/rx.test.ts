import { debounceTime, interval, Subject, take, timer } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { clockScheduler } from '../../../src/worker/scheduler/rx';
import { VirtualClock } from '../../support/virtualClock';

describe('the rxjs scheduler on the worker clock', () => {
  it('runs timer and interval on virtual time, and nothing before its time', () => {
    const clock = new VirtualClock(1000);
    const scheduler = clockScheduler(clock);
    const seen: number[] = [];
    timer(500, scheduler).subscribe(() => seen.push(clock.now()));
    interval(200, scheduler)
      .pipe(take(3))
      .subscribe(() => seen.push(-clock.now()));
    clock.advance(499);
    expect(seen).toEqual([-1200, -1400]);
    clock.advance(1000);
    expect(seen).toEqual([-1200, -1400, 1500, -1600]);
    expect(clock.pending).toBe(0);
    expect(scheduler.now()).toBe(2499);
  });

  it('unsubscribing clears the clock timer', () => {
    const clock = new VirtualClock(0);
    const sub = interval(100, clockScheduler(clock)).subscribe(() => undefined);
    clock.advance(250);
    expect(clock.pending).toBe(1);
    sub.unsubscribe();
    expect(clock.pending).toBe(0);
  });

  it('debounces on virtual time', () => {
    const clock = new VirtualClock(0);
    const input = new Subject<number>();
    const out: number[] = [];
    input.pipe(debounceTime(300, clockScheduler(clock))).subscribe((v) => out.push(v));
    input.next(1);
    clock.advance(200);
    input.next(2);
    clock.advance(299);
    expect(out).toEqual([]);
    clock.advance(1);
    expect(out).toEqual([2]);
  });
});
