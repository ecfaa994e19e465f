export type { Clock, TimerHandle } from './clock';
export { realClock } from './clock';
export { sleep } from './sleep';
export { retry, delayBefore } from './retry';
export type { RetryPolicy, RetryOptions } from './retry';
export { Scheduler } from './scheduler';
export type { SchedulerOptions } from './scheduler';
