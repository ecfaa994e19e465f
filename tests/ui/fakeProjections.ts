import type { ProjectionName, ProjectionValues } from '../../src/protocol/api';
import type { ProjectionSource } from '../../src/ui/core-access/coreContext';

/**
 * Projections as the test pushes them, the way the worker (or another tab's
 * change) would push them: the part every worker double of the UI tests shares.
 */
export class FakeProjections implements ProjectionSource {
  private readonly values = new Map<ProjectionName, unknown>();
  private readonly listeners = new Map<ProjectionName, Set<() => void>>();

  push<N extends ProjectionName>(name: N, value: ProjectionValues[N]): void {
    this.values.set(name, value);
    for (const listener of this.listeners.get(name) ?? []) listener();
  }

  subscribe(name: ProjectionName, listener: () => void): () => void {
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  getSnapshot<N extends ProjectionName>(name: N): ProjectionValues[N] | undefined {
    return this.values.get(name) as ProjectionValues[N] | undefined;
  }
}
