import type { EventSpec } from '../../protocol/catalogue';
import type { Registry } from './registry';

/** Brings an old payload up to the current version, or undefined when a step is missing or its input is malformed. */
export function upcast(registry: Registry, type: string, spec: EventSpec, fromV: number, payload: unknown): unknown {
  let current = payload;
  for (let v = fromV; v < spec.v; v++) {
    const oldSchema = spec.old[v];
    const step = registry.upcaster(type, v);
    if (!oldSchema || !step || !oldSchema.safeParse(current).success) return undefined;
    current = step(current);
  }
  return current;
}
