import { EVENT_CATALOGUE, type AppEventType } from '../../protocol/events';
import { COUPON_UPCASTERS } from '../coupon/upcast';

type Upcaster = (payload: unknown) => unknown;

/** One step per old version: upcasters[type][v] turns a v payload into v+1. */
const upcasters: { readonly [T in AppEventType]?: Readonly<Record<number, Upcaster>> } = {
  'preferences/changed': {
    1: (payload) => {
      const { key, value } = payload as { key: string; value: unknown };
      return { changes: { [key]: value } };
    },
  },
  ...COUPON_UPCASTERS,
};

/** Brings an old payload up to the current version, or undefined when a step is missing or its input is malformed. */
export function upcast(type: AppEventType, fromV: number, payload: unknown): unknown {
  const entry = EVENT_CATALOGUE[type];
  let current = payload;
  for (let v = fromV; v < entry.v; v++) {
    const oldSchema = (entry.old as Readonly<Record<number, { safeParse(x: unknown): { success: boolean } }>>)[v];
    const step = upcasters[type]?.[v];
    if (!oldSchema || !step || !oldSchema.safeParse(current).success) return undefined;
    current = step(current);
  }
  return current;
}
