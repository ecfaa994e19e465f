/**
 * A module the worker loads when a rarely used call first needs it: a dynamic
 * import, so its code is a chunk of its own that the worker's first download
 * does not carry (offline, the service worker serves it from its precache).
 * Callers at the same time share one load; a load that failed is forgotten, so
 * the next call tries again rather than failing for the worker's whole life.
 */
export function onFirstUse<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
