import { headrooms, isMoneyKind, kindOf, stateOf } from '../../src/core/limits';
import { LIMIT_MEASURE, SELF_EXCLUDE_REASONS } from '../../src/protocol/constants/limits';
import type { ClientLimit } from '../../src/protocol/schemas/limits';
import type { Queryable } from '../db/db';
import { flowsOf } from './flows';
import type { StoredLimit } from './store';

const seconds = (ms: number | null): number | null => (ms === null ? null : Math.floor(ms / 1000));
const HOUR_MS = 3_600_000;

/** A limit as the player reads it (SPEC 3 client limit): its value, state, pending change and, for money, what the window used and left. */
export async function clientLimit(q: Queryable, userId: number, stored: StoredLimit, now: number): Promise<ClientLimit> {
  const r = stored.record;
  const kind = kindOf(r.type);
  let room: { used: number; left: number; resetsAt: number | null } | null = null;
  if (isMoneyKind(kind) && r.currencyIso && r.value !== null) {
    const [h] = headrooms([r], await flowsOf(q, userId, kind, r.currencyIso, now), now);
    room = h ? { used: h.used, left: h.left, resetsAt: h.resetsAt } : null;
  }
  const reason = SELF_EXCLUDE_REASONS.find((x) => x.id === r.reasonId);
  const p = r.pending;
  return {
    id: stored.id,
    limitType: r.type,
    limitValue: r.value,
    limitBalance: room?.left ?? null,
    used: room?.used ?? null,
    resetsAt: seconds(room?.resetsAt ?? null),
    limitState: stateOf(r, now),
    startedAt: seconds(r.startedAt),
    endsAt: seconds(r.endsAt),
    needApprove: p !== null && p.confirmBy !== null,
    pending: p
      ? {
          value: p.value,
          requestedAt: seconds(p.requestedAt) ?? 0,
          effectiveAt: seconds(p.effectiveAt) ?? 0,
          confirmBy: seconds(p.confirmBy),
          hoursLeft: Math.max(0, Math.ceil((p.effectiveAt - now) / HOUR_MS)),
        }
      : null,
    selfExcludeReason: kind === 'selfExclusion' && reason ? { id: reason.id, name: reason.selfExcludeReason } : null,
    label: `limit_${r.type}`,
    measure: LIMIT_MEASURE[kind],
    currencyIso: r.currencyIso,
  };
}
