import { Subscription, type SchedulerAction, type SchedulerLike } from 'rxjs';
import type { Clock, TimerHandle } from './clock';

/**
 * An rxjs scheduler that keeps time with the worker's one Clock, so streams
 * that wait (timer, interval, debounceTime, delay) run on the virtual clock in
 * tests exactly as on the real one in the browser. rxjs's own schedulers read
 * Date.now and setInterval, which no test can move.
 */
export function clockScheduler(clock: Clock): SchedulerLike {
  return {
    now: () => clock.now(),
    schedule<T>(work: (this: SchedulerAction<T>, state?: T) => void, delay = 0, state?: T): Subscription {
      let handle: TimerHandle | null = null;
      const subscription = new Subscription(() => {
        if (handle !== null) clock.clearTimeout(handle);
        handle = null;
      });
      const run = (next: T | undefined, wait: number): void => {
        if (handle !== null) clock.clearTimeout(handle);
        handle = clock.setTimeout(() => {
          handle = null;
          if (!subscription.closed) work.call(action, next);
        }, wait);
      };
      // A periodic task reschedules itself through the action it runs as (interval does).
      const action = Object.assign(subscription, {
        schedule(next?: T, wait = 0): Subscription {
          if (!subscription.closed) run(next, wait);
          return subscription;
        },
      }) as SchedulerAction<T>;
      run(state, delay);
      return subscription;
    },
  };
}
