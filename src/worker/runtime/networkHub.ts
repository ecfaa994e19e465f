type Listener = (up: boolean) => void;

/** One signal of the browser's connection for the worker's controllers, fed by the worker's own events and the tabs' reports. */
export interface NetworkHub {
  /** For a controller's `network` dependency: told every change, and at once when the browser is already known offline. */
  readonly subscribe: (onChange: Listener) => void;
  /** A tab's report (`app/connectivity`): the browser is one, so what a tab sees of it holds for the worker too. */
  readonly report: Listener;
}

/**
 * The worker's own online/offline events do not always reach it (a test
 * browser's offline mode reaches the pages only): a tab's report counts
 * the same, so the live feed stops trying and the offline notice shows
 * whichever hears it first. Only changes are passed on.
 */
export function networkHub(source?: (onChange: Listener) => void): NetworkHub {
  const listeners = new Set<Listener>();
  let up = true;
  const report = (next: boolean) => {
    if (next === up) return;
    up = next;
    for (const listener of listeners) listener(next);
  };
  source?.(report);
  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      if (!up) onChange(false);
    },
    report,
  };
}
