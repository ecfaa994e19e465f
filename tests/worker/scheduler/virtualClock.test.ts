import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../support/virtualClock';

describe('VirtualClock', () => {
  it('fires timers in due order, ties in the order they were set, with now() at their due time', () => {
    const clock = new VirtualClock(100);
    const log: string[] = [];
    clock.setTimeout(() => log.push(`b@${clock.now()}`), 20);
    clock.setTimeout(() => log.push(`a@${clock.now()}`), 10);
    clock.setTimeout(() => log.push(`c@${clock.now()}`), 20);
    clock.advance(15);
    expect(log).toEqual(['a@110']);
    expect(clock.now()).toBe(115);
    clock.advance(100);
    expect(log).toEqual(['a@110', 'b@120', 'c@120']);
    expect(clock.now()).toBe(215);
  });

  it('fires timers set by timers inside the same advance', () => {
    const clock = new VirtualClock();
    const log: number[] = [];
    const tick = (): void => {
      log.push(clock.now());
      if (log.length < 5) clock.setTimeout(tick, 10);
    };
    clock.setTimeout(tick, 10);
    clock.advance(35);
    expect(log).toEqual([10, 20, 30]);
    clock.runAll();
    expect(log).toEqual([10, 20, 30, 40, 50]);
  });

  it('clearTimeout removes a timer; runAll refuses a never-ending one', () => {
    const clock = new VirtualClock();
    const h = clock.setTimeout(() => {
      throw new Error('must not fire');
    }, 5);
    clock.clearTimeout(h);
    clock.runAll();
    const forever = (): void => void clock.setTimeout(forever, 1);
    forever();
    expect(() => clock.runAll(100)).toThrow(/more than 100/);
  });

  it('advanceAsync lets promise chains schedule the next timer', async () => {
    const clock = new VirtualClock();
    const log: number[] = [];
    const wait = (ms: number) => new Promise<void>((r) => clock.setTimeout(r, ms));
    const loop = (async () => {
      for (let i = 0; i < 3; i++) {
        await wait(100);
        await Promise.resolve();
        log.push(clock.now());
      }
    })();
    await clock.advanceAsync(250);
    expect(log).toEqual([100, 200]);
    await clock.runAllAsync();
    await loop;
    expect(log).toEqual([100, 200, 300]);
  });

  it('run() fails loudly when the promise waits on something else', async () => {
    const clock = new VirtualClock();
    await expect(clock.run(new Promise(() => undefined))).rejects.toThrow(/no timer is left/);
  });
});
