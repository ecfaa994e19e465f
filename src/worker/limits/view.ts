import { LIMIT_KIND_OF, type LimitType } from '../../protocol/constants/limits';
import type { LimitHistoryRow, LimitOption, LimitView } from '../../protocol/limits';
import type { ClientLimit } from '../../protocol/schemas/limits';
import type { z } from 'zod';
import type { availableLimitsAnswerSchema, limitHistoryAnswerSchema } from '../../protocol/schemas/limits';

const ms = (seconds: number | null): number | null => (seconds === null ? null : seconds * 1000);

/**
 * A limit as the server sent it, as the page paints it: times in epoch ms,
 * and its state in the player's terms. A pending change that needs the
 * player's approval and whose cooling-off is over awaits confirmation; any
 * other pending change is waiting out its cooling-off.
 */
export function limitView(limit: ClientLimit, now: number): LimitView {
  const pending = limit.pending;
  const needsConfirmation = pending !== null && limit.needApprove;
  const state =
    pending !== null
      ? needsConfirmation && pending.effectiveAt * 1000 <= now
        ? 'awaitingConfirmation'
        : 'pending'
      : limit.limitState === 'INACTIVE'
        ? 'inactive'
        : 'active';
  return {
    id: limit.id,
    limitType: limit.limitType,
    kind: LIMIT_KIND_OF[limit.limitType as LimitType] ?? null,
    measure: limit.measure,
    label: limit.label,
    currencyIso: limit.currencyIso,
    value: limit.limitValue,
    used: limit.used,
    left: limit.limitBalance,
    resetsAt: ms(limit.resetsAt),
    startedAt: ms(limit.startedAt),
    endsAt: ms(limit.endsAt),
    state,
    pending: pending && {
      value: pending.value,
      requestedAt: pending.requestedAt * 1000,
      effectiveAt: pending.effectiveAt * 1000,
      confirmBy: ms(pending.confirmBy),
      hoursLeft: pending.hoursLeft,
      needsConfirmation,
    },
    selfExcludeReason: limit.selfExcludeReason?.name ?? null,
  };
}

export function optionView(option: z.output<typeof availableLimitsAnswerSchema>['data'][number]): LimitOption {
  const { type, availableValues, ...rest } = option;
  return { limitType: type, values: availableValues, ...rest };
}

export function historyRowView(row: z.output<typeof limitHistoryAnswerSchema>['data'][number]): LimitHistoryRow {
  return { ...row, at: row.at * 1000 };
}
