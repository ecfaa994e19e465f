/** What the worker's global scope offers about the network: its events and navigator.onLine. */
export interface NetworkScope {
  addEventListener?(type: 'online' | 'offline', listener: () => void): void;
  readonly navigator?: { readonly onLine?: boolean };
}

/**
 * The browser's online/offline signal for the worker's controllers (the live
 * feed, the offline notice). A worker started with no network hears no
 * 'offline' event: it is told at once, so the live lists say the feed is not
 * connected instead of loading until a connection attempt fails.
 */
export function browserNetwork(scope: NetworkScope): (onChange: (up: boolean) => void) => void {
  return (onChange) => {
    if (scope.navigator?.onLine === false) onChange(false);
    scope.addEventListener?.('online', () => onChange(true));
    scope.addEventListener?.('offline', () => onChange(false));
  };
}
