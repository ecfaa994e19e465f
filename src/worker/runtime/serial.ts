/**
 * Runs tasks one after another. Commands must be decided against the state
 * that includes every earlier command's events, so dispatch goes through this.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
