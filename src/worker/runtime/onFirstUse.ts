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

/**
 * A controller's calls module, loaded on first use: `ask` runs with the
 * module, or answers null when it cannot be loaded (reported, and tried
 * again at the next ask); `loaded` is the module once a load succeeded, for
 * what a projection paints at once.
 */
export class LazyCalls<M> {
  private readonly load: () => Promise<M>;
  private module: M | null = null;

  constructor(
    load: () => Promise<M>,
    private readonly what: string,
    private readonly warn: (message: string, error: unknown) => void,
  ) {
    this.load = onFirstUse(load);
  }

  loaded(): M | null {
    return this.module;
  }

  async ask<T>(run: (calls: M) => Promise<T>): Promise<T | null> {
    try {
      this.module = await this.load();
    } catch (error) {
      this.warn(`${this.what} could not be loaded`, error);
      return null;
    }
    return run(this.module);
  }
}
