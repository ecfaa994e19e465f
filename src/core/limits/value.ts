import { LIMIT_BOUNDS, LIMIT_OPTIONS, NO_LIMIT, SESSION_NOT_SET, type LimitType } from '../../protocol/constants/limits';
import { reject, type Rejection } from '../../protocol/rejections';
import { kindOf, type LimitConfig } from './record';

/** A value as the player sent it, read: a number to set, or `remove` (deposit "no limit", session -1). */
export type ReadValue = { readonly kind: 'value'; readonly value: number } | { readonly kind: 'remove' };

/**
 * Reads a value sent for a limit type: a whole number (never text, NaN or a
 * fraction), positive, one of the type's options, or, where the config lists
 * the type in `customValueLimitTypes`, any value within its bounds. The
 * deposit "no limit" option and the session's -1 mean the limit goes.
 */
export function readValue(type: LimitType, raw: unknown, config: Pick<LimitConfig, 'customValueLimitTypes'>): ReadValue | Rejection {
  const kind = kindOf(type);
  if (typeof raw !== 'number' || !Number.isFinite(raw) || !Number.isInteger(raw))
    return reject('limits.value_invalid', { limitType: type, reason: 'not_whole_number' });
  if (kind === 'session' && raw === SESSION_NOT_SET) return { kind: 'remove' };
  if (raw <= 0) return reject('limits.value_invalid', { limitType: type, reason: 'not_positive' });
  if (kind === 'deposit' && raw === NO_LIMIT) return { kind: 'remove' };
  if (LIMIT_OPTIONS[kind].includes(raw)) return { kind: 'value', value: raw };
  const bounds = LIMIT_BOUNDS[kind];
  if (raw < bounds.min || raw > bounds.max)
    return reject('limits.value_out_of_range', { limitType: type, min: bounds.min, max: bounds.max });
  if (!config.customValueLimitTypes.includes(type))
    return reject('limits.custom_value_forbidden', { limitType: type, options: LIMIT_OPTIONS[kind].join(',') });
  return { kind: 'value', value: raw };
}
